// The /order/create body, read in one place: every rule it must meet, in the order the answers
// name them (the first failure is the one answered). What comes out is a PlaceOrderInput.
import type { FastifyRequest } from 'fastify';
import { isWalletMethod } from '@storefront/shared/config';
import { badRequest } from '../../http/errors';
import { parseId } from '../../http/ids';
import { ownCustomerId } from '../auth/authenticate';
import { PAYMENT_MESSAGES } from './checkout';
import { readBody, validateBody } from '../request-body';
import {
  bodyOf,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MESSAGES,
  ORDER_LINE_SHAPE,
  TOO_MANY_LINES,
} from '../request-schemas';
import { ORDER_MESSAGES, type PlaceOrderInput } from '../orders/place-order';

/** Shape checks yup does not make: a list of objects, of a sane length. */
function checkOrderLines(items: unknown): void {
  if (items === undefined || items === null) return; // the schema answers 'Your basket is empty'
  if (!Array.isArray(items)) throw badRequest(MESSAGES.basketEmpty, { items: MESSAGES.basketEmpty });
  // The schema says so too, but only after the payment method: this answer comes first.
  if (items.length > MAX_ORDER_LINES) throw badRequest(TOO_MANY_LINES, { items: TOO_MANY_LINES });
  const bad = items.findIndex((line) => typeof line !== 'object' || line === null || Array.isArray(line));
  if (bad >= 0) throw badRequest(ORDER_LINE_SHAPE, { [`items[${bad}]`]: ORDER_LINE_SHAPE });
}

/**
 * The order a request asks for: its customer must be the caller (403 otherwise, checked first),
 * then the lines' shape, the payment method (HBL is shown but refused), the shared schema, and
 * the limits the forms do not have (quantity per line, ids that fit the columns).
 */
export function readOrderRequest(request: FastifyRequest): PlaceOrderInput {
  const body = readBody(request.body);
  const customerId = ownCustomerId(request, body.customerId, 'customerId');
  checkOrderLines(body.items);
  const rawMethod =
    typeof body.paymentMethod === 'string' ? body.paymentMethod.trim().toLowerCase() : body.paymentMethod;
  if (rawMethod === 'hbl') throw badRequest(PAYMENT_MESSAGES.hbl, { paymentMethod: PAYMENT_MESSAGES.hbl });
  const order = validateBody(bodyOf('POST /order/create'), { ...body, customerId, paymentMethod: rawMethod });
  const paymentMethod = order.paymentMethod;
  if (paymentMethod !== 'cod' && paymentMethod !== 'stripe' && !isWalletMethod(paymentMethod)) {
    throw badRequest(PAYMENT_MESSAGES.unknownMethod, { paymentMethod: PAYMENT_MESSAGES.unknownMethod });
  }
  const items = order.items.map((line, index) => {
    if (line.quantity > MAX_LINE_QUANTITY) {
      throw badRequest(ORDER_MESSAGES.lineTooLarge, { [`items[${index}].quantity`]: ORDER_MESSAGES.lineTooLarge });
    }
    return { id: parseId(line.id, `items[${index}].id`), quantity: line.quantity };
  });
  return {
    customerId,
    addressId: parseId(order.addressId, 'addressId'),
    courierPricingId: parseId(order.courierPricingId, 'courierPricingId'),
    paymentMethod,
    items,
  };
}
