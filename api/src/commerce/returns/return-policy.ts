// The Shipping & Returns policy as rules: the window, the categories it excludes, the status steps
// and what a refund comes to. Words the shopper reads are the policy's own.
import type { ReturnReason, ReturnStatus } from '@storefront/shared/types';
import { SHOP_ERROR_REASONS } from '@storefront/shared/validation';

/**
 * The policy's non-returnable kinds, by category slug (a product's own category or any category
 * above it). The demo catalogue sells no gift cards, software or made-to-order goods; a shop that
 * adds such a category under one of these slugs gets the rule with it (docs/architecture-notes.md,
 * "Returns").
 */
const NEVER_RETURNABLE: Readonly<Record<string, string>> = {
  'gift-cards': 'Gift cards are non-returnable.',
  'downloadable-software': 'Downloadable software is non-returnable.',
  software: 'Downloadable software is non-returnable.',
  'custom-orders': 'Custom or personalized orders are non-returnable.',
  'personalized-gifts': 'Custom or personalized orders are non-returnable.',
};

/**
 * Personal care: once delivered, the shop cannot tell an opened item from a sealed one, so these
 * come back only when the shop was at fault (damaged, defective or wrong item).
 */
const SHOP_ERROR_ONLY: Readonly<Record<string, string>> = {
  'beauty-and-personal-care':
    'Opened or used personal care items are non-returnable. You can return this item if it arrived damaged, defective or wrong.',
};

export interface LineCategories {
  /** Slugs of the product's category and those above it; empty once the product is gone. */
  categorySlugs: string[];
}

/** Why a line can never be returned, in the policy's words, or null. */
export function neverReturnable(line: LineCategories): string | null {
  for (const slug of line.categorySlugs) if (NEVER_RETURNABLE[slug]) return NEVER_RETURNABLE[slug];
  return null;
}

/** Why a line comes back only for the shop's error, or null. */
export function onlyForShopError(line: LineCategories): string | null {
  for (const slug of line.categorySlugs) if (SHOP_ERROR_ONLY[slug]) return SHOP_ERROR_ONLY[slug];
  return null;
}

export const isShopError = (reason: ReturnReason): boolean => SHOP_ERROR_REASONS.includes(reason);

export const RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'refunded', 'rejected'];

/**
 * One step at a time. A return is rejected on inspection, before it is marked received (which puts
 * its units back in stock); once received, it is refunded.
 */
const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received', 'rejected'],
  received: ['refunded'],
  refunded: [],
  rejected: [],
};

export const isReturnStatus = (value: string): value is ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(value);

export function returnTransitionError(number: string, from: ReturnStatus, to: ReturnStatus): string | null {
  if (NEXT[from].includes(to)) return null;
  const options = NEXT[from];
  return options.length === 0
    ? `Return ${number} is ${from} and cannot change any more`
    : `Return ${number} is ${from}; it can only move to ${options.join(' or ')}, not ${to}`;
}

/** The last moment a return may be asked for: `windowDays` after delivery. */
export const returnableUntil = (deliveredAt: Date, windowDays: number): Date =>
  new Date(deliveredAt.getTime() + windowDays * 86_400_000);

export const RETURN_REFUSALS = {
  orderNotFound: 'Order not found',
  notDelivered: (number: string) =>
    `Order ${number} has not been delivered yet: items can be returned once it arrives.`,
  windowClosed: (number: string, days: number) =>
    `The return window for order ${number} has closed: returns are accepted within ${days} ${days === 1 ? 'day' : 'days'} of delivery.`,
  lineNotInOrder: 'One of the chosen items is not part of this order',
  tooMany: (name: string, left: number) =>
    left > 0 ? `You can return at most ${left} of ${name}` : `${name} is already being returned in full`,
  refundToRequired: 'Tell us where to send the refund: a bank account (IBAN) or a mobile wallet number',
  returnNotFound: 'Return not found',
};
