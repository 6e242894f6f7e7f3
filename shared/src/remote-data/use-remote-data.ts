// The one way the front ends fetch server data and remember the answer. A page section names the
// data with a key; on a server-rendered page the server loads it (useServerData) and the browser
// starts from that answer instead of asking the API again.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useServerData, type ServerEntry } from '@storefront/shared/ssr';
import { CLIENT_MESSAGES } from '../i18n/catalogues/client-messages';

/** Where an answer stands: on its way (or nothing asked for yet), there, or failed. */
export type RemoteData<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type RemoteDataResult<T> = RemoteData<T> & {
  /** Asks again, showing loading in the meantime (after a failure: Try again). */
  reload: () => void;
  /** Asks again while the answer already shown stays on screen. */
  refresh: () => void;
  /** Takes data the page already has (a saved form's answer) in place of the loaded one. */
  setData: (data: T) => void;
};

export interface RemoteDataOptions {
  /** Runs once for each failed answer, one the server-rendered page came with included. */
  onError?: (error: unknown) => void;
  /**
   * False holds the browser's request back until it is needed (a closed panel). A server render
   * still loads it, and an answer the page came with is used.
   */
  enabled?: boolean;
}

/** A failed server load that named nothing reads like the API's own 404 (isNotFound). */
export class ServerNotFoundError extends Error {
  readonly response = { status: 404 };
  readonly isAxiosError = true;
  constructor() {
    super(CLIENT_MESSAGES.notFound);
    this.name = 'ServerNotFoundError';
  }
}

const LOADING: RemoteData<never> = { status: 'loading', data: undefined, error: undefined };

const success = <T>(data: T): RemoteData<T> => ({ status: 'success', data, error: undefined });
const failure = (error: unknown): RemoteData<never> => ({ status: 'error', data: undefined, error });

function fromServer<T>(entry: ServerEntry<T>): RemoteData<T> {
  if (entry.ok) return success(entry.value);
  return failure(entry.notFound ? new ServerNotFoundError() : new Error(CLIENT_MESSAGES.loadingFailed));
}

/** An answer and the key and try it belongs to. */
interface Settled<T> {
  key: string;
  attempt: number;
  answer: RemoteData<T>;
}

/**
 * Loads `load` for `key` (null: nothing to load yet, which shows as loading) and again whenever the
 * key changes. An answer belongs to its key: on the render where the key changes the previous one
 * is not shown, and an answer arriving after that (or after unmount) is dropped, its request aborted.
 */
export function useRemoteData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { onError, enabled = true }: RemoteDataOptions = {},
): RemoteDataResult<T> {
  const [attempt, setAttempt] = useState(0);
  // Set by refresh(), cleared by reload(): whether the answer of an earlier try may show while loading.
  const [quiet, setQuiet] = useState(false);
  const server = useServerData(key, () => load(new AbortController().signal));
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    key !== null && server ? { key, attempt: 0, answer: fromServer(server) } : null,
  );
  const answered = settled !== null && settled.key === key && settled.attempt === attempt;
  // The latest load and onError, so callers may pass inline functions without fetching in a loop.
  const loadNow = useEffectEvent((signal: AbortSignal) => load(signal));
  const reportFailure = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    if (key === null || !enabled || answered) return undefined;
    const controller = new AbortController();
    const settle = (answer: RemoteData<T>) => {
      if (!controller.signal.aborted) setSettled({ key, attempt, answer });
    };
    loadNow(controller.signal).then(
      (data) => settle(success(data)),
      (error: unknown) => settle(failure(error)),
    );
    return () => controller.abort();
  }, [key, attempt, enabled, answered]);

  const shown =
    settled !== null && settled.key === key && (answered || (quiet && settled.answer.status === 'success'))
      ? settled
      : null;

  // Each failure is told once, also one the page came with from the server (no request in the browser).
  const reported = useRef<Settled<T> | null>(null);
  useEffect(() => {
    if (shown?.answer.status !== 'error' || reported.current === shown) return;
    reported.current = shown;
    reportFailure(shown.answer.error);
  }, [shown]);

  const reload = useCallback(() => {
    setQuiet(false);
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => {
    setQuiet(true);
    setAttempt((n) => n + 1);
  }, []);
  const setData = useCallback(
    (data: T) => {
      if (key !== null) setSettled({ key, attempt, answer: success(data) });
    },
    [key, attempt],
  );
  return { ...(shown?.answer ?? LOADING), reload, refresh, setData };
}
