import { act } from '@testing-library/react';
import { AxiosError } from 'axios';
import { i18n } from '@storefront/shared/i18n';
import { changeFailedMessage } from '@storefront/shared/wishlist';

const refused = (status: number, mess?: string) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers: {} } as never, null, {
    status,
    statusText: '',
    data: { success: false, mess },
    headers: {},
    config: { headers: {} } as never,
  });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it("says a refused change in the page's language, with the API's reason or its own", async () => {
  const english = changeFailedMessage(refused(500), { productName: 'Lawn Suit', save: false });
  expect(english).toBe('We could not remove Lawn Suit from your wishlist. Please try again.');
  await act(() => i18n.changeLanguage('ur'));
  expect(changeFailedMessage(refused(500), { productName: 'Lawn Suit', save: true })).toBe(
    'ہم Lawn Suit کو آپ کی پسندیدہ اشیاء میں محفوظ نہیں کر سکے۔ براہ کرم دوبارہ کوشش کریں۔',
  );
  // The API wrote its reason in Urdu already (the client told it the page's language).
  expect(changeFailedMessage(refused(409, 'فہرست بھری ہوئی ہے'), { productName: 'Lawn Suit', save: false })).toBe(
    'ہم Lawn Suit کو آپ کی پسندیدہ اشیاء سے نہیں ہٹا سکے۔ فہرست بھری ہوئی ہے',
  );
});
