// The flash-deal countdown is a local 24-hour loop (spec section 4), not a server deadline.
import { countOf } from '@storefront/shared/format';

/** 23:59:59, where the loop starts and restarts. */
export const COUNTDOWN_START_S = 86_399;

/** The next second of the loop: down to 0, then back to 23:59:59. */
export function nextCountdown(seconds: number): number {
  return seconds <= 0 ? COUNTDOWN_START_S : seconds - 1;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS'; out-of-range input is clamped into the loop. */
export function formatCountdown(seconds: number): string {
  const s = Math.min(Math.max(Math.floor(Number.isFinite(seconds) ? seconds : 0), 0), COUNTDOWN_START_S);
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** What a screen reader hears: only hours and minutes, so it can be announced rarely. */
export function describeCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return `Flash deals end in ${countOf(hours, 'hour')} ${countOf(minutes, 'minute')}`;
}
