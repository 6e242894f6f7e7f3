// The payload a server-rendered page carries (written by html-document.ts, read by
// app/server-payload.ts in the browser). Kept apart from both so the browser's bundle takes no
// server code with it.
import type { Language } from '@storefront/shared/i18n';
import type { ServerEntry } from '@storefront/shared/ssr';

export const SERVER_PAYLOAD_ID = 'storefront-ssr';

export interface ServerPayload {
  /** The answers the page was rendered with, by key (useServerData). */
  entries: Record<string, ServerEntry>;
  /** The store's state the markup shows (no shopper's data: the server never has any). */
  state: unknown;
  /** The remote modules rendered on the server ('catalog/HomePage'); the others render in the browser. */
  modules: string[];
  origin: string;
  /** The language the page was rendered in: the browser hydrates in the same one. */
  language: Language;
}
