export {
  api,
  configureApi,
  connectApiToStore,
  getBoundDispatch,
  unwrap,
  ApiResponseError,
  type ApiStoreBinding,
} from './client';
export {
  API_TIMEOUT_MESSAGE,
  isTimeout,
  outcomeUnknown,
  getErrorMessage,
  getFailureReason,
  getFieldErrors,
  getServerMessage,
  isNotFound,
  notifyApiError,
  SERVER_MESSAGE_TITLE,
} from './errors';
export { SessionEndedError, isSessionEnded, SESSION_ENDED_MESSAGE } from './session-ended';
