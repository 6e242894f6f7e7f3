// Failures shaped as the shared axios client produces them.
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

export function httpError(status: number, body?: Record<string, unknown>): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: String(status), data: body, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK');
}
