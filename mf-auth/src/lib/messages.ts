// Notification texts of the auth screens (spec section 8), read from the catalogue when they are
// shown. Validation messages are not here: they live with the schemas in @storefront/shared/validation.
import { i18n, translateMessage } from '@storefront/shared/i18n';
import type en from '../i18n/en.json';
import { NAMESPACE } from '../i18n';

/** A notice's key; one with plural forms without its `_one` / `_other` ending. */
type Base<K> = K extends `${infer B}_one` | `${infer B}_other` ? B : K;
export type NoticeKey = Base<keyof typeof en.notices>;

/** A notice in the page's language (`count` for the ones with plural forms). */
export function noticeText(key: NoticeKey, options?: { count: number }): string {
  return i18n.t(`notices.${key}`, { ns: NAMESPACE, ...options });
}

/** A message that arrived in English (the API's, a shared one): in the page's language when the messages catalogue knows it. */
export const messageText = (text: string): string => translateMessage(i18n, text);
