import { renderedInUrdu } from '../../test-utils/urdu';
import { basketChangeMessage } from './basket-change-message';

renderedInUrdu();

test('without a `t` of its own, says the change in the language of the page', () => {
  expect(basketChangeMessage({ kind: 'soldOut', name: 'Lawn Suit' })).toBe(
    'Lawn Suit کا اسٹاک ختم ہو گیا ہے اور اسے آپ کی ٹوکری سے ہٹا دیا گیا۔',
  );
  expect(basketChangeMessage({ kind: 'priceChanged', name: 'Oven', from: 25000, to: 1999 })).toBe(
    'Oven کی قیمت Rs\u00a025,000 سے بدل کر Rs\u00a01,999 ہو گئی ہے۔',
  );
});
