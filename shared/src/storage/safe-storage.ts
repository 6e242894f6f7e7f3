// Local storage can be missing (private mode, server), full, or hold anything: every read and
// write is guarded, failures are logged (spec section 8) and the caller gets an empty fallback.

/** The subset of the Web Storage API we use, so tests can pass a fake or a throwing one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `window.localStorage` when the browser allows it, else null (reading it can throw). */
export function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch (err) {
    console.error('Local storage is not available', err);
    return null;
  }
}

/** A raw string, or null when missing, unavailable or unreadable. */
export function readItem(storage: KeyValueStorage | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch (err) {
    console.error(`Could not read "${key}" from local storage`, err);
    return null;
  }
}

/** Parsed JSON, `undefined` when missing, or `CORRUPT` when it cannot be parsed (already logged). */
export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  const raw = readItem(storage, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch (err) {
    console.error(`Saved "${key}" is not valid JSON; starting empty`, err);
    return CORRUPT;
  }
}

export const CORRUPT = Symbol('corrupt');

/** True when the value was saved; false when there is no storage or it refused (full, private mode). */
export function writeItem(storage: KeyValueStorage | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch (err) {
    console.error(`Could not save "${key}" to local storage`, err);
    return false;
  }
}

export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): boolean {
  return writeItem(storage, key, JSON.stringify(value));
}

export function removeItem(storage: KeyValueStorage | null, key: string): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch (err) {
    console.error(`Could not remove "${key}" from local storage`, err);
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
