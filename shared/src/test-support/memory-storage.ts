// Test doubles for local storage: an in-memory one and one that throws on every call.
import type { KeyValueStorage } from '../storage/safe-storage';

export class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.data.set(k, v);
  }
  getItem(key: string) {
    return this.data.has(key) ? this.data.get(key)! : null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

export const throwingStorage: KeyValueStorage = {
  getItem() {
    throw new Error('SecurityError: storage disabled');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
  removeItem() {
    throw new Error('SecurityError: storage disabled');
  },
};
