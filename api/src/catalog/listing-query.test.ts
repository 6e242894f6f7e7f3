import { LISTING_DEFAULT_LIMIT, LISTING_MAX_LIMIT, listLimit, pageNumber, parseListingQuery } from './listing-query';

describe('parseListingQuery', () => {
  it('uses the defaults for an empty query', () => {
    expect(parseListingQuery({})).toEqual({
      page: 1,
      limit: LISTING_DEFAULT_LIMIT,
      brands: [],
      minPrice: 0,
      maxPrice: 0,
      onSale: false,
      inStock: false,
      minRating: 0,
      orderBy: 'latest',
    });
  });

  it.each([
    ['4', 4],
    [' 1 ', 1],
    [['3', '1'], 3],
    [4, 4],
    ['5', 0],
    ['0', 0],
    ['3.5', 0],
    ['abc', 0],
    [undefined, 0],
  ])('reads minRating %p as %p (0: no rating filter)', (minRating, expected) => {
    expect(parseListingQuery({ minRating }).minRating).toBe(expected);
  });

  it.each([
    ['true', true],
    [['true', 'false'], true],
    ['false', false],
    ['yes', false],
    ['TRUE', false],
    [undefined, false],
  ])('reads inStock %p as %p, like onSale', (inStock, expected) => {
    expect(parseListingQuery({ inStock }).inStock).toBe(expected);
  });

  it.each([
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['3', 3],
    [' 4 ', 4],
    ['99999999999999999999', 1],
  ])('reads page %p as %p', (page, expected) => {
    expect(parseListingQuery({ page }).page).toBe(expected);
  });

  it.each([
    ['2abc', 1],
    ['2 3', 1],
    ['+2', 1],
    ['0x2', 1],
    [['3', '4'], 3],
    [7, 7],
  ])('pageNumber reads %p as %p, as listings do', (value, expected) => {
    expect(pageNumber(value)).toBe(expected);
    expect(parseListingQuery({ page: value }).page).toBe(expected);
  });

  it('takes the first value of a repeated parameter, and every brand', () => {
    expect(
      parseListingQuery({ page: ['2', '5'], orderBy: ['priceDesc', 'priceAsc'], brand: ['haier', 'pel,orient'] }),
    ).toMatchObject({ page: 2, orderBy: 'priceDesc', brands: ['haier', 'pel', 'orient'] });
  });

  it('caps the limit at 60 and falls back to 21', () => {
    expect(parseListingQuery({ limit: '10' }).limit).toBe(10);
    expect(parseListingQuery({ limit: '1000' }).limit).toBe(LISTING_MAX_LIMIT);
    expect(parseListingQuery({ limit: 'x' }).limit).toBe(21);
    expect(parseListingQuery({ limit: '0' }).limit).toBe(21);
  });

  it('splits, trims, lower-cases and de-duplicates the brand list, dropping empty values', () => {
    expect(parseListingQuery({ brand: 'haier, Dawlance,,haier,' }).brands).toEqual(['haier', 'dawlance']);
    expect(parseListingQuery({ brand: ['haier', 'pel'] }).brands).toEqual(['haier', 'pel']);
    expect(parseListingQuery({ brand: '' }).brands).toEqual([]);
  });

  it.each([
    ['abc', 0],
    ['', 0],
    ['-50', 0],
    ['1500', 1500],
    ['1500.75', 1500],
    ['Infinity', 0],
    ['0x10', 0],
    ['1e4', 0],
  ])('reads price %p as %p', (value, expected) => {
    expect(parseListingQuery({ minPrice: value }).minPrice).toBe(expected);
    expect(parseListingQuery({ maxPrice: value }).maxPrice).toBe(expected);
  });

  it('swaps a reversed price range but keeps a max of 0 as "no upper bound"', () => {
    expect(parseListingQuery({ minPrice: '5000', maxPrice: '1000' })).toMatchObject({ minPrice: 1000, maxPrice: 5000 });
    expect(parseListingQuery({ minPrice: '5000', maxPrice: '0' })).toMatchObject({ minPrice: 5000, maxPrice: 0 });
  });

  it("onSale is on only for 'true'", () => {
    expect(parseListingQuery({ onSale: 'true' }).onSale).toBe(true);
    expect(parseListingQuery({ onSale: 'TRUE' }).onSale).toBe(false);
    expect(parseListingQuery({ onSale: '1' }).onSale).toBe(false);
  });

  it('accepts the four sort orders and reads anything else as latest', () => {
    for (const orderBy of ['priceAsc', 'priceDesc', 'createdAtAsc', 'createdAtDesc', 'latest']) {
      expect(parseListingQuery({ orderBy }).orderBy).toBe(orderBy);
    }
    expect(parseListingQuery({ orderBy: 'price; DROP TABLE products' }).orderBy).toBe('latest');
  });
});

describe('listLimit', () => {
  it('defaults, caps and rejects junk', () => {
    expect(listLimit(undefined, 10)).toBe(10);
    expect(listLimit('5', 10)).toBe(5);
    expect(listLimit('500', 10)).toBe(60);
    expect(listLimit('-1', 10)).toBe(10);
  });
});
