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
      '//evil.example/path',
      '/\\evil.example/path',
      'checkout',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(sameSitePath(value)).toBeNull();
    }
  });
});
