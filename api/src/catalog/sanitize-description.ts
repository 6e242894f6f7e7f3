// Product descriptions are HTML shown as-is on the product page, so every description is passed
// through this one allow-list, both when it is stored (the seed) and when it is served (rows
// written by any other means, an import or a hand edit, are cleaned too): formatting and tables
// survive, scripts, event handlers, styles and foreign embeds do not.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'span',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Links opening a new tab must not hand the opener to the other site.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

// Listings serve the same descriptions again and again: remember the clean form of recent ones.
const CACHE_LIMIT = 2000;
const cache = new Map<string, string>();

/** sanitizeDescription, remembering recent results (for serving). */
export function sanitizeForServing(html: string): string {
  const known = cache.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeDescription(html);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(html, clean);
  return clean;
}
