import { clampQuantity } from '@storefront/shared/cart';
import { i18n, SHARED_NAMESPACE } from '@storefront/shared/i18n';

/** Why a typed quantity was changed: a key of the 'shared' catalogue and its values. */
export interface QuantityNote {
  key: 'notANumber' | 'belowOne' | 'overStock' | 'notWhole';
  max: number;
}

/** What the shopper typed into a quantity box, turned into a quantity the cart accepts. */
export interface QuantityInput {
  quantity: number;
  /** Why the typed value was changed, to be announced next to the box; null when taken as typed. */
  note: string | null;
}

/**
 * Typed text → a quantity within the cart's rule (1..stock, `clampQuantity`), plus a note saying why
 * it was changed. Text that is not a number keeps the current quantity, so a slip of the keyboard
 * never empties or changes a line. The note is a key: the box says it in the language of the moment.
 */
export function readQuantity(
  text: string,
  current: number,
  stock: number,
): { quantity: number; note: QuantityNote | null } {
  const max = clampQuantity(Number.MAX_SAFE_INTEGER, stock);
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return { quantity: current, note: { key: 'notANumber', max } };
  const quantity = clampQuantity(value, stock);
  if (value < 1) return { quantity, note: { key: 'belowOne', max } };
  if (value > max) return { quantity, note: { key: 'overStock', max } };
  if (!Number.isInteger(value)) return { quantity, note: { key: 'notWhole', max } };
  return { quantity, note: null };
}

/** The words of a note, in the page's language ('Only 5 in stock.'). */
export function quantityNoteText(note: QuantityNote, t = i18n.getFixedT(null, SHARED_NAMESPACE)): string {
  return t(`quantity.notes.${note.key}`, { max: note.max, count: note.max });
}

/** `readQuantity` with its note in words. */
export function parseQuantity(text: string, current: number, stock: number): QuantityInput {
  const { quantity, note } = readQuantity(text, current, stock);
  return { quantity, note: note && quantityNoteText(note) };
}
