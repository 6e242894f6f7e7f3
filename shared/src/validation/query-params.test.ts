import { readPriceParam } from './query-params';

describe('readPriceParam', () => {
  it.each([
    [null, null], [undefined, null], ['', null], ['  ', null],
    ['1500', 1500], [' 1500 ', 1500], ['1500.75', 1500], ['0', 0],
    ['abc', 0], ['-50', 0], ['+50', 0], ['0x10', 0], ['0b101', 0], ['0o17', 0], ['1e4', 0], ['Infinity', 0], ['1,500', 0],
    ['99999999999999999999', 2_000_000_000],
  ])('reads %p as %p', (raw, expected) => {
    expect(readPriceParam(raw)).toBe(expected);
  });
});
