import { parseQuantity } from './parse-quantity';

describe('parseQuantity', () => {
  it('takes a whole number within stock as typed', () => {
    expect(parseQuantity('3', 1, 5)).toEqual({ quantity: 3, note: null });
    expect(parseQuantity(' 5 ', 1, 5)).toEqual({ quantity: 5, note: null });
  });

  it('caps at the stock and says how many are left', () => {
    expect(parseQuantity('99', 2, 5)).toEqual({ quantity: 5, note: 'Only 5 in stock.' });
  });

  it('raises zero and negatives to 1 with the shared message', () => {
    expect(parseQuantity('0', 3, 5)).toEqual({ quantity: 1, note: 'Quantity must be at least 1.' });
    expect(parseQuantity('-4', 3, 5)).toEqual({ quantity: 1, note: 'Quantity must be at least 1.' });
  });

  it('rounds fractions down to a whole number', () => {
    expect(parseQuantity('2.7', 1, 5)).toEqual({ quantity: 2, note: 'The quantity must be a whole number.' });
  });

  it('keeps the current quantity when the text is empty or not a number', () => {
    expect(parseQuantity('', 3, 5)).toEqual({ quantity: 3, note: 'Enter a number from 1 to 5.' });
    expect(parseQuantity('abc', 3, 5)).toEqual({ quantity: 3, note: 'Enter a number from 1 to 5.' });
  });

  it('treats a line whose stock ran out as at most 1', () => {
    expect(parseQuantity('4', 1, 0)).toEqual({ quantity: 1, note: 'Only 1 in stock.' });
  });
});
