import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { flushAnswers } from '@storefront/shared/testing';
import { isNotFound } from '@storefront/shared/api';
import { ServerDataProvider, type ServerEntry, type ServerRenderSink } from '@storefront/shared/ssr';
import { useRemoteData, type RemoteData, type RemoteDataOptions } from './index';

type Seen = { key: string | null; status: RemoteData<string>['status']; data: string | undefined };

/** Every render's key and what the hook gave for it. */
function renderRecorded(
  load: (key: string) => Promise<string>,
  options: RemoteDataOptions = {},
  wrapper?: (props: { children: ReactNode }) => ReactNode,
  enabled?: boolean,
) {
  const seen: Seen[] = [];
  const initialProps: { key: string | null; enabled?: boolean } = { key: 'a', enabled };
  const view = renderHook(
    ({ key, enabled }: { key: string | null; enabled?: boolean }) => {
      const result = useRemoteData(key, () => load(key ?? ''), { ...options, enabled });
      seen.push({ key, status: result.status, data: result.data });
      return result;
    },
    { initialProps, wrapper },
  );
  return { ...view, seen };
}

const never = () => new Promise<string>(() => undefined);

describe('useRemoteData', () => {
  it("shows loading, never the previous key's answer, on the render where the key changes", async () => {
    const { rerender, result, seen } = renderRecorded((key) => Promise.resolve(`product ${key}`));
    await flushAnswers();
    expect(result.current).toMatchObject({ status: 'success', data: 'product a' });
    seen.length = 0;
    await flushAnswers(() => rerender({ key: 'b', enabled: undefined }));
    expect(seen[0]).toEqual({ key: 'b', status: 'loading', data: undefined });
    expect(seen.filter((s) => s.key === 'b' && s.data === 'product a')).toEqual([]);
    expect(result.current).toMatchObject({ status: 'success', data: 'product b' });
  });

  it('drops an answer that arrives after the key changed', async () => {
    const pending: Record<string, (value: string) => void> = {};
    const { rerender, result } = renderRecorded(
      (key) =>
        new Promise((resolve) => {
          pending[key] = resolve;
        }),
    );
    await flushAnswers(() => rerender({ key: 'b', enabled: undefined }));
    await flushAnswers(() => pending.b('two'));
    await flushAnswers(() => pending.a('one'));
    expect(result.current).toMatchObject({ status: 'success', data: 'two' });
  });

  it('asks for nothing without a key, and loads once one comes', async () => {
    const load = jest.fn(() => Promise.resolve('ok'));
    const { rerender, result } = renderRecorded(load);
    await flushAnswers();
    load.mockClear();
    await flushAnswers(() => rerender({ key: null, enabled: undefined }));
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();
    await flushAnswers(() => rerender({ key: 'c', enabled: undefined }));
    expect(result.current).toMatchObject({ status: 'success', data: 'ok' });
  });

  it('waits while not enabled, then loads', async () => {
    const load = jest.fn(() => Promise.resolve('tree'));
    const { rerender, result } = renderRecorded(load);
    // The first render asked; start again held back.
    await flushAnswers();
    load.mockClear();
    await flushAnswers(() => rerender({ key: 'later', enabled: false }));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
    await flushAnswers(() => rerender({ key: 'later', enabled: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'success', data: 'tree' });
  });

  it('reports each failure once, is loading again straight away on reload, then succeeds', async () => {
    const onError = jest.fn();
    let calls = 0;
    const { result, seen } = renderRecorded(
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('busy')) : Promise.resolve('ok');
      },
      { onError },
    );
    await flushAnswers();
    expect(result.current).toMatchObject({ status: 'error', error: new Error('busy') });
    expect(onError).toHaveBeenCalledTimes(1);
    seen.length = 0;
    await flushAnswers(() => result.current.reload());
    expect(seen[0].status).toBe('loading');
    expect(result.current).toMatchObject({ status: 'success', data: 'ok' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('refresh keeps the answer on screen until the new one comes; reload does not', async () => {
    let answer: (value: string) => void = () => undefined;
    let calls = 0;
    const { result, seen } = renderRecorded(() => {
      calls += 1;
      return calls === 1
        ? Promise.resolve('first')
        : new Promise((resolve) => {
            answer = resolve;
          });
    });
    await flushAnswers();
    seen.length = 0;
    await flushAnswers(() => result.current.refresh());
    expect(seen.map((s) => s.status)).not.toContain('loading');
    expect(result.current).toMatchObject({ status: 'success', data: 'first' });
    await flushAnswers(() => answer('second'));
    expect(result.current).toMatchObject({ status: 'success', data: 'second' });

    await flushAnswers(() => result.current.reload());
    expect(result.current.status).toBe('loading');
  });

  it('takes saved data in place of what was loaded, without loading again', async () => {
    const load = jest.fn(() => Promise.resolve('loaded'));
    const { result } = renderRecorded(load);
    await flushAnswers();
    act(() => {
      result.current.setData('saved');
    });
    expect(result.current).toMatchObject({ status: 'success', data: 'saved' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useRemoteData on a server-rendered page', () => {
  const withEntries =
    (entries: Array<[string, ServerEntry]>, sink?: ServerRenderSink) =>
    ({ children }: { children: ReactNode }) => (
      <ServerDataProvider value={{ entries: new Map(entries), origin: 'https://shop.pk', sink }}>
        {children}
      </ServerDataProvider>
    );

  it('starts from the answer the page came with and does not ask the API again', async () => {
    const load = jest.fn(never);
    const { result, seen } = renderRecorded(load, {}, withEntries([['a', { ok: true, value: 'from the server' }]]));
    await flushAnswers();
    expect(seen[0]).toEqual({ key: 'a', status: 'success', data: 'from the server' });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.status).toBe('success');
  });

  it("uses the page's answer even while the browser's request is held back", () => {
    const { result } = renderRecorded(never, {}, withEntries([['a', { ok: true, value: 'tree' }]]), false);
    expect(result.current).toMatchObject({ status: 'success', data: 'tree' });
  });

  it('turns a server load that named nothing into a not-found error, reported once', async () => {
    const onError = jest.fn();
    const { result } = renderRecorded(never, { onError }, withEntries([['a', { ok: false, notFound: true }]]));
    await flushAnswers();
    expect(result.current.status).toBe('error');
    expect(isNotFound(result.current.error)).toBe(true);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('on the server, hands its load to the renderer under its key', async () => {
    const collected = new Map<string, () => Promise<unknown>>();
    const sink: ServerRenderSink = {
      collect: (key, load) => collected.set(key, load),
      setHead: () => undefined,
      setStatus: () => undefined,
    };
    const { result } = renderRecorded((key) => Promise.resolve(`answer for ${key}`), {}, withEntries([], sink), false);
    expect(result.current.status).toBe('loading');
    expect([...collected.keys()]).toEqual(['a']);
    await expect(collected.get('a')!()).resolves.toBe('answer for a');
  });
});
