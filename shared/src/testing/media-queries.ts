/**
 * window.matchMedia as a browser whose shopper asked for less motion (or, with `false`, did not)
 * reports it: '(prefers-reduced-motion: reduce)' matches, every other query does not. jsdom has no
 * matchMedia of its own. Returns the spy (jest.restoreAllMocks() puts the original back).
 */
export function preferReducedMotion(reduce = true) {
  return jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
}
