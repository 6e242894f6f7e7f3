import { scrollBehavior } from './scroll-behavior';

const prefersReducedMotion = (reduce: boolean) =>
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
afterEach(() => jest.restoreAllMocks());

test('scrolls smoothly by default and jumps when the shopper prefers reduced motion', () => {
  prefersReducedMotion(false);
  expect(scrollBehavior()).toBe('smooth');
  prefersReducedMotion(true);
  expect(scrollBehavior()).toBe('auto');
});
