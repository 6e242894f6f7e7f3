import { renderHook } from '@testing-library/react';
import { usePageRestored } from './use-page-restored';

const pageShow = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

describe('usePageRestored', () => {
  it('calls back when the page comes back from the back/forward cache, not on a fresh load', () => {
    const restored = jest.fn();
    const { unmount } = renderHook(() => usePageRestored(restored));
    pageShow(false);
    expect(restored).not.toHaveBeenCalled();
    pageShow(true);
    expect(restored).toHaveBeenCalledTimes(1);
    unmount();
    pageShow(true);
    expect(restored).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback given', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ cb }) => usePageRestored(cb), { initialProps: { cb: first } });
    rerender({ cb: second });
    pageShow(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
