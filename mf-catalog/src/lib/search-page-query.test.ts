import { parseSearchPageQuery, toSearchPageApiParams, toSearchPageParams } from './search-page-query';
import { isSearchPageQuery, searchPagePath } from './search-path';

const parse = (search: string) => parseSearchPageQuery(new URLSearchParams(search));

describe('the search page address', () => {
  it('reads the words, the listing filters, and relevance as the default sort', () => {
    expect(parse('q=%20samsung%20&brand=Samsung&inStock=true&page=2')).toMatchObject({
      q: 'samsung',
      orderBy: 'relevance',
      exact: false,
      listing: { brands: ['samsung'], inStock: true, page: 2 },
    });
    expect(parse('q=tv&orderBy=priceAsc').orderBy).toBe('priceAsc');
    expect(parse('q=tv&orderBy=latest').orderBy).toBe('latest');
    expect(parse('q=tv&orderBy=relevance').orderBy).toBe('relevance');
    expect(parse('q=samsnug&exact=true').exact).toBe(true);
  });

  it('writes q first, keeps a chosen "Newest First" (not the page default), leaves relevance out', () => {
    expect(toSearchPageParams(parse('q=tv&page=2&orderBy=latest')).toString()).toBe('q=tv&page=2&orderBy=latest');
    expect(toSearchPageParams(parse('orderBy=relevance&q=tv&onSale=true')).toString()).toBe('q=tv&onSale=true');
    expect(toSearchPageParams(parse('q=samsnug&exact=true')).toString()).toBe('q=samsnug&exact=true');
  });

  it('asks the API with the page size and the sort always named', () => {
    expect(toSearchPageApiParams(parse('q=tv'))).toEqual({ q: 'tv', limit: 21, orderBy: 'relevance' });
    expect(toSearchPageApiParams(parse('q=tv&exact=true&page=3&orderBy=priceDesc'))).toEqual({
      q: 'tv',
      limit: 21,
      page: 3,
      orderBy: 'priceDesc',
      exact: 'true',
    });
  });

  it('opens for 2 characters or more: a 3-letter brand is a search', () => {
    expect(isSearchPageQuery(' a ')).toBe(false);
    expect(isSearchPageQuery('lg')).toBe(true);
    expect(isSearchPageQuery('TCL')).toBe(true);
    expect(searchPagePath(' TCL ')).toBe('/search?q=TCL');
    expect(searchPagePath('Samsung', { brand: 'samsung' })).toBe('/search?q=Samsung&brand=samsung');
  });
});
