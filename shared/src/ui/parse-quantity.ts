import { clampQuantity } from '@storefront/shared/cart';
// The messages file alone: the validation entry would bring yup to every page with a quantity box.
import { MESSAGES } from '../validation/messages';

/** What the shopper typed into a quantity box, turned into a quantity the cart accepts. */
export interface QuantityInput {
  quantity: number;
  /** Why the typed value was changed, to be announced next to the box; null when taken as typed. */
  note: string | null;
}

/**
 * Typed text → a quantity within the cart's rule (1..stock, `clampQuantity`), plus a note saying why
 * it was changed. Text that is not a number keeps the current quantity, so a slip of the keyboard
 * never empties or changes a line.
 */
export function parseQuantity(text: string, current: number, stock: number): QuantityInput {
  const max = clampQuantity(Number.MAX_SAFE_INTEGER, stock);
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) {
    return { quantity: current, note: `Enter a number from 1 to ${max}.` };
  }
  const quantity = clampQuantity(value, stock);
  if (value < 1) return { quantity, note: `${MESSAGES.quantityMin}.` };
  if (value > max) return { quantity, note: `Only ${max} in stock.` };
  if (!Number.isInteger(value)) return { quantity, note: 'The quantity must be a whole number.' };
  return { quantity, note: null };
}
