export {
  ServerNotFoundError,
  useRemoteData,
  type RemoteData,
  type RemoteDataOptions,
  type RemoteDataResult,
} from './use-remote-data';
