import { basketChangeMessage } from './basket-change-message';

test('one plain sentence per kind of change, prices in rupees that do not break', () => {
  expect(basketChangeMessage({ kind: 'unavailable', name: 'Lawn Suit' })).toBe(
    'Lawn Suit is no longer available and was removed from your basket.',
  );
  expect(basketChangeMessage({ kind: 'soldOut', name: 'Lawn Suit' })).toBe(
    'Lawn Suit is sold out and was removed from your basket.',
  );
  expect(basketChangeMessage({ kind: 'quantityReduced', name: 'Oven', quantity: 2 })).toBe(
    'Only 2 of Oven left in stock: your quantity is now 2.',
  );
  expect(basketChangeMessage({ kind: 'priceChanged', name: 'Oven', from: 25000, to: 1999 })).toBe(
    'The price of Oven changed from Rs\u00a025,000 to Rs\u00a01,999.',
  );
});
