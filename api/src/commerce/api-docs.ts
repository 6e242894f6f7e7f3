// OpenAPI documentation of the commerce routes (shown at /api/docs): request bodies, query and path
// parameters, and the answers with their status codes.
//
// A JSON body is documented from the yup schema its route validates with (request-schemas.ts):
// its JSON Schema is derived (http/yup-json-schema.ts), and this file only adds words (a
// description, an example) to its fields, never a rule. Query and path parameters, which the
// routes read by hand, and the answers are described here. Answers are written as they are: each
// documented route gets a validator that accepts everything (its handler validates, in the order
// its answers require) and a plain JSON.stringify serializer, so no schema here can change what a
// route accepts, answers or says.
import type { FastifySchema } from 'fastify';
import type { Schema } from 'yup';
import { envelope, failureSchema, productSchema } from '../catalog/catalog-schemas';
import { jsonSchemaOf, type JsonSchema } from '../http/yup-json-schema';
import { bodyOf, MAX_LINE_QUANTITY } from './request-schemas';

type Tag = 'Auth' | 'Customer' | 'Order' | 'Payment' | 'Policy' | 'Review' | 'Wishlist' | 'Dev';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idText = { anyOf: [id, { type: 'string', pattern: '^\\d+$' }] } as const;
const nullable = (schema: JsonSchema) => ({ ...schema, nullable: true });
const object = (properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)) =>
  ({ type: 'object', properties, required }) as const;

// ---- words for body fields (their rules come from the schema) ---------------------------------

/** What a field note may add: words, never a rule. */
export const NOTE_KEYS = ['description', 'example'] as const;
type FieldNote = Partial<Record<(typeof NOTE_KEYS)[number], string>>;

/**
 * The JSON Schema of a route's body schema, with notes on its fields. Fields with a note are
 * listed first, in the notes' order (the form's order), then the others.
 */
export function documentedBody(schema: Schema, notes: Record<string, FieldNote> = {}): JsonSchema {
  const derived = jsonSchemaOf(schema);
  const properties = (derived.properties ?? {}) as Record<string, JsonSchema>;
  const noted = Object.keys(notes).filter((field) => field in properties);
  const ordered = [...noted, ...Object.keys(properties).filter((field) => !noted.includes(field))];
  return {
    ...derived,
    properties: Object.fromEntries(ordered.map((field) => [field, { ...properties[field], ...notes[field] }])),
  };
}

const name = { example: 'Ayesha Khan' };
const email = { example: 'ayesha@example.pk' };
const phone = {
  example: '03001234567',
  description:
    '03 followed by 9 digits; spaces, dashes and a +92 / 0092 / 92 prefix are accepted and stored as 03XXXXXXXXX',
};
const otp = { example: '123456', description: 'The 6-digit code mailed to the address' };
const selfId = { description: "The caller's user id (any other answers 403)" };
const ownOrderId = { description: "The id of one of the caller's orders (any other answers 403)" };

// ---- answers (the contract's types in @storefront/shared/types) ---------------------------------

