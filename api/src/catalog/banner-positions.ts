// The banner slots the home page asks for. Listed as the keys of a record typed by the shared
// `BannerPosition`, so adding or renaming a slot on either side fails the type check.
import type { BannerPosition } from '@storefront/shared/types';

const SLOTS: Record<BannerPosition, true> = {
  'main-banner': true,
  'hot-banner': true,
  'side-banner': true,
  'gear-up-banner': true,
};

export const BANNER_POSITIONS = Object.keys(SLOTS) as BannerPosition[];

export const isBannerPosition = (value: string): value is BannerPosition =>
  Object.prototype.hasOwnProperty.call(SLOTS, value);
