import DOMPurify from 'dompurify';

/** The description is HTML from the API (sanitised there too); sanitise again before rendering. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}