const user = object({ id: int, name: str, email: str, phone: str, createdAt: { type: 'string', format: 'date-time' } });
const languageValue = { type: 'string', enum: ['en', 'ur'] } as const;
/** `User` as the /customer routes answer it: with the customer's language (login's user has none). */
const customerUser = object({
  ...user.properties,
  language: { ...languageValue, description: "The customer's language: their mails, and the shop once logged in" },
});
const dayRange = object({ min: int, max: int });
const courierPricing = object({
  id: int,
  price: { ...int, description: 'Whole rupees' },
  courier: object({ name: str }),
  deliveryDays: { ...dayRange, description: 'Business days from placing the order, within the delivery promise' },
});
const address = object({
  id: int,
  address: str,
  postalCode: str,
  phone: str,
  state: object({ id: int, name: str }),
  city: object({ id: int, name: str, courierPricings: { type: 'array', items: courierPricing } }),
  country: { type: 'string', enum: ['Pakistan'] },
});
const checkoutAddress = object({ id: int, name: str, email: str, address: nullable(address) });
const orderStatus = {
  type: 'string',
  enum: ['pending', 'confirmed', 'processed', 'shipped', 'delivered', 'cancelled'],
};
const paymentMethod = { type: 'string', enum: ['cod', 'stripe', 'jazzcash', 'easypaisa'] };
const order = object({
  id: int,
  number: { type: 'string', example: 'SF-2611-000123' },
  status: orderStatus,
  createdAt: { type: 'string', format: 'date-time' },
  grandTotal: int,
  subTotal: int,
  courierCost: int,
  courier: object({ name: str }),
  deliveryDate: {
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Promised date until delivered, then the delivery date',
  },
  paymentMethod,
  payment: object({
    method: paymentMethod,
    status: { type: 'string', enum: ['pending', 'paid', 'failed', 'refunded', 'cancelled'] },
  }),
  orderItems: {
    type: 'array',
    items: object({ productId: nullable(int), name: str, photo: str, price: int, qty: int, total: int }),
  },
});
const devMail = object({
  to: str,
  subject: str,
  text: str,
  html: str,
  createdAt: { type: 'string', format: 'date-time' },
});

const wishlistIds = object({ productIds: { type: 'array', items: int } });
const ok = (data: JsonSchema, description: string) => ({ ...envelope(data), description });
const none = { type: 'object', nullable: true, description: 'null' } as const;

const FAILURES: Record<number, string> = {
  400: 'Bad input: `mess` says what, `errors` names each field',
  401: 'Not logged in, or the session has ended',
  403: 'Not yours (another customer or order), or the e-mail is not verified yet',
  404: 'Not found',
  409: 'Conflict (e.g. not enough stock, an order that can no longer change)',
  429: 'Too many tries: wait for `Retry-After` seconds',
  502: 'The card payment could not be started (a new order is then not placed at all; an existing one is left as it was)',
};

function responses(success: Record<number, JsonSchema>, failures: number[]): Record<number, JsonSchema> {
  const out: Record<number, JsonSchema> = { ...success };
  for (const code of failures) out[code] = { ...failureSchema, description: FAILURES[code] };
  return out;
}

// ---- route documentation -----------------------------------------------------------------------

export interface RouteDoc {
  body?: JsonSchema;
  querystring?: JsonSchema;
  headers?: JsonSchema;
  params?: JsonSchema;
  response?: Record<number, JsonSchema>;
  consumes?: string[];
  produces?: string[];
  description?: string;
}

const acceptEverything = () => () => true;
const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Route options for a documented route: the OpenAPI schema, plus a validator that accepts
 * everything and a plain serializer, so the documentation never validates or reshapes anything.
 */
export function doc(tag: Tag, summary: string, secured = false, route: RouteDoc = {}) {
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [tag],
    summary,
    ...(secured ? { security: [{ bearerAuth: [] }] } : {}),
    ...route,
  };
  return { schema, validatorCompiler: acceptEverything, serializerCompiler: plainJson };
}

const idQuery = (field: string, description: string) => ({
  type: 'object',
  properties: { [field]: { ...idText, description } },
});

