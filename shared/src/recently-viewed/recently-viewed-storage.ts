import type { RecentlyViewedItem } from '@storefront/shared/types';
import { RECENTLY_VIEWED_MAX, STORAGE_KEYS } from '@storefront/shared/config';
import { CORRUPT, isObject, readJson, writeJson, type KeyValueStorage } from '../storage/safe-storage';
import { isProductSlug, isShownText, ownImage } from '../storage/saved-fields';
import { emptyRecentlyViewed, withoutStale, type RecentlyViewedState } from './recently-viewed-slice';

/** Local storage can be edited by hand or by other scripts: check every field before it is shown or linked. */
function isItem(v: unknown): v is RecentlyViewedItem {
  return (
    isObject(v) &&
    isProductSlug(v.id) &&
    isShownText(v.name) &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    v.price >= 0 &&
    typeof v.image === 'string' &&
    typeof v.viewedAt === 'number' &&
    Number.isFinite(v.viewedAt)
  );
}

/** Saved as a plain list (newest first); stale, invalid or duplicate entries are dropped on load. */
export function loadRecentlyViewed(storage: KeyValueStorage | null, now = Date.now()): RecentlyViewedState {
  const saved = readJson(storage, STORAGE_KEYS.recentlyViewed);
  if (saved === undefined || saved === CORRUPT) return emptyRecentlyViewed();
  if (!Array.isArray(saved)) {
    console.error('Saved recently viewed list is not a list; starting empty');
    return emptyRecentlyViewed();
  }
  // One bad entry costs only itself, not the shopper's whole list.
  const valid = saved.filter(isItem).map((item) => ({ ...item, image: ownImage(item.image) }));
  if (valid.length < saved.length)
    console.error(`Dropped ${saved.length - valid.length} invalid recently viewed entries`);
  const seen = new Set<string>();
  const items = withoutStale(valid, now)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
    .slice(0, RECENTLY_VIEWED_MAX);
  return { items };
}

export function saveRecentlyViewed(storage: KeyValueStorage | null, state: RecentlyViewedState): void {
  writeJson(storage, STORAGE_KEYS.recentlyViewed, state.items);
}
