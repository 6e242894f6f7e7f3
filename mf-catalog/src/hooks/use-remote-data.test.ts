import { act, renderHook } from '@testing-library/react';
import { useRemoteData } from './use-remote-data';

/** Every render's slug and what the hook gave for it. */
function renderRecorded(load: (slug: string) => Promise<string>) {
  const seen: { slug: string; status: string; data: string | null; error: unknown }[] = [];
  const view = renderHook(
    ({ slug }) => {
      const result = useRemoteData(() => load(slug), [slug]);
      seen.push({ slug, status: result.status, data: result.data, error: result.error });
      return result;
    },
    { initialProps: { slug: 'a' } },
  );
  return { ...view, seen };
}

describe('useRemoteData', () => {
  it('shows loading, never the previous answer, on the render where the key changes', async () => {
    const { rerender, result, seen } = renderRecorded(async (slug) => `product ${slug}`);
    await act(async () => {});
    expect(result.current).toMatchObject({ status: 'ready', data: 'product a' });
    seen.length = 0;
    await act(async () => {
      rerender({ slug: 'b' });
    });
    expect(seen[0]).toMatchObject({ slug: 'b', status: 'loading', data: null });
    expect(seen.filter((s) => s.slug === 'b' && s.data === 'product a')).toEqual([]);
    expect(result.current).toMatchObject({ status: 'ready', data: 'product b' });
  });

  it("does not carry one key's failure over to the next", async () => {
    const { rerender, result, seen } = renderRecorded((slug) =>
      slug === 'a' ? Promise.reject(new Error('gone')) : new Promise(() => {}),
    );
    await act(async () => {});
    expect(result.current.status).toBe('failed');
    seen.length = 0;
    await act(async () => {
      rerender({ slug: 'b' });
    });
    expect(seen.every((s) => s.status === 'loading' && s.error === null)).toBe(true);
  });

  it('is loading again straight away on reload', async () => {
    let calls = 0;
    const { result, seen } = renderRecorded(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('busy')) : Promise.resolve('ok');
    });
    await act(async () => {});
    expect(result.current.status).toBe('failed');
    seen.length = 0;
    await act(async () => {
      result.current.reload();
    });
    expect(seen[0].status).toBe('loading');
    expect(result.current).toMatchObject({ status: 'ready', data: 'ok' });
  });

  it('ignores an answer that arrives after the key changed', async () => {
    let resolveA: (v: string) => void = () => {};
    const { rerender, result } = renderRecorded((slug) =>
      slug === 'a'
        ? new Promise((r) => {
            resolveA = r;
          })
        : new Promise(() => {}),
    );
    await act(async () => {
      rerender({ slug: 'b' });
    });
    await act(async () => {
      resolveA('product a');
    });
    expect(result.current.status).toBe('loading');
  });
});
