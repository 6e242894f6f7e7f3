import { preferReducedMotion } from '@storefront/shared/testing';
import { scrollBehavior } from './scroll-behavior';

afterEach(() => jest.restoreAllMocks());

test('scrolls smoothly by default and jumps when the shopper prefers reduced motion', () => {
  preferReducedMotion(false);
  expect(scrollBehavior()).toBe('smooth');
  preferReducedMotion(true);
  expect(scrollBehavior()).toBe('auto');
});