export const DOCS = {
  register: {
    body: documentedBody(bodyOf('POST /auth/register'), {
      name,
      email,
      phone,
      password: {},
      confirmPassword: { description: 'Must equal password' },
    }),
    description:
      "The body may also hold `language` ('en' or 'ur', anything else answers 400): the new account's language, in which its code is mailed; without it, the one `Accept-Language` prefers (English by default).",
    response: responses(
      {
        201: ok(
          object({ email: str }),
          'The same answer whether or not the address has an account. A new address is registered and mailed a code; one registered but not verified is mailed a new code (the same password corrects name and phone, another one drops the password: the owner chooses one with Forgot Password); a verified account is mailed a notice instead',
        ),
      },
      [400, 429],
    ),
  },
  sendOtp: {
    body: documentedBody(bodyOf('POST /auth/getOtp'), { email }),
    response: responses(
      {
        200: ok(
          none,
          'The same answer whether or not the address has an account: a code is mailed only to an account not verified yet (purpose verify) or to any account (purpose reset); a verified account asking to verify gets a notice instead',
        ),
      },
      [400, 429],
    ),
  },
  verifyEmail: {
    body: documentedBody(bodyOf('POST /auth/verifyEmail'), { email, otp }),
    response: responses(
      {
        200: ok(
          object({
            passwordSet: {
              type: 'boolean',
              description:
                'False when the e-mail was registered with different passwords and none was kept: choose one with Forgot Password',
            },
          }),
          'E-mail verified',
        ),
      },
      [400, 409, 429],
    ),
  },
  login: {
    body: documentedBody(bodyOf('POST /auth/login'), { email }),
    response: responses(
      { 200: ok(object({ token: { ...str, description: 'Bearer token' }, user }), 'Logged in') },
      [400, 401, 403, 429],
    ),
  },
  logout: {
    description:
      'The body may be empty, even with Content-Type: application/json. Any well-formed bearer token is revoked, also one that has already expired or been revoked (the same 200); 401 only without one.',
    response: responses({ 200: ok(none, 'Token revoked') }, [401]),
  },
  forgetPassword: {
    body: documentedBody(bodyOf('POST /auth/forgetPassword'), { email }),
    response: responses({ 200: ok(none, 'Code mailed if the account exists (same answer either way)') }, [400, 429]),
  },
  verifyOtp: {
    body: documentedBody(bodyOf('POST /auth/verifyOtp'), { email, otp }),
    response: responses({ 200: ok(none, 'The code is right (it is not used up)') }, [400, 429]),
  },
  resetPassword: {
    body: documentedBody(bodyOf('POST /auth/resetPassword'), {
      email,
      otp,
      password: {},
      confirmPassword: { description: 'Optional; must equal password' },
    }),
    response: responses({ 200: ok(none, 'Password changed; every session ended') }, [400, 429]),
  },
  userDetails: {
    params: {
      type: 'object',
      properties: { id: { ...idText, description: "The caller's user id" } },
      required: ['id'],
    },
    response: responses({ 200: ok(customerUser, 'The account') }, [400, 401, 403, 404]),
  },
  updateUser: {
    body: documentedBody(bodyOf('PUT /customer/updateUser'), {
      id: selfId,
      name,
      email: { ...email, description: 'The current e-mail, unchanged (it cannot be changed here)' },
      phone,
      currentPassword: { description: 'Required with newPassword' },
      newPassword: { description: 'Only to change the password; required with currentPassword' },
      confirmNewPassword: { description: 'Optional; must equal newPassword' },
    }),
    response: responses({ 200: ok(customerUser, 'Updated') }, [400, 401, 403, 404, 409, 429]),
  },
  customerLanguage: {
    description:
      'JSON body `{ "language": "en" | "ur" }`: the caller\'s language, for their mails and the shop once they log in. Any other value answers 400.',
    response: responses({ 200: ok(object({ language: languageValue }), 'Saved') }, [400, 401]),
  },
  getAddress: {
    querystring: idQuery('id', "The caller's user id (optional)"),
    response: responses({ 200: ok(nullable(address), 'The address, or null') }, [400, 401, 403, 404]),
  },
  updateAddress: {
    body: documentedBody(bodyOf('PUT /customer/updateAddress'), {
      id: selfId,
      address: {},
      stateId: {},
      cityId: { description: 'A city of that state' },
      postalCode: { example: '54000' },
      phone,
    }),
    response: responses({ 200: ok(address, 'Saved') }, [400, 401, 403, 404]),
  },
  checkoutAddress: {
    querystring: idQuery('id', "The caller's user id (optional)"),
    response: responses(
      { 200: ok(checkoutAddress, 'Name, e-mail and address with its courier prices') },
      [400, 401, 403, 404],
    ),
  },
  createOrder: {
    headers: {
      type: 'object',
      properties: {
        'idempotency-key': {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{8,100}$',
          description:
            'Optional. The same key with the same order answers with the order it placed (200, header Idempotent-Replayed: true; a card order still unpaid gets a fresh redirectUrl) instead of placing another; with a different order, 409.',
        },
      },
    },
    body: documentedBody(bodyOf('POST /order/create'), {
      items: { description: `At most ${MAX_LINE_QUANTITY} of one product per line` },
      paymentMethod: { description: 'hbl is shown disabled and refused' },
      courierPricingId: { description: 'A courier price of the address city' },
      customerId: { description: "The caller's user id (optional; any other answers 403)" },
      addressId: {},
    }),
    response: responses(
      {
        201: ok(
          object({
            orderId: int,
            number: str,
            paymentMethod,
            redirectUrl: {
              type: 'string',
              nullable: true,
              description: 'Card orders: where to pay; cash orders: null',
            },
          }),
          'Order placed (prices, stock and totals from the database)',
        ),
        200: ok(
          object({ orderId: int, number: str, paymentMethod, redirectUrl: { type: 'string', nullable: true } }),
          'The order this Idempotency-Key placed earlier',
        ),
      },
      [400, 401, 403, 409, 429, 502],
    ),
  },
  ordersByCustomer: {
    querystring: idQuery('customerId', "The caller's user id (optional)"),
    response: responses({ 200: ok({ type: 'array', items: order }, 'Newest first') }, [400, 401, 403]),
  },
  orderList: {
    querystring: {
      type: 'object',
      properties: { page: { type: 'string', description: 'From 1; 1 when missing or not a number' } },
    },
    response: responses(
      {
        200: ok(
          object({ orders: { type: 'array', items: order }, page: int, totalPages: int, total: int }),
          '10 per page',
        ),
      },
      [401],
    ),
  },
  cancelOrder: {
    body: documentedBody(bodyOf('POST /order/cancelOrder'), { orderId: ownOrderId }),
    response: responses({ 200: ok(order, 'Cancelled; stock given back') }, [400, 401, 403, 404, 409]),
  },
  retryPayment: {
    body: documentedBody(bodyOf('POST /order/retryStripePayment'), { orderId: ownOrderId }),
    response: responses({ 200: ok(object({ url: str }), 'Where to pay') }, [400, 401, 403, 404, 409, 429, 502]),
  },
  gatewayPage: {
    params: { type: 'object', properties: { orderId: idText }, required: ['orderId'] },
    querystring: object({ ref: { ...str, description: 'The one-time reference of the current attempt' } }),
    response: {
      200: {
        description: 'HTML page with the order number, the amount, Pay and Decline',
        content: { 'text/html': { schema: str } },
      },
      ...responses({}, [400, 404]),
    },
  },
  gatewayAction: {
    params: { type: 'object', properties: { orderId: idText }, required: ['orderId'] },
    body: object({ ref: str }),
    consumes: ['application/x-www-form-urlencoded'],
    response: {
      303: {
        description:
          'To /order-success?order=N, /order-fail?order=N, or /order-fail?reason=order-cancelled&order=N (N the order number)',
        type: 'null',
      },
      ...responses({}, [400, 404]),
    },
  },
  walletGatewayPage: {
    params: {
      type: 'object',
      properties: { method: { type: 'string', enum: ['jazzcash', 'easypaisa'] }, orderId: idText },
      required: ['method', 'orderId'],
    },
    querystring: object({ ref: { ...str, description: 'The one-time reference of the current attempt' } }),
    response: {
      200: {
        description: 'HTML page: order number, amount, the mobile account number, Approve and Reject',
        content: { 'text/html': { schema: str } },
      },
      ...responses({}, [400, 404]),
    },
  },
  walletGatewayAction: {
    params: {
      type: 'object',
      properties: { method: { type: 'string', enum: ['jazzcash', 'easypaisa'] }, orderId: idText },
      required: ['method', 'orderId'],
    },
    body: object({ ref: str, account: { ...str, description: 'Approve only: the mobile account, 03XXXXXXXXX' } }),
    consumes: ['application/x-www-form-urlencoded'],
    response: {
      303: { description: 'To /order-success?order=N or /order-fail?order=N, as the card gateway', type: 'null' },
      400: {
        description: 'The page again, saying what is wrong with the account number',
        content: { 'text/html': { schema: str } },
      },
      ...responses({}, [404]),
    },
  },
  providerCheckoutPage: {
    params: { type: 'object', properties: { orderId: idText }, required: ['orderId'] },
    querystring: object({ ref: { ...str, description: 'The one-time reference of the current attempt' } }),
    response: {
      200: {
        description: "HTML page posting the signed request to the provider's hosted checkout",
        content: { 'text/html': { schema: str } },
      },
      ...responses({}, [400, 404]),
    },
  },
  walletReturn: {
    description: "Where the provider sends the shopper's browser back; answered with a redirect to the result page.",
    response: {
      303: { description: 'To /order-success?order=N or /order-fail?order=N', type: 'null' },
      ...responses({}, [400]),
    },
  },
  walletNotification: {
    description:
      'Server-to-server payment notification. JazzCash: the signed pp_ fields (JSON or form). Easypaisa: ?url= on Easypay, read back from Easypay.',
    response: responses({ 200: { description: 'Acknowledged', type: 'object' } }, [400, 409]),
  },
  stripeWebhook: {
    description: 'Signed by Stripe (Stripe-Signature header); the raw event JSON.',
    body: { type: 'object', description: 'A Stripe event (checkout.session.*)' },
    response: responses({ 200: ok(object({ received: { type: 'boolean' } }), 'Received') }, [400]),
  },
  policies: {
    response: responses(
      {
        200: ok(
          object({
            returnWindowDays: { ...int, description: 'Days after delivery in which a return is accepted' },
            processingDays: dayRange,
            deliveryDays: { ...dayRange, description: 'Business days from placing an order to its delivery' },
            refundDays: { ...dayRange, description: 'Business days from the inspection of a return to the refund' },
          }),
          'The policy figures every text reads',
        ),
      },
      [],
    ),
  },
  courierRates: {
    response: responses(
      {
        200: ok(
          {
            type: 'array',
            items: object({
              courier: object({ name: str }),
              price: { ...dayRange, description: 'Lowest and highest charge across its cities, whole rupees' },
              deliveryDays: { ...dayRange, description: 'Business days from placing the order' },
              cities: { ...int, description: 'How many cities it delivers to' },
            }),
          },
          'Cheapest first',
        ),
      },
      [],
    ),
  },
  wishlist: {
    response: responses(
      {
        200: ok(
          {
            type: 'array',
            items: object({ product: productSchema, addedAt: { type: 'string', format: 'date-time' } }),
          },
          'Most recently saved first, with price and stock as they are now',
        ),
      },
      [401],
    ),
  },
  wishlistIds: {
    response: responses({ 200: ok(wishlistIds, 'Most recently saved first') }, [401]),
  },
  wishlistChange: {
    params: object({ productId: { ...idText, description: 'A product id' } }),
    response: responses({ 200: ok(wishlistIds, 'The wishlist after the change') }, [400, 401, 404, 409]),
  },
  devMails: {
    querystring: object({ to: { ...str, ...email, description: 'Recipient (required)' } }),
    response: responses({ 200: ok({ type: 'array', items: devMail }, 'Newest first, 50 at most') }, [400]),
  },
} satisfies Record<string, RouteDoc>;
