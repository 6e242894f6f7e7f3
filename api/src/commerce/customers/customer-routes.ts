// /customer/*: account details, the one address, and the checkout view of both. Every route
// names the customer; it must be the caller (403 otherwise).
import type { FastifyPluginAsync } from 'fastify';
import type { Address, ApiEnvelope, CheckoutAddress, User } from '@storefront/shared/types';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { currentUser, ownCustomerId, SESSION_EXPIRED } from '../auth/authenticate';
import { findTokenUser, revokeOtherTokens } from '../auth/tokens';
import { doc, DOCS } from '../api-docs';
import type { CommerceRouteOptions } from '../commerce-context';
import { readBody, validateBody } from '../request-body';
import { parseId } from '../../http/ids';
import { addressSchema, updateUserSchema } from '../request-schemas';
import { hashPassword, verifyPassword } from '../security/password';
import { clearRateLimit, hitRateLimit, RATE_RULES } from '../security/rate-limiter';
import { cityIsInState, findAddress, saveAddress } from './addresses-repository';
import { findUserById, normaliseEmail, toPublicUser } from './users-repository';

export const CUSTOMER_MESSAGES = {
  accountUpdated: 'Your account details have been updated successfully!',
  addressUpdated: 'Your address has been updated successfully!',
  userNotFound: 'User not found',
  emailLocked: 'Your e-mail address cannot be changed. It is the one you log in with.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChangedMeanwhile: 'Your password was changed meanwhile. Please log in again.',
  cityNotInState: 'The selected city is not in the selected state',
};

export const customerRoutes: FastifyPluginAsync<CommerceRouteOptions> = async (app, { ctx }) => {
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
      return ok(toPublicUser(user));
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
      const account = validateBody(updateUserSchema, input);
      // The e-mail is the login and was proven by a code: it is shown but cannot be changed here
      // (a change would skip that proof). The same address, in any case, is accepted.
      if (normaliseEmail(account.email) !== normaliseEmail(user.email)) {
        throw badRequest(CUSTOMER_MESSAGES.emailLocked, { email: CUSTOMER_MESSAGES.emailLocked });
      }
      // A password change happens only when a new password is sent (the schema then requires the current one).
      const passwords = account.newPassword
        ? { currentPassword: account.currentPassword ?? '', newPassword: account.newPassword }
        : null;
      if (passwords) {
        await hitRateLimit(db, RATE_RULES.passwordChange, String(user.id));
        if (user.password_hash === null || !(await verifyPassword(passwords.currentPassword, user.password_hash))) {
          throw badRequest(CUSTOMER_MESSAGES.wrongCurrentPassword, {
            currentPassword: CUSTOMER_MESSAGES.wrongCurrentPassword,
          });
        }
        await clearRateLimit(db, RATE_RULES.passwordChange, String(user.id));
      }
      const newHash = passwords ? await hashPassword(passwords.newPassword) : null;
      const { token } = currentUser(request);
      await db.transaction(async (tx) => {
        // The user row is locked first, so a password reset or change running now either finished
        // before (and is seen below) or waits for this one to end.
        if (newHash) {
          // Only over the password just checked: one changed since (a reset, another session) wins.
          const changed = await tx.query(
            'UPDATE users SET name = $2, phone = $3, password_hash = $4 WHERE id = $1 AND password_hash = $5',
            [user.id, account.name, account.phone, newHash, user.password_hash],
          );
          if (changed.affectedRows === 0) throw conflict(CUSTOMER_MESSAGES.passwordChangedMeanwhile);
        } else {
          // Never the password column: a stale copy of it would undo a reset made meanwhile.
          await tx.query('UPDATE users SET name = $2, phone = $3 WHERE id = $1', [
            user.id,
            account.name,
            account.phone,
          ]);
        }
        // A reset (or a logout) that ended this session meanwhile wins: nothing is written.
        if ((await findTokenUser(tx, token)) !== user.id) throw unauthorized(SESSION_EXPIRED);
        if (newHash) {
          // A new password ends every other session; this one stays logged in.
          await revokeOtherTokens(tx, user.id, token);
        }
      });
      const updated = await findUserById(db, user.id);
      return ok(toPublicUser(updated!), CUSTOMER_MESSAGES.accountUpdated);
    },
  );

  app.get<{ Querystring: { id?: string }; Reply: ApiEnvelope<Address | null> }>(
    '/getAddress',
    doc('Customer', "The caller's address (or null)", true, DOCS.getAddress),
    async (request) => {
      const user = await loadSelf(request, request.query.id);
      return ok(await findAddress(db, user.id));
    },
  );

  app.put<{ Reply: ApiEnvelope<Address> }>(
    '/updateAddress',
    doc('Customer', "Create or replace the caller's address", true, DOCS.updateAddress),
    async (request) => {
      const input = readBody(request.body);
      const user = await loadSelf(request, input.id, true);
      const address = validateBody(addressSchema, input);
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
      return ok((await findAddress(db, user.id))!, CUSTOMER_MESSAGES.addressUpdated);
    },
  );

  app.get<{ Querystring: { id?: string }; Reply: ApiEnvelope<CheckoutAddress> }>(
    '/getCheckoutAddress',
    doc('Customer', 'Name, e-mail and address with courier prices', true, DOCS.checkoutAddress),
    async (request) => {
      const user = await loadSelf(request, request.query.id);
      return ok({ id: user.id, name: user.name, email: user.email, address: await findAddress(db, user.id) });
    },
  );
};
