import { useCallback, useEffect, useState } from 'react';
import { useServerData, type ServerEntry } from '@storefront/shared/ssr';

export type RemoteData<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: null; error: unknown };

const LOADING: RemoteData<never> = { status: 'loading', data: null, error: null };

/** An outcome and the inputs (deps plus retry count) it was fetched for. */
interface Settled<T> {
  key: readonly unknown[];
  result: RemoteData<T>;
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** A failed server load that named nothing reads like the API's own 404 (isNotFound). */
export class ServerNotFoundError extends Error {
  readonly response = { status: 404 };
  readonly isAxiosError = true;
  constructor() {
    super('Not found');
    this.name = 'ServerNotFoundError';
  }
}

function fromServer<T>(entry: ServerEntry<T> | undefined): RemoteData<T> | null {
  if (!entry) return null;
  return entry.ok
    ? { status: 'ready', data: entry.value, error: null }
    : { status: 'failed', data: null, error: entry.notFound ? new ServerNotFoundError() : new Error('Loading failed') };
}

/**
 * One-shot fetch for a page section: loading → ready | failed, with `reload`. A response that
 * arrives after the inputs changed (or after unmount) is ignored. `serverKey` names the answer on
 * a server-rendered page (useServerData): the server loads it, and the browser starts from it
 * rather than asking again.
 */
export function useRemoteData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  serverKey: string | null = null,
) {
  const [attempt, setAttempt] = useState(0);
  const key = [...deps, attempt];
  const server = fromServer(useServerData(serverKey, () => load(new AbortController().signal)));
  const [settled, setSettled] = useState<Settled<T> | null>(() => (server ? { key, result: server } : null));

  useEffect(() => {
    // The first render's answer came with the page.
    if (settled && sameKey(settled.key, key)) return undefined;
    const controller = new AbortController();
    const settle = (result: RemoteData<T>) => {
      if (!controller.signal.aborted) setSettled({ key, result });
    };
    load(controller.signal).then(
      (data) => settle({ status: 'ready', data, error: null }),
      (error: unknown) => settle({ status: 'failed', data: null, error }),
    );
    return () => controller.abort();
    // `load` is rebuilt every render; the caller's deps say when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, key);

  // The outcome belongs to the inputs it was fetched for: on the render where they change (before
  // the effect above runs) the previous one would show under the new address, so that is loading.
  const state = settled && sameKey(settled.key, key) ? settled.result : (server ?? LOADING);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
