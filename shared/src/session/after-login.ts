/** Where to go after login when nobody asked for a page. */
export const DEFAULT_AFTER_LOGIN = '/account';

interface FromLocation {
  pathname?: unknown;
  search?: unknown;
}

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
    const { pathname, search } = from as FromLocation;
    if (typeof pathname === 'string') path = pathname + (typeof search === 'string' ? search : '');
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /^\/auth(\/|\?|$)/.test(path)) {
    return DEFAULT_AFTER_LOGIN;
  }
  return path;
}
