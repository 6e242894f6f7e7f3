import DOMPurify from 'dompurify';

/**
 * The description is HTML from the API (sanitised there, by its allow-list, on every answer);
 * sanitise again before rendering. On the server there is no DOM for DOMPurify: the markup sent is
 * the API's cleaned HTML, which the browser's pass leaves as it is.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined') return html;
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}
