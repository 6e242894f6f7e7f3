// The body schema of every commerce route that reads a JSON body: the one object the route
// validates with and the OpenAPI docs describe (api-docs.ts derives the JSON Schema from it). Field
// rules and messages are the storefront's shared schemas, so the forms and the API say the same
// thing; this file only adds what is API-only.
import * as yup from 'yup';
import {
  MESSAGES,
  addressSchema,
  createOrderSchema,
  emailOtpSchema,
  emailStepSchema,
  loginSchema,
  registerSchema,
  resetPasswordRequestSchema,
  updateUserSchema,
  verifyEmailSchema,
} from '@storefront/shared/validation';
import { isAbsent } from '../http/ids';

export { MESSAGES };

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 1000;
export const ORDER_LINE_SHAPE = 'Each item needs a product id and a quantity';
export const TOO_MANY_LINES = `An order can hold at most ${MAX_ORDER_LINES} different products`;

/** Which flow a code is for; `fallback` when not sent. */
const purposeField = (fallback: 'verify' | 'reset') =>
  yup
    .string()
    .oneOf(['verify', 'reset'] as const, 'Purpose must be verify or reset')
    .default(fallback);

/** An id the caller must own: only its presence is a rule here; any other id is refused with 403. */
const ownedIdField = (field: string) =>
  yup
    .mixed<number | string>()
    .required(`${field} is required`)
    .test('present', `${field} is required`, (value) => !isAbsent(value));

type OrderLine = { id: number; quantity: number };

/** getOtp and resendOtp: the e-mail rule's message depends on the flow. */
const sendOtpBody = yup.object({
  email: yup
    .string()
    .required(MESSAGES.emailRequired)
    .when('purpose', {
      is: 'reset',
      then: () => emailStepSchema.fields.email as yup.StringSchema<string>,
      otherwise: () => verifyEmailSchema.fields.email as yup.StringSchema<string>,
    }),
  purpose: purposeField('verify'),
});

const ROUTE_BODIES = {
  'POST /auth/register': registerSchema,
  'POST /auth/getOtp': sendOtpBody,
  'POST /auth/resendOtp': sendOtpBody,
  'POST /auth/verifyEmail': emailOtpSchema,
  'POST /auth/login': loginSchema,
  'POST /auth/forgetPassword': emailStepSchema,
  'POST /auth/verifyOtp': emailOtpSchema.shape({ purpose: purposeField('reset') }),
  /** The reset form sends only the password; a confirmation, when sent, must match. */
  'POST /auth/resetPassword': resetPasswordRequestSchema.shape({
    confirmPassword: yup
      .string()
      .optional()
      .oneOf([yup.ref('password'), undefined], MESSAGES.passwordsDoNotMatch),
  }),
  'PUT /customer/updateUser': updateUserSchema,
  'PUT /customer/updateAddress': addressSchema.shape({ id: ownedIdField('id') }),
  'POST /order/create': createOrderSchema.shape({
    // Optional for the client: the route checks it is the caller's (403) and fills it in.
    customerId: yup.mixed<number | string>().optional(),
    items: (createOrderSchema.fields.items as yup.ArraySchema<OrderLine[], yup.AnyObject>).max(
      MAX_ORDER_LINES,
      TOO_MANY_LINES,
    ),
  }),
  'POST /order/cancelOrder': yup.object({ orderId: ownedIdField('orderId') }),
  'POST /order/retryStripePayment': yup.object({ orderId: ownedIdField('orderId') }),
};

export type RouteWithBody = keyof typeof ROUTE_BODIES;

/** The body schema of a route, by method and path under /api/api. */
export const bodyOf = <R extends RouteWithBody>(route: R): (typeof ROUTE_BODIES)[R] => ROUTE_BODIES[route];

/** Every route with a body schema, for the docs' check. */
export const routesWithBody = () => Object.keys(ROUTE_BODIES) as RouteWithBody[];
