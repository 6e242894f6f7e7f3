/** Where to go after login when nobody asked for a page. */
export const DEFAULT_AFTER_LOGIN = '/account';

interface FromLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/** Where return addresses are read: the page's origin (a stand-in on the server, which has no page). */
function pageOrigin(): string {
  const origin = typeof window === 'undefined' ? undefined : window.location?.origin;
  return origin && origin !== 'null' ? origin : 'http://storefront.invalid';
}

/**
 * A path of this site ('/checkout', '/account/orders?x=1'), else null: the one check for a return
 * address taken from a URL (`?returnTo=`) or router state, which anyone can craft. The value is read
 * as the browser would read it, as a URL against the page's origin, and kept (as that URL's path,
 * query and hash) only when it stays on this origin: '//evil.example', '/\\evil.example' and
 * 'https://evil.example' are other sites, 'javascript:' none. It must start with '/' (a relative
 * 'checkout' means nothing here) and hold no control character: the browser drops tabs and line
 * breaks, so '/\n/evil.example' would become '//evil.example'.
 */
export function sameSitePath(value: unknown): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (typeof value !== 'string' || !value.startsWith('/') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  const origin = pageOrigin();
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}

/** An auth page (/auth, /auth/login ...): never a page to return to after logging in. */
export const isAuthPath = (path: string): boolean => /^\/auth(\/|\?|$)/.test(path);

/**
 * Where a customer goes after logging in (and where a logged-in customer visiting an auth page is
 * sent): the page they came from (`location.state.from`, set by the shell's auth guard) as
 * pathname + search, else /account. Only same-site paths are accepted, and never an /auth page,
 * so a crafted state cannot send the shopper off-site or into a login loop.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  let path: string | undefined;
  if (typeof from === 'string') {
    path = from;
  } else if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as FromLocation;
    const part = (value: unknown) => (typeof value === 'string' ? value : '');
    if (typeof pathname === 'string') path = pathname + part(search) + part(hash);
  }
  const sameSite = sameSitePath(path);
  if (!sameSite || isAuthPath(sameSite)) return DEFAULT_AFTER_LOGIN;
  return sameSite;
}
