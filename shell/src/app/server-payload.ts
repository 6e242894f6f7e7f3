// What a server-rendered page carries for the browser's first render (server/html-document.ts
// writes it): the answers it was rendered with, the store's state, the remote modules rendered.
import { isLanguage, rememberedLanguage } from '@storefront/shared/i18n';
import type { ServerEntry } from '@storefront/shared/ssr';
import { SERVER_PAYLOAD_ID, type ServerPayload } from '../lib/page-payload';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEntry = (value: unknown): value is ServerEntry =>
  isRecord(value) && (value.ok === true ? 'value' in value : value.ok === false && typeof value.notFound === 'boolean');

/**
 * The page's payload, or null for a page rendered in the browser alone (or a payload that cannot
 * be read: the page is then rendered afresh rather than hydrated with something wrong).
 */
export function readServerPayload(doc: Document = document): ServerPayload | null {
  const text = doc.getElementById(SERVER_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || !isRecord(raw.entries) || !isRecord(raw.state) || !Array.isArray(raw.modules)) return null;
  if (!Object.values(raw.entries).every(isEntry)) return null;
  if (!raw.modules.every((m): m is string => typeof m === 'string')) return null;
  return {
    entries: raw.entries as Record<string, ServerEntry>,
    state: raw.state,
    modules: raw.modules,
    origin: typeof raw.origin === 'string' ? raw.origin : window.location.origin,
    language: isLanguage(raw.language) ? raw.language : rememberedLanguage(),
  };
}
