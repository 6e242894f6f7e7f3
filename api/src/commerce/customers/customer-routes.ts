// /customer/*: account details, the one address, and the checkout view of both. Every route
// names the customer; it must be the caller (403 otherwise).
import type { FastifyPluginCallback } from 'fastify';
import type { Address, ApiEnvelope, CheckoutAddress, User } from '@storefront/shared/types';
import { badRequest, notFound } from '../../http/errors';
import type { Language } from '../../i18n';
import { ok } from '../../http/reply';
import { currentUser, ownCustomerId, SESSION_EXPIRED } from '../auth/authenticate';
import { doc, DOCS } from '../api-docs';
import type { CommerceRouteOptions } from '../commerce-context';
import { readBody, validateBody } from '../request-body';
import { parseId } from '../../http/ids';
import { bodyOf } from '../request-schemas';
import { cityIsInState, findAddress, saveAddress } from './addresses-repository';
import { ACCOUNT_MESSAGES, updateAccount } from './account';
import { languageBody } from './language';
import { findUserById, setUserLanguage, toCustomerUser } from './users-repository';

export const CUSTOMER_MESSAGES = {
  accountUpdated: 'Your account details have been updated successfully!',
  addressUpdated: 'Your address has been updated successfully!',
  userNotFound: 'User not found',
  ...ACCOUNT_MESSAGES,
  cityNotInState: 'The selected city is not in the selected state',
};

export const customerRoutes: FastifyPluginCallback<CommerceRouteOptions> = (app, { ctx }, done) => {
  const { db } = ctx;
  app.addHook('preHandler', ctx.authenticate);

  /** The user a request names by `id` (absent means the caller, unless required), after the ownership check. */
  const loadSelf = async (request: Parameters<typeof ownCustomerId>[0], rawId: unknown, required = false) => {
    const id = ownCustomerId(request, rawId, 'id', { required });
    const user = await findUserById(db, id);
    if (!user) throw notFound(CUSTOMER_MESSAGES.userNotFound);
    return user;
  };

  app.get<{ Params: { id: string }; Reply: ApiEnvelope<User> }>(
    '/getUserDetailsByid/:id',
    doc('Customer', "The caller's account", true, DOCS.userDetails),
    async (request) => {
      const user = await loadSelf(request, request.params.id, true);
      return ok(toCustomerUser(user));
    },
  );

  app.put<{ Reply: ApiEnvelope<User> }>(
    '/updateUser',
    doc(
      'Customer',
      'Update name and phone (the e-mail is sent unchanged) and optionally the password',
      true,
      DOCS.updateUser,
    ),
    async (request) => {
      const input = readBody(request.body);
      const user = await loadSelf(request, input.id, true);
      const account = validateBody(bodyOf('PUT /customer/updateUser'), input);
      await updateAccount(db, user, currentUser(request).token, account, SESSION_EXPIRED);
      const updated = await findUserById(db, user.id);
      return ok(toCustomerUser(updated!), CUSTOMER_MESSAGES.accountUpdated);
    },
  );

  // Names no customer: always the caller's own.
  app.put<{ Reply: ApiEnvelope<{ language: Language }> }>(
    '/language',
    doc('Customer', "Save the caller's language (en or ur)", true, DOCS.customerLanguage),
    async (request) => {
      const { language } = validateBody(languageBody, readBody(request.body));
      await setUserLanguage(db, currentUser(request).id, language);
      return ok({ language });
    },
  );

  app.get<{ Querystring: { id?: string }; Reply: ApiEnvelope<Address | null> }>(
    '/getAddress',
    doc('Customer', "The caller's address (or null)", true, DOCS.getAddress),
    async (request) => {
      const user = await loadSelf(request, request.query.id);
      return ok(await findAddress(db, user.id, ctx.config.policies.deliveryDays));
    },
  );

  app.put<{ Reply: ApiEnvelope<Address> }>(
    '/updateAddress',
    doc('Customer', "Create or replace the caller's address", true, DOCS.updateAddress),
    async (request) => {
      const input = readBody(request.body);
      const user = await loadSelf(request, input.id, true);
      const address = validateBody(bodyOf('PUT /customer/updateAddress'), input);
      const stateId = parseId(address.stateId, 'stateId');
      const cityId = parseId(address.cityId, 'cityId');
      if (!(await cityIsInState(db, cityId, stateId))) {
        throw badRequest(CUSTOMER_MESSAGES.cityNotInState, { cityId: CUSTOMER_MESSAGES.cityNotInState });
      }
      await saveAddress(db, user.id, {
        address: address.address,
        postalCode: address.postalCode,
        phone: address.phone,
        stateId,
        cityId,
      });
      // Saved just above, so it is there.
      return ok((await findAddress(db, user.id, ctx.config.policies.deliveryDays))!, CUSTOMER_MESSAGES.addressUpdated);
    },
  );

  app.get<{ Querystring: { id?: string }; Reply: ApiEnvelope<CheckoutAddress> }>(
    '/getCheckoutAddress',
    doc('Customer', 'Name, e-mail and address with courier prices', true, DOCS.checkoutAddress),
    async (request) => {
      const user = await loadSelf(request, request.query.id);
      return ok({
        id: user.id,
        name: user.name,
        email: user.email,
        address: await findAddress(db, user.id, ctx.config.policies.deliveryDays),
      });
    },
  );
  done();
};
