import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** An axios failure shaped like the API's envelope { success: false, mess, message, errors? }. */
export function apiError(
  status: number,
  mess?: string,
  errors?: Record<string, string>,
  headers: Record<string, string> = {},
): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const data = mess === undefined ? undefined : { success: false, mess, message: mess, ...(errors ? { errors } : {}) };
  const response = { status, statusText: String(status), data, headers, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

/** A failure with no answer from the server at all. */
export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
}

/** The API's 429 refusing a new code under a minute after the last one (`reason: 'code-recently-sent'`). */
export function codeRecentlySent(
  seconds: number,
  mess = `Please wait ${seconds} seconds before requesting another code.`,
): AxiosError {
  const err = apiError(429, mess, undefined, { 'retry-after': String(seconds) });
  Object.assign(err.response?.data as object, { reason: 'code-recently-sent' });
  return err;
}
