// One-shot GETs for the account pages: loading/error/data, a reload, and no stale answers
// (a response for an old key, or after unmount, is dropped and its request aborted).
import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteData<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/** Not answered yet: loading, or idle until there is something to load; either way a spinner shows. */
export function isPending<T>(state: RemoteData<T>): state is { status: 'idle' } | { status: 'loading' } {
  return state.status === 'loading' || state.status === 'idle';
}

export interface RemoteDataResult<T> {
  state: RemoteData<T>;
  reload: () => void;
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
  const [state, setState] = useState<RemoteData<T>>(key === null ? { status: 'idle' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, so callers can pass inline functions without refetch loops.
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  loadRef.current = load;
  onErrorRef.current = onError;

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'success', data }), []);
  return { state, reload, setData };
}
