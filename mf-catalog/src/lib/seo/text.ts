// Titles and descriptions end up in <title>, meta tags and JSON-LD: plain text on one line.
import { formatNumber } from '@storefront/shared/format';
import { englishText, type Translate } from '../../i18n';

/** The words and numbers of a head, in the page's language (the page passes its own). */
export interface HeadText {
  t: Translate;
  number: (value: number) => string;
}

export const ENGLISH_HEAD_TEXT: HeadText = { t: englishText, number: (value) => formatNumber(value) };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Text without tags, with the common entities decoded and whitespace collapsed. The API's short
 * description is meant to be plain, but a stray <b> or &amp; must not reach a search snippet.
 */
export function plainText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search engines show about 160 characters of a description. */
export const DESCRIPTION_MAX = 160;

/**
 * At most `max` characters (counted as code points, so an emoji is not split), cut at the last word
 * boundary and ended with '…' when anything was cut.
 */
export function trimDescription(text: string, max = DESCRIPTION_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join(''); // one place kept for the ellipsis
  // Cut at the last space if the next character starts a new word; one long word is cut as is.
  const cut = chars[max - 1] === ' ' ? head.length : head.lastIndexOf(' ');
  const kept = (cut > 0 ? head.slice(0, cut) : head).replace(/[\s,;:.\-–—]+$/, '');
  return `${kept}…`;
}
