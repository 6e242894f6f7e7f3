import { DEFAULT_AFTER_LOGIN, redirectTarget, sameSitePath } from '@storefront/shared/session';

describe('redirectTarget', () => {
  it('returns pathname + search of the location the guard remembered', () => {
    expect(redirectTarget({ from: { pathname: '/checkout', search: '?step=2', hash: '' } })).toBe('/checkout?step=2');
  });

  it('keeps the hash too, so the shopper returns to the same part of the page', () => {
    expect(redirectTarget({ from: { pathname: '/faq', search: '', hash: '#returns' } })).toBe('/faq#returns');
    expect(redirectTarget({ from: { pathname: '/faq', hash: 42 } })).toBe('/faq');
  });

  it('accepts a plain path string', () => {
    expect(redirectTarget({ from: '/account/orders' })).toBe('/account/orders');
  });

  it('falls back to /account when nothing was remembered', () => {
    expect(DEFAULT_AFTER_LOGIN).toBe('/account');
    expect(redirectTarget(undefined)).toBe('/account');
    expect(redirectTarget(null)).toBe('/account');
    expect(redirectTarget({})).toBe('/account');
    expect(redirectTarget({ from: { search: '?x=1' } })).toBe('/account');
  });

  it('never leaves the site or loops back into the auth pages', () => {
    expect(redirectTarget({ from: 'https://evil.example/' })).toBe('/account');
    expect(redirectTarget({ from: '//evil.example/path' })).toBe('/account');
    expect(redirectTarget({ from: '/\\evil.example/path' })).toBe('/account');
    expect(redirectTarget({ from: '/\n/evil.example' })).toBe('/account');
    expect(redirectTarget({ from: { pathname: '/\t/evil.example' } })).toBe('/account');
    expect(redirectTarget({ from: { pathname: '/auth/login' } })).toBe('/account');
    expect(redirectTarget({ from: { pathname: '/auth' } })).toBe('/account');
    expect(redirectTarget({ from: { pathname: '/authors' } })).toBe('/authors');
  });
});

describe('sameSitePath', () => {
  it('accepts a path of this site, query included', () => {
    expect(sameSitePath('/checkout')).toBe('/checkout');
    expect(sameSitePath('/account/orders?page=2')).toBe('/account/orders?page=2');
  });

  it('refuses other sites, relative paths and anything not a string', () => {
    for (const value of [
      'https://evil.example/',
      `${window.location.origin}/checkout`,
      '//evil.example/path',
      '/\\evil.example/path',
      '/\\/evil.example/path',
      'javascript:alert(1)',
      'checkout',
      '',
      null,
      undefined,
      42,
    ]) {
      expect({ value, path: sameSitePath(value) }).toEqual({ value, path: null });
    }
  });

  it('refuses a path the browser would read as another site once it drops tabs and line breaks', () => {
    // `?returnTo=/%0A/evil.example` arrives decoded: the browser would follow it to //evil.example.
    for (const value of ['/\n/evil.example', '/\t/evil.example', '/\r\n/evil.example', '/\tevil', '/checkout\u0000']) {
      expect({ value, path: sameSitePath(value) }).toEqual({ value, path: null });
    }
    expect(sameSitePath(new URLSearchParams('returnTo=/%0A/evil.example').get('returnTo'))).toBeNull();
  });

  it('gives the path as the browser reads it, so what was checked is where the link goes', () => {
    expect(sameSitePath('/faq#returns')).toBe('/faq#returns');
    expect(sameSitePath('/account/../checkout')).toBe('/checkout');
    expect(sameSitePath('/search?q=red shoes')).toBe('/search?q=red%20shoes');
  });
});
