import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: null; error: unknown };

/**
 * One-shot fetch for a page section: loading → ready | failed, with `reload`. A response that
 * arrives after the inputs changed (or after unmount) is ignored.
 */
export function useRemoteData<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', data: null, error: null });
    load(controller.signal).then(
      (data) => { if (!controller.signal.aborted) setState({ status: 'ready', data, error: null }); },
      (error: unknown) => { if (!controller.signal.aborted) setState({ status: 'failed', data: null, error }); },
    );
    return () => controller.abort();
    // `load` is rebuilt every render; the caller's deps say when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
