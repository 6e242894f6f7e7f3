// The HTML answer of a server-rendered page: the shell's built page (dist/index.html) with the
// page's head, its markup inside #root and the data the browser hydrates it with.
import { documentAttributes, i18n, LANGUAGES, type Language } from '@storefront/shared/i18n';
import { documentTitle, type PageHead } from '@storefront/shared/ssr';
import { SERVER_PAYLOAD_ID, type ServerPayload } from '../lib/page-payload';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** JSON that cannot end the script element it sits in, nor be read as HTML. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const absolute = (origin: string, url: string) => new URL(url, `${origin}/`).href;

/** Title, description, canonical link, link previews and structured data. */
export function headTags(head: PageHead, origin: string, language: Language = 'en'): string {
  const texts = { t: i18n.getFixedT(language) };
  const fullTitle = documentTitle(head.title, texts);
  const title = escapeHtml(fullTitle);
  const tags = [`<title>${title}</title>`];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`);
  if (head.description) meta('name', 'description', head.description);
  if (head.noindex) meta('name', 'robots', 'noindex');
  const canonical = head.canonicalPath ? absolute(origin, head.canonicalPath) : null;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  meta('property', 'og:site_name', 'Storefront');
  meta('property', 'og:locale', LANGUAGES[language].ogLocale);
  meta('property', 'og:type', head.type ?? 'website');
  meta('property', 'og:title', fullTitle);
  if (head.description) meta('property', 'og:description', head.description);
  if (canonical) meta('property', 'og:url', canonical);
  const image = head.image ? absolute(origin, head.image) : null;
  if (image) meta('property', 'og:image', image);
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', fullTitle);
  if (head.description) meta('name', 'twitter:description', head.description);
  if (image) meta('name', 'twitter:image', image);
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

/** The page's `<html>` in `language`: its `lang` and writing direction, before anything is painted. */
export function withDocumentLanguage(template: string, language: Language): string {
  const { lang, dir } = documentAttributes(language);
  const attributes = dir === 'rtl' ? `lang="${lang}" dir="rtl"` : `lang="${lang}"`;
  return template.replace(/<html\b[^>]*>/, `<html ${attributes}>`);
}

export interface DocumentParts {
  language: Language;
  head: string;
  /** Stylesheets and preloads of the remote modules on the page. */
  links: string;
  body: string;
  payload: ServerPayload;
}

/**
 * The page: the template's own title and description give way to the page's; the rest of the
 * template (the early config script, the shell's scripts and styles) stays as built.
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    // The page reads without JavaScript: no "please enable JavaScript" above it.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  return withDocumentLanguage(withoutDefaults, parts.language)
    .replace('</head>', `    ${parts.head}\n    ${parts.links}\n  </head>`)
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root">${parts.body}</div>` +
        `<script id="${SERVER_PAYLOAD_ID}" type="application/json">${scriptJson(parts.payload)}</script>`,
    );
}
