import { notify } from '@storefront/shared/ui';
import { renderedInUrdu } from '../../../test-utils/urdu';
import { tellOrderPlacedMeanwhile } from './checkout.sagas';

renderedInUrdu();
afterEach(() => jest.restoreAllMocks());

test('tells a shopper who left checkout, in the language of the page, that the order was placed', () => {
  const success = jest.spyOn(notify, 'success').mockImplementation(() => 'id');
  const info = jest.spyOn(notify, 'info').mockImplementation(() => 'id');
  tellOrderPlacedMeanwhile('SF-000009', 'cod');
  expect(success).toHaveBeenCalledWith('آپ کا آرڈر SF-000009 دے دیا گیا ہے۔ آپ اسے میرے آرڈرز میں دیکھ سکتے ہیں۔');
  tellOrderPlacedMeanwhile(null, 'jazzcash');
  expect(info).toHaveBeenCalledWith(
    'آپ کا آرڈر دے دیا گیا ہے اور اپنی ادائیگی کا منتظر ہے: آپ میرے آرڈرز میں اس کی ادائیگی کر سکتے ہیں۔',
  );
});
