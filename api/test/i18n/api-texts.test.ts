// The API's catalogue: the language of a request, and every refusal the API words itself known in
// Urdu (a new English text without its Urdu fails here).
import { MESSAGES, RETURN_MESSAGES, REVIEW_MESSAGES } from '@storefront/shared/validation';
import { languageOfHeader } from '../../src/i18n';
import { translateError } from '../../src/i18n/error-text';
import { AUTH_MESSAGES } from '../../src/commerce/auth/auth-messages';
import { NOT_LOGGED_IN, SESSION_EXPIRED } from '../../src/commerce/auth/authenticate';
import { OTP_MESSAGES } from '../../src/commerce/auth/otp-service';
import { CUSTOMER_MESSAGES } from '../../src/commerce/customers/customer-routes';
import { LANGUAGE_MESSAGES } from '../../src/commerce/customers/language';
import { HOLDING_MESSAGES } from '../../src/commerce/orders/holding-limits';
import { IDEMPOTENCY_MESSAGES } from '../../src/commerce/orders/order-idempotency';
import { ORDER_MESSAGES } from '../../src/commerce/orders/place-order';
import { PAYMENT_MESSAGES } from '../../src/commerce/checkout/checkout';
import { RETURN_REFUSALS } from '../../src/commerce/returns/return-policy';
import { WISHLIST_MESSAGES } from '../../src/commerce/wishlist/wishlist-routes';
import { RATE_RULES } from '../../src/commerce/security/rate-limiter';
import { BODY_TOO_DEEP } from '../../src/http/validate';

describe('the language of a request', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ur', 'ur'],
    ['UR-pk', 'ur'],
    ['ur-PK,ur;q=0.9,en;q=0.8', 'ur'],
    ['en-US,en;q=0.9,ur;q=0.8', 'en'],
    ['ur;q=0.3, en;q=0.7', 'en'],
    ['fr, ur;q=0.5', 'ur'],
    ['fr, de', 'en'],
    ['ur;q=0', 'en'],
    ['ur;q=abc', 'en'],
    [['en', 'ur'], 'en'],
  ])('%j prefers %s', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});

/** Every refusal the API words itself, with a sample value where it carries one. */
const REFUSALS: string[] = [
  NOT_LOGGED_IN,
  SESSION_EXPIRED,
  AUTH_MESSAGES.noPasswordYet,
  AUTH_MESSAGES.alreadyVerified,
  AUTH_MESSAGES.badCredentials,
  AUTH_MESSAGES.notVerified,
  OTP_MESSAGES.invalid,
  OTP_MESSAGES.expired,
  OTP_MESSAGES.tooManyTries,
  OTP_MESSAGES.wait(42),
  ...Object.values(RATE_RULES).map((rule) => rule.message),
  CUSTOMER_MESSAGES.userNotFound,
  CUSTOMER_MESSAGES.emailLocked,
  CUSTOMER_MESSAGES.wrongCurrentPassword,
  CUSTOMER_MESSAGES.passwordChangedMeanwhile,
  CUSTOMER_MESSAGES.cityNotInState,
  LANGUAGE_MESSAGES.unknown,
  ORDER_MESSAGES.notYourAddress,
  ORDER_MESSAGES.tooManyUnpaid(3),
  ORDER_MESSAGES.courierNotInCity,
  ORDER_MESSAGES.productMissing(12),
  ORDER_MESSAGES.lineTooLarge,
  ORDER_MESSAGES.orderTooLarge,
  ORDER_MESSAGES.outOfStock('Lawn Suit', 2),
  ORDER_MESSAGES.outOfStock('Lawn Suit', 0),
  HOLDING_MESSAGES.tooManyWaiting(10),
  HOLDING_MESSAGES.tooManyUnits('Lawn Suit', 10, 0),
  HOLDING_MESSAGES.tooManyUnits('Lawn Suit', 10, 4),
  HOLDING_MESSAGES.tooManyUnits('Lawn Suit', 10, 10),
  IDEMPOTENCY_MESSAGES.badKey,
  IDEMPOTENCY_MESSAGES.keyReused,
  IDEMPOTENCY_MESSAGES.alreadyPlaced('SF-2611-000001'),
  PAYMENT_MESSAGES.hbl,
  PAYMENT_MESSAGES.walletUnavailable('jazzcash'),
  PAYMENT_MESSAGES.notPlacedFor('stripe'),
  PAYMENT_MESSAGES.notPlacedFor('easypaisa'),
  PAYMENT_MESSAGES.startFailedFor('stripe'),
  PAYMENT_MESSAGES.orderNotPlaced,
  PAYMENT_MESSAGES.cardStartFailed,
  PAYMENT_MESSAGES.notCardOrder,
  PAYMENT_MESSAGES.alreadyPaid,
  PAYMENT_MESSAGES.notPayable,
  PAYMENT_MESSAGES.payTimeOver,
  RETURN_REFUSALS.orderNotFound,
  RETURN_REFUSALS.notDelivered('SF-2611-000001'),
  RETURN_REFUSALS.windowClosed('SF-2611-000001', 1),
  RETURN_REFUSALS.windowClosed('SF-2611-000001', 3),
  RETURN_REFUSALS.lineNotInOrder,
  RETURN_REFUSALS.tooMany('Lawn Suit', 1),
  RETURN_REFUSALS.tooMany('Lawn Suit', 0),
  RETURN_REFUSALS.refundToRequired,
  RETURN_REFUSALS.returnNotFound,
  WISHLIST_MESSAGES.noProduct,
  WISHLIST_MESSAGES.full,
  BODY_TOO_DEEP,
  ...Object.values(MESSAGES),
  ...Object.values(RETURN_MESSAGES),
  ...Object.values(REVIEW_MESSAGES),
  'Something went wrong',
  'Malformed JSON body',
  'Order SF-2611-000001 is shipped and can no longer be cancelled',
  'Category "lawn" not found',
  'orderId is required',
  'id must be a valid id',
];

describe('refusals in Urdu', () => {
  it.each(REFUSALS)('knows %j', (english) => {
    const urdu = translateError(english, 'ur');
    expect(urdu).not.toBe(english);
    expect(urdu).toMatch(/[\u0600-\u06FF]/);
    expect(urdu).not.toMatch(/\{\{/);
  });

  it('puts the values back, in Urdu where they have a word of their own', () => {
    expect(translateError('Order SF-2611-000001 is shipped and can no longer be cancelled', 'ur')).toBe(
      'آرڈر SF-2611-000001 کی حالت روانہ ہے، اس لیے اب اسے منسوخ نہیں کیا جا سکتا',
    );
    expect(translateError(ORDER_MESSAGES.outOfStock('Lawn "Suit" 3-pc', 2), 'ur')).toBe(
      'Lawn "Suit" 3-pc کا اسٹاک کافی نہیں: صرف 2 باقی ہیں',
    );
    expect(translateError(PAYMENT_MESSAGES.cardStartFailed, 'ur')).toBe(
      'ہم کارڈ سے ادائیگی شروع نہیں کر سکے۔ براہ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    );
  });

  it('leaves English, and texts it does not know, as they are', () => {
    expect(translateError(AUTH_MESSAGES.badCredentials, 'en')).toBe(AUTH_MESSAGES.badCredentials);
    expect(translateError('Something nobody wrote down', 'ur')).toBe('Something nobody wrote down');
  });
});
