/** Where to go after login when nobody asked for a page. */
export const DEFAULT_AFTER_LOGIN = '/account';

interface FromLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/**
 * A path of this site ('/checkout', '/account/orders?x=1'), else null. Taken from a URL or router
 * state, a path could be crafted: '//evil.example' and '/\evil.example' are read by browsers as other
 * sites, so only a single leading slash is accepted.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
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
