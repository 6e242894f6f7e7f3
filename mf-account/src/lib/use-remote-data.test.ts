import { act, renderHook } from '@testing-library/react';
import { useRemoteData, type RemoteData } from './use-remote-data';

/** Every render's key and the state the hook gave for it. */
function renderRecorded(load: (key: number) => Promise<string>, onError?: (error: unknown) => void) {
  const seen: Array<{ key: number | null; state: RemoteData<string> }> = [];
  const view = renderHook(
    ({ key }: { key: number | null }) => {
      const result = useRemoteData<string>(key, () => load(key as number), onError);
      seen.push({ key, state: result.state });
      return result;
    },
    { initialProps: { key: 1 as number | null } },
  );
  return { ...view, seen };
}

describe("useRemoteData (the account pages')", () => {
  it("shows loading, never the previous key's data, on the render where the key changes", async () => {
    const { rerender, result, seen } = renderRecorded(async (stateId) => `cities of ${stateId}`);
    await act(async () => {});
    expect(result.current.state).toEqual({ status: 'success', data: 'cities of 1' });
    seen.length = 0;
    await act(async () => {
      rerender({ key: 2 });
    });
    expect(seen[0]).toEqual({ key: 2, state: { status: 'loading' } });
    expect(seen.filter((s) => s.key === 2 && s.state.status === 'success' && s.state.data === 'cities of 1')).toEqual(
      [],
    );
    expect(result.current.state).toEqual({ status: 'success', data: 'cities of 2' });
  });

  it('drops an answer that arrives after the key changed', async () => {
    const pending: Record<number, (value: string) => void> = {};
    const { rerender, result } = renderRecorded(
      (key) =>
        new Promise((resolve) => {
          pending[key] = resolve;
        }),
    );
    await act(async () => {
      rerender({ key: 2 });
    });
    await act(async () => {
      pending[2]('two');
    });
    await act(async () => {
      pending[1]('one');
    });
    expect(result.current.state).toEqual({ status: 'success', data: 'two' });
  });

  it('is idle without a key, and loads once one comes', async () => {
    const load = jest.fn(async () => 'ok');
    const { rerender, result } = renderRecorded(load);
    await act(async () => {
      rerender({ key: null });
    });
    expect(result.current.state).toEqual({ status: 'idle' });
    await act(async () => {
      rerender({ key: 3 });
    });
    expect(result.current.state).toEqual({ status: 'success', data: 'ok' });
  });

  it('reports each failure once, is loading again straight away on reload, then succeeds', async () => {
    const onError = jest.fn();
    let calls = 0;
    const { result, seen } = renderRecorded(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('busy')) : Promise.resolve('ok');
    }, onError);
    await act(async () => {});
    expect(result.current.state).toMatchObject({ status: 'error' });
    expect(onError).toHaveBeenCalledTimes(1);
    seen.length = 0;
    await act(async () => {
      result.current.reload();
    });
    expect(seen[0].state).toEqual({ status: 'loading' });
    expect(result.current.state).toEqual({ status: 'success', data: 'ok' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('refresh keeps what is shown on screen until the new answer comes; reload does not', async () => {
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
    await act(async () => {});
    seen.length = 0;
    await act(async () => {
      result.current.refresh();
    });
    expect(seen.map((s) => s.state)).not.toContainEqual({ status: 'loading' });
    expect(result.current.state).toEqual({ status: 'success', data: 'first' });
    await act(async () => {
      answer('second');
    });
    expect(result.current.state).toEqual({ status: 'success', data: 'second' });

    await act(async () => {
      result.current.reload();
    });
    expect(result.current.state).toEqual({ status: 'loading' });
  });

  it('takes saved data in place of what was loaded, without loading again', async () => {
    const load = jest.fn(async () => 'loaded');
    const { result } = renderRecorded(load);
    await act(async () => {});
    act(() => {
      result.current.setData('saved');
    });
    expect(result.current.state).toEqual({ status: 'success', data: 'saved' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
