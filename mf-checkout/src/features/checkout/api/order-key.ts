/**
 * A fresh Idempotency-Key for one order (32 hex digits). getRandomValues rather than randomUUID:
 * the latter exists only on https pages and localhost.
 */
export function newOrderKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
