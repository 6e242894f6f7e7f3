// A text kept in state until it is shown: a key of this app's catalogue (read in the language of the
// moment it is shown, so a language switch reaches it too), or words that came as they are (the
// API's, or a shared schema's), shown in the page's language when the 'messages' catalogue knows them.
import { useMessageText } from '@storefront/shared/i18n';
import { useText } from '../i18n';

export type ShownText = { key: string; values?: Record<string, unknown> } | { text: string };

export const keyText = (key: string, values?: Record<string, unknown>): ShownText => ({ key, values });
export const rawText = (text: string): ShownText => ({ text });

/** `show(x)`: the words of a ShownText in the page's language. */
export function useShownText() {
  const { t } = useText();
  const message = useMessageText();
  return (shown: ShownText | null | undefined): string | null => {
    if (!shown) return null;
    return 'key' in shown ? t(shown.key, shown.values) : message(shown.text);
  };
}
