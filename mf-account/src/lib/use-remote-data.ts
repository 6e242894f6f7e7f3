// One-shot GETs for the account pages: loading/error/data, a reload, and no stale answers
// (a response for an old key, or after unmount, is dropped and its request aborted).
import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteData<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/** Not answered yet: loading, or idle until there is something to load; either way a spinner shows. */
export function isPending<T>(state: RemoteData<T>): state is { status: 'idle' } | { status: 'loading' } {
  return state.status === 'loading' || state.status === 'idle';
}

const IDLE: RemoteData<never> = { status: 'idle' };
const LOADING: RemoteData<never> = { status: 'loading' };

/** An outcome and the key and try it was fetched for. */
interface Settled<T> {
  key: string | number;
  attempt: number;
  state: RemoteData<T>;
}

export interface RemoteDataResult<T> {
  state: RemoteData<T>;
  reload: () => void;
  /** Loads again while the data already shown stays on screen (no spinner in its place). */
  refresh: () => void;
  /** Replace the data after a successful save, without a refetch. */
  setData: (data: T) => void;
}

/**
 * Runs `load` whenever `key` changes; `key === null` means "nothing to load yet" (state idle).
 * `onError` runs once per failed request (e.g. the generic server notification).
 */
export function useRemoteData<T>(
  key: string | number | null,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
): RemoteDataResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // Set by refresh(), cleared by reload(): whether data of an earlier try may show while loading.
  const [quiet, setQuiet] = useState(false);
  // The latest callbacks, so callers can pass inline functions without refetch loops.
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  loadRef.current = load;
  onErrorRef.current = onError;

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ key, attempt, state: { status: 'error', error } });
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  // An outcome belongs to the key (and try) it was fetched for: on the render where the key changes,
  // before the effect above runs, the previous key's data (another state's cities) is not shown.
  const current =
    settled !== null &&
    settled.key === key &&
    (settled.attempt === attempt || (quiet && settled.state.status === 'success'));
  const state: RemoteData<T> = key === null ? IDLE : current ? settled.state : LOADING;
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
      if (key !== null) setSettled({ key, attempt, state: { status: 'success', data } });
    },
    [key, attempt],
  );
  return { state, reload, refresh, setData };
}
