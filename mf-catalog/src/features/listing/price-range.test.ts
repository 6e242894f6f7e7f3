import {
  clampLower,
  clampUpper,
  initialRange,
  isWholeRange,
  lowerThumbOnTop,
  priceStep,
  readTypedPrice,
  sliderEnd,
} from './price-range';

describe('price slider thumbs', () => {
  it('keeps the lower thumb at least 1 below the upper', () => {
    expect(clampLower(5000, 5000)).toBe(4999);
    expect(clampLower(7000, 5000)).toBe(4999);
    expect(clampLower(1200, 5000)).toBe(1200);
    expect(clampLower(-10, 5000)).toBe(0);
  });

  it('keeps the upper thumb at least 1 above the lower and within the end', () => {
    expect(clampUpper(3000, 3000, 9000)).toBe(3001);
    expect(clampUpper(100, 3000, 9000)).toBe(3001);
    expect(clampUpper(12000, 0, 9000)).toBe(9000);
    expect(clampUpper(4500, 0, 9000)).toBe(4500);
  });

  it('floors fractional positions', () => {
    expect(clampLower(10.9, 100)).toBe(10);
    expect(clampUpper(50.5, 10, 100)).toBe(50);
  });

  it('starts from the URL values, or the full range', () => {
    expect(initialRange(null, null, 20000)).toEqual({ min: 0, max: 20000 });
    expect(initialRange(500, 8000, 20000)).toEqual({ min: 500, max: 8000 });
    // A max of 0 means no upper bound; a max above the end is pulled in.
    expect(initialRange(500, 0, 20000)).toEqual({ min: 500, max: 20000 });
    expect(initialRange(null, 50000, 20000)).toEqual({ min: 0, max: 20000 });
    // A lower value at or above the upper is pulled below it.
    expect(initialRange(9000, 8000, 20000)).toEqual({ min: 7999, max: 8000 });
  });

  it('still has a valid range when nothing has a price yet', () => {
    expect(initialRange(null, null, 0)).toEqual({ min: 0, max: 1 });
  });
});

describe('which thumb is on top', () => {
  it('is the lower one in the upper half, so thumbs meeting at the end can be pulled apart', () => {
    expect(lowerThumbOnTop({ min: 288597, max: 288598 }, 288598)).toBe(true);
    expect(lowerThumbOnTop({ min: 6000, max: 6001 }, 10000)).toBe(true);
  });

  it('is the upper one in the lower half, so thumbs meeting at the start can be pulled apart', () => {
    expect(lowerThumbOnTop({ min: 0, max: 1 }, 10000)).toBe(false);
    expect(lowerThumbOnTop({ min: 5000, max: 10000 }, 10000)).toBe(false);
  });
});

test('a range from 0 to the slider end is the whole range: no filter at all', () => {
  expect(isWholeRange({ min: 0, max: 20000 }, 20000)).toBe(true);
  expect(isWholeRange({ min: 1, max: 20000 }, 20000)).toBe(false);
  expect(isWholeRange({ min: 0, max: 19999 }, 20000)).toBe(false);
});

describe('price slider steps', () => {
  it('moves about 1 % of the range per step, in round amounts', () => {
    expect(priceStep(288_599)).toBe(2000);
    expect(priceStep(10_000)).toBe(100);
    expect(priceStep(9_000)).toBe(50);
    expect(priceStep(55_000)).toBe(500);
    expect(priceStep(150)).toBe(1);
    expect(priceStep(0)).toBe(1);
  });

  it('ends at a whole step at or above the highest price', () => {
    expect(sliderEnd(288_599, 2000)).toBe(290_000);
    expect(sliderEnd(10_000, 100)).toBe(10_000);
    expect(sliderEnd(0, 1)).toBe(1);
  });

  it('reads typed prices in whole rupees', () => {
    expect(readTypedPrice('12500')).toBe(12500);
    expect(readTypedPrice(' 12,500 ')).toBe(12500);
    expect(readTypedPrice('Rs 12,500.75')).toBe(12500);
    expect(readTypedPrice('')).toBeNull();
    expect(readTypedPrice('-5')).toBeNull();
    expect(readTypedPrice('abc')).toBeNull();
  });
});
