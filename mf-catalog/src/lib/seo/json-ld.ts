// JSON-LD goes inside <script type="application/ld+json">, where the HTML parser, not JSON, decides
// where the script ends: a product name holding "</script>" or "<!--" would end it early (and
// inject markup). Escaping <, > and & as \u003c etc. keeps the JSON identical once parsed.
// U+2028/U+2029 are valid in JSON but were line breaks in older JavaScript parsers.
const UNSAFE = /[<>&\u2028\u2029]/g;

const escape = (ch: string): string => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON text that is safe as the whole content of an application/ld+json script element. */
export function serializeJsonLd(obj: unknown): string {
  // JSON.stringify(undefined) is undefined, not text: write null rather than "undefined".
  return (JSON.stringify(obj) ?? 'null').replace(UNSAFE, escape);
}
