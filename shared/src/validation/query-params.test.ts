import {
  orderedPriceRange,
  readBrandsParam,
  readMinRatingParam,
  readPageParam,
  readPriceParam,
  readSortParam,
} from './query-params';

describe('readPriceParam', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['  ', null],
    ['1500', 1500],
    [' 1500 ', 1500],
    ['1500.75', 1500],
    ['0', 0],
    ['abc', 0],
    ['-50', 0],
    ['+50', 0],
    ['0x10', 0],
    ['0b101', 0],
    ['0o17', 0],
    ['1e4', 0],
    ['Infinity', 0],
    ['1,500', 0],
    ['99999999999999999999', 2_000_000_000],
  ])('reads %p as %p', (raw, expected) => {
    expect(readPriceParam(raw)).toBe(expected);
  });
});

describe('readPageParam', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['2', 2],
    [' 3 ', 3],
    ['2abc', 1],
    ['-1', 1],
    ['1.5', 1],
    ['0', 1],
    ['1e2', 1],
    ['99999999999999999999', 1],
  ])('reads %p as page %p', (raw, page) => {
    expect(readPageParam(raw)).toBe(page);
  });
});

describe('readBrandsParam', () => {
  it('splits, trims, lower-cases and de-duplicates, keeping the order chosen', () => {
    expect(readBrandsParam('Haier, dawlance,,haier,')).toEqual(['haier', 'dawlance']);
    expect(readBrandsParam('')).toEqual([]);
    expect(readBrandsParam(null)).toEqual([]);
  });
});

describe('readSortParam', () => {
  it.each([
    ['priceAsc', 'priceAsc'],
    ['priceDesc', 'priceDesc'],
    ['createdAtAsc', 'createdAtAsc'],
    ['createdAtDesc', 'createdAtDesc'],
    ['latest', 'latest'],
    [null, 'latest'],
    ['price; DROP TABLE products', 'latest'],
    ['PRICEASC', 'latest'],
  ])('reads %p as %p', (raw, sort) => {
    expect(readSortParam(raw)).toBe(sort);
  });
});

describe('orderedPriceRange', () => {
  it('swaps a reversed range, but a max of 0 or an absent bound is no upper bound', () => {
    expect(orderedPriceRange(5000, 1000)).toEqual([1000, 5000]);
    expect(orderedPriceRange(5000, 0)).toEqual([5000, 0]);
    expect(orderedPriceRange<number | null>(5000, null)).toEqual([5000, null]);
    expect(orderedPriceRange(100, 200)).toEqual([100, 200]);
  });
});

describe('readMinRatingParam', () => {
  it.each([
    ['4', 4],
    [' 3 ', 3],
    ['1', 1],
    [null, null],
    [undefined, null],
    ['', null],
    ['0', null],
    ['5', null],
    ['3.5', null],
    ['04', null],
    ['-1', null],
    ['4stars', null],
    ['abc', null],
  ])('reads %p as %p', (raw, expected) => {
    expect(readMinRatingParam(raw)).toBe(expected);
  });
});
