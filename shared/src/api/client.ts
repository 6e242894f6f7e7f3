// The one axios instance of the page (this entry is a Module Federation singleton).
import axios, { type AxiosError, type AxiosResponse } from 'axios';
import type { ApiEnvelope } from '@storefront/shared/types';
import { API_TIMEOUT_MS, getRuntimeConfig } from '@storefront/shared/config';
import { DEFAULT_LANGUAGE, i18n, isLanguage, type Language } from '@storefront/shared/i18n';
import { CLIENT_MESSAGES } from '../i18n/catalogues/client-messages';
import { SessionEndedError } from './session-ended';

export const api = axios.create({
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: API_TIMEOUT_MS,
});

/** How the client reaches the store without importing it (the store binds itself when created). */
export interface ApiStoreBinding {
  getToken: () => string | null;
  /** Called when a request that carried the session's token gets a 401 or 431 (the call then fails with a SessionEndedError). */
  onUnauthorized: () => void;
  // Redux's Dispatch is generic over the action; any action object is fine here.
  dispatch: (action: { type: string; payload?: unknown }) => unknown;
}

let binding: ApiStoreBinding | null = null;

export function connectApiToStore(next: ApiStoreBinding | null): void {
  binding = next;
}

/** The bound store's dispatch (used by helpers such as `logout()`), or null before a store exists. */
export function getBoundDispatch(): ApiStoreBinding['dispatch'] | null {
  return binding?.dispatch ?? null;
}

/** Points the client at the API root of the runtime config (or the given one). */
export function configureApi(options: { baseURL?: string } = {}): void {
  api.defaults.baseURL = options.baseURL ?? getRuntimeConfig().apiRoot;
}

/** The page's language, read at each request: the shopper may switch it at any time. */
const pageLanguage = (): Language => (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE);

api.interceptors.request.use((config) => {
  const token = binding?.getToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  // The API writes its messages (and the mails a call sends) in this language. A caller that names
  // one itself (a server render for a request in another language) keeps it.
  if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', pageLanguage());
  return config;
});

/**
 * Answers that end the session whose token a call carried: 401, the token is not (or no longer)
 * valid; 431, the request's headers were too large to read, which the token makes them when it is
 * not a real one: every later call would fail the same way.
 */
const SESSION_REFUSED = new Set([401, 431]);

api.interceptors.response.use(undefined, (error: AxiosError) => {
  // Only a call that carried the session's token can reveal that it expired; a failed login is just
  // a 401, and a late answer for an earlier token must not end the session that replaced it.
  const sent = String(error.config?.headers?.Authorization ?? '');
  const token = binding?.getToken();
  if (SESSION_REFUSED.has(error.response?.status ?? 0) && token && sent === `Bearer ${token}`) {
    binding?.onUnauthorized();
    return Promise.reject(new SessionEndedError(error));
  }
  return Promise.reject(error);
});

/** A 2xx answer whose envelope says `success: false`. */
export class ApiResponseError extends Error {
  constructor(public readonly response: AxiosResponse) {
    const body = response.data as { mess?: unknown; message?: unknown } | undefined;
    super(
      typeof body?.mess === 'string'
        ? body.mess
        : typeof body?.message === 'string'
          ? body.message
          : CLIENT_MESSAGES.requestFailed,
    );
    this.name = 'ApiResponseError';
  }
}

/** Awaits a call and returns the envelope's `data`; an envelope without success throws. */
export async function unwrap<T>(request: Promise<AxiosResponse<ApiEnvelope<T>>>): Promise<T> {
  const response = await request;
  if (response.data?.success !== true) throw new ApiResponseError(response);
  return response.data.data;
}
