// Messages shared by forms and the API are written once in English (validation/messages.ts); the
// page shows them in its language by looking the English text up in the 'messages' catalogue.
import type { i18n as I18n } from 'i18next';

export const MESSAGES_NAMESPACE = 'messages';

const keysByText = new WeakMap<object, Map<string, string>>();

function keyOf(instance: I18n, text: string): string | undefined {
  const english = instance.getResourceBundle('en', MESSAGES_NAMESPACE) as Record<string, string> | undefined;
  if (!english) return undefined;
  let keys = keysByText.get(english);
  if (!keys) {
    keys = new Map(Object.entries(english).map(([key, value]) => [value, key]));
    keysByText.set(english, keys);
  }
  return keys.get(text);
}

/** `text` in the instance's language if it is a known message, else `text` unchanged. */
export function translateMessage(instance: I18n, text: string): string {
  const key = keyOf(instance, text);
  return key ? instance.t(key, { ns: MESSAGES_NAMESPACE }) : text;
}
