// Test helpers for every app's tests. Never imported by production code (not a shared module).
export {
  flushAnswers,
  renderWithProviders,
  TEST_CONFIG,
  TEST_COURIER_RATES,
  TEST_POLICIES,
  type RenderOptions,
} from './render-with-providers';
export { LocationProbe } from './location-probe';
export { preferReducedMotion } from './media-queries';
export { fakeWishlistServer, type FakeWishlistServer, type FakeWishlistOptions } from './wishlist-server';
