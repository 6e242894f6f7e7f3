/** "https://shop.example/" → "https://shop.example", so origin + path never doubles the slash. */
export const bareOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/**
 * A link as search engines need it in structured data: absolute. Root-relative paths ("/uploads/a.jpg")
 * and protocol-relative ones ("//cdn…") resolve against the origin; absolute URLs stay as they are.
 */
export function absoluteUrl(url: string, origin: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  try {
    return new URL(url, `${bareOrigin(origin)}/`).href;
  } catch {
    return `${bareOrigin(origin)}${url.startsWith('/') ? '' : '/'}${url}`;
  }
}

/** /product/{slug}, as the product cards link to it. */
export const productPath = (slug: string): string => `/product/${encodeURIComponent(slug)}`;
