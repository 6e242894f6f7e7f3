// The flash-deal countdown counts to the time the API gives: the soonest end (`dealEndsAt`) of the
// deals on show. It replaces the spec's local 24-hour loop, which restarted on every page load.
import type { Product } from '@storefront/shared/types';
import { englishText, type Translate } from '../../i18n';

const DAY_S = 86_400;

/**
 * The soonest end among the deals, or null when none of them has one. (The API leaves ended deals
 * out of Flash Deals, so every end it gives is still ahead.)
 */
export function soonestDealEnd(products: readonly Pick<Product, 'dealEndsAt'>[]): string | null {
  let soonest: number | null = null;
  for (const { dealEndsAt } of products) {
    const end = dealEndsAt ? Date.parse(dealEndsAt) : Number.NaN;
    if (Number.isFinite(end) && (soonest === null || end < soonest)) soonest = end;
  }
  return soonest === null ? null : new Date(soonest).toISOString();
}

/** Whole seconds from now to the end, never below 0. */
export function secondsUntil(endIso: string, nowMs: number): number {
  const end = Date.parse(endIso);
  return Number.isFinite(end) ? Math.max(0, Math.floor((end - nowMs) / 1000)) : 0;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS', after '1 day' or '2 days' when the end is that far off. */
export function formatCountdown(seconds: number, t: Translate = englishText): string {
  const s = Math.max(Math.floor(Number.isFinite(seconds) ? seconds : 0), 0);
  const days = Math.floor(s / DAY_S);
  const rest = s % DAY_S;
  const time = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return days > 0 ? `${t('countdown.days', { count: days })} ${time}` : time;
}

/** What a screen reader hears: days, hours and minutes only, so it can be announced rarely. */
export function describeCountdown(seconds: number, t: Translate = englishText): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / DAY_S);
  const hours = Math.floor((s % DAY_S) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const parts = [
    days > 0 ? t('countdown.days', { count: days }) : '',
    t('countdown.hours', { count: hours }),
    t('countdown.minutes', { count: minutes }),
  ];
  return t('countdown.announce', { time: parts.filter(Boolean).join(' ') });
}
