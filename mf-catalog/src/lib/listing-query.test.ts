import {
  cleared,
  hasActiveFilters,
  parseListingQuery,
  toApiParams,
  toSearchParams,
  withBrandToggled,
  withInStock,
  withMinRating,
  withOnSale,
  withOrderBy,
  withPage,
  withPriceRange,
  type ListingQuery,
} from './listing-query';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('parseListingQuery', () => {
  it('uses the defaults for an empty query', () => {
    expect(parse('')).toEqual({
      page: 1,
      brands: [],
      minPrice: null,
      maxPrice: null,
      onSale: false,
      inStock: false,
      minRating: null,
      orderBy: 'latest',
    });
  });

  it('reads minRating as whole stars 1-4, anything else as any rating, and writes it back', () => {
    expect(parse('minRating=4').minRating).toBe(4);
    expect(parse('minRating=1').minRating).toBe(1);
    for (const bad of ['0', '5', '3.5', 'abc', '', '-2']) expect(parse(`minRating=${bad}`).minRating).toBeNull();
    const query = withMinRating({ ...cleared(), page: 3 }, 3);
    expect(query).toMatchObject({ minRating: 3, page: 1 });
    expect(toSearchParams(query).toString()).toBe('minRating=3');
    expect(toApiParams(query)).toEqual({ limit: 21, minRating: 3, orderBy: 'latest' });
    expect(hasActiveFilters(query)).toBe(true);
    expect(withMinRating(query, null).minRating).toBeNull();
    expect(withMinRating(query, 7).minRating).toBeNull();
    expect(toSearchParams(withMinRating(query, null)).toString()).toBe('');
  });

  it("reads inStock only when it is exactly 'true', and writes it back the same way", () => {
    expect(parse('inStock=true').inStock).toBe(true);
    expect(parse('inStock=1').inStock).toBe(false);
    expect(parse('inStock=TRUE').inStock).toBe(false);
    const query = withInStock(cleared(), true);
    expect(toSearchParams(query).toString()).toBe('inStock=true');
    expect(toApiParams(query)).toEqual({ limit: 21, inStock: 'true', orderBy: 'latest' });
    expect(hasActiveFilters(query)).toBe(true);
    expect(withInStock({ ...query, page: 4 }, false)).toMatchObject({ inStock: false, page: 1 });
    expect(toSearchParams(withInStock(query, false)).toString()).toBe('');
  });

  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=abc', 1],
    ['page=', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=12', 12],
    ['page=99999999999999999999', 1],
  ])('reads %p as page %p', (search, page) => {
    expect(parse(search).page).toBe(page);
  });

  it('falls back to 0 for prices that are not numbers, and keeps absent prices absent', () => {
    expect(parse('minPrice=abc&maxPrice=5000')).toMatchObject({ minPrice: 0, maxPrice: 5000 });
    expect(parse('maxPrice=lots')).toMatchObject({ minPrice: null, maxPrice: 0 });
    expect(parse('minPrice=&maxPrice=')).toMatchObject({ minPrice: null, maxPrice: null });
    expect(parse('minPrice=-50')).toMatchObject({ minPrice: 0 });
    // Plain decimal digits only, as the API reads them.
    expect(parse('minPrice=1e3&maxPrice=0x10')).toMatchObject({ minPrice: 0, maxPrice: 0 });
  });

  it('swaps a range given the wrong way round, as the API reads it', () => {
    expect(parse('minPrice=5000&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 5000 });
    // A max of 0 (or not a number) is no upper bound, so nothing to swap.
    expect(parse('minPrice=5000&maxPrice=0')).toMatchObject({ minPrice: 5000, maxPrice: 0 });
    expect(parse('minPrice=5000&maxPrice=x')).toMatchObject({ minPrice: 5000, maxPrice: 0 });
    expect(parse('minPrice=5000')).toMatchObject({ minPrice: 5000, maxPrice: null });
  });

  it('splits the comma brand list, dropping empty and repeated slugs', () => {
    expect(parse('brand=samsung,,haier,samsung,').brands).toEqual(['samsung', 'haier']);
    expect(parse('brand=').brands).toEqual([]);
  });

  it('reads brand slugs lower-cased and trimmed, as the API does, so a case variant is not a second brand', () => {
    expect(parse('brand=Samsung, HAIER ,samsung').brands).toEqual(['samsung', 'haier']);
  });

  it("reads onSale only when it is exactly 'true'", () => {
    expect(parse('onSale=true').onSale).toBe(true);
    expect(parse('onSale=1').onSale).toBe(false);
    expect(parse('onSale=false').onSale).toBe(false);
  });

  it('accepts the four sort values and falls back to latest', () => {
    expect(parse('orderBy=priceAsc').orderBy).toBe('priceAsc');
    expect(parse('orderBy=createdAtDesc').orderBy).toBe('createdAtDesc');
    expect(parse('orderBy=cheapest').orderBy).toBe('latest');
  });
});

describe('toSearchParams', () => {
  it('drops empty values and defaults', () => {
    expect(toSearchParams(cleared()).toString()).toBe('');
  });

  it('writes every active value', () => {
    const query: ListingQuery = {
      page: 2,
      brands: ['samsung', 'haier'],
      minPrice: 0,
      maxPrice: 9000,
      onSale: true,
      inStock: true,
      minRating: 4,
      orderBy: 'priceDesc',
    };
    expect(Object.fromEntries(toSearchParams(query))).toEqual({
      page: '2',
      brand: 'samsung,haier',
      minPrice: '0',
      maxPrice: '9000',
      onSale: 'true',
      inStock: 'true',
      minRating: '4',
      orderBy: 'priceDesc',
    });
  });

  it('round-trips through parseListingQuery', () => {
    const query: ListingQuery = {
      page: 4,
      brands: ['dawlance'],
      minPrice: 100,
      maxPrice: null,
      onSale: false,
      inStock: true,
      minRating: 2,
      orderBy: 'createdAtAsc',
    };
    expect(parseListingQuery(toSearchParams(query))).toEqual(query);
  });
});

describe('toApiParams', () => {
  it('sends the page size and the default sort, and leaves page 1 and empty filters out', () => {
    expect(toApiParams(cleared())).toEqual({ limit: 21, orderBy: 'latest' });
    expect(
      toApiParams(parseListingQuery(new URLSearchParams('page=1&brand=&minPrice=&maxPrice=&onSale=false&orderBy='))),
    ).toEqual({ limit: 21, orderBy: 'latest' });
  });

  it('sends the page only above 1, and the filters as the API expects', () => {
    expect(
      toApiParams({
        page: 3,
        brands: ['a', 'b'],
        minPrice: 10,
        maxPrice: 20,
        onSale: true,
        inStock: false,
        minRating: null,
        orderBy: 'priceAsc',
      }),
    ).toEqual({ limit: 21, page: 3, brand: 'a,b', minPrice: 10, maxPrice: 20, onSale: 'true', orderBy: 'priceAsc' });
  });
});

describe('changes', () => {
  const onPage5: ListingQuery = { ...cleared(), page: 5, brands: ['samsung'] };

  it('toggling a brand adds or removes it and resets the page', () => {
    const added = withBrandToggled(onPage5, 'haier');
    expect(added).toMatchObject({ brands: ['samsung', 'haier'], page: 1 });
    expect(withBrandToggled({ ...added, page: 3 }, 'samsung')).toMatchObject({ brands: ['haier'], page: 1 });
  });

  it('price, sale and sort changes reset the page to 1', () => {
    expect(withPriceRange(onPage5, 100, 900)).toMatchObject({ minPrice: 100, maxPrice: 900, page: 1 });
    expect(withOnSale(onPage5, true)).toMatchObject({ onSale: true, page: 1 });
    expect(withOrderBy(onPage5, 'priceAsc')).toMatchObject({ orderBy: 'priceAsc', page: 1 });
  });

  it('toggling a brand in another case finds the same slug', () => {
    expect(withBrandToggled(onPage5, 'Samsung').brands).toEqual([]);
    expect(withBrandToggled(cleared(), ' Haier ').brands).toEqual(['haier']);
  });

  it('changing the page keeps the filters', () => {
    expect(withPage(onPage5, 2)).toEqual({ ...onPage5, page: 2 });
    expect(withPage(onPage5, Number.NaN).page).toBe(1);
  });

  it('tells whether a filter is active', () => {
    expect(hasActiveFilters(cleared())).toBe(false);
    expect(hasActiveFilters({ ...cleared(), orderBy: 'priceAsc', page: 3 })).toBe(false);
    expect(hasActiveFilters(withOnSale(cleared(), true))).toBe(true);
    expect(hasActiveFilters(withPriceRange(cleared(), 0, null))).toBe(true);
    // A price that fell back to 0 is still sent to the API, so it is active.
    expect(hasActiveFilters(parse('minPrice=abc'))).toBe(true);
  });
});
