// /auth/*: registration, e-mail verification, login/logout and password reset by e-mailed code.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, LoginResponse } from '@storefront/shared/types';
import { conflict, forbidden, notFound, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { doc, DOCS } from '../api-docs';
import type { CommerceRouteOptions } from '../commerce-context';
import {
  findUserByEmail,
  markEmailVerified,
  normaliseEmail,
  replacePasswordHash,
  resetPasswordHash,
  toPublicUser,
} from '../customers/users-repository';
import { otpMail, type OtpPurpose } from '../mail/templates';
import { bodyOf } from '../request-schemas';
import { readBody as body, validateBody } from '../request-body';
import { hashPassword, needsRehash, verifyPassword } from '../security/password';
import { clientKey } from '../security/client-key';
import { clearRateLimit, clearRateLimitsLike, hitRateLimit, RATE_RULES, type RateRule } from '../security/rate-limiter';
import { checkOtp, invalidOtp, issueOtp, OTP_TTL_MINUTES } from './otp-service';
import { issueToken, revokeAllTokens, revokeToken } from './tokens';
import { currentUser } from './authenticate';
import { EMAIL_TAKEN, register } from './registration';

export const AUTH_MESSAGES = {
  registered: 'Registration successful! You can now verify Email',
  /**
   * A repeat registration of an unverified e-mail, whatever the password sent (the answer must not
   * tell whether a guessed password is the pending account's).
   */
  registeredAgain:
    'Registration successful! We have sent a new code to your email. If this email was registered before with another password, neither password will work: once it is verified, choose your password with Forgot Password.',
  emailTaken: EMAIL_TAKEN,
  otpSent: 'OTP sent to your email',
  resetOtpSent: 'OTP has been sent to your email',
  emailVerified: 'Email verified successfully',
  /** verified, but registered more than once with different passwords: none of them was kept */
  emailVerifiedNoPassword:
    'Email verified successfully. It was registered more than once with different passwords, so none of them was kept: please choose your password with Forgot Password.',
  noPasswordYet: 'Please choose a password for this account with Forgot Password before you log in.',
  alreadyVerified: 'This email is already verified. Please log in.',
  noAccount: 'No account found with this email. Please register first.',
  loggedIn: 'Login successful!',
  badCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email before logging in.',
  loggedOut: 'You have been logged out',
  otpVerified: 'OTP verified successfully',
  passwordReset: 'Your password has been reset successfully',
};

// A real hash of a random password: checking it takes as long as checking a real account, so
// response times do not reveal which e-mails are registered.
const decoyHash = hashPassword(`decoy-${Math.random()}`);

export const authRoutes: FastifyPluginAsync<CommerceRouteOptions> = async (app, { ctx }) => {
  const { db, mailer } = ctx;

  const clearLoginFailures = async (email: string, client?: string) => {
    await clearRateLimit(db, RATE_RULES.loginPerAccount, email);
    if (client) await clearRateLimit(db, RATE_RULES.loginPerAccountClient, `${email}|${client}`);
    else await clearRateLimitsLike(db, RATE_RULES.loginPerAccountClient, `${email}|`);
  };

  /** Counts the request against a per-client rule (429 once past it); returns the client's key. */
  const hitClientLimit = async (request: { ip: string }, rule: RateRule): Promise<string> => {
    const client = clientKey(request.ip);
    await hitRateLimit(db, rule, client);
    return client;
  };

  const mailOtp = async (email: string, purpose: OtpPurpose, code: string) => {
    await mailer.send(otpMail(email, code, purpose, OTP_TTL_MINUTES));
  };

  app.post(
    '/register',
    doc('Auth', 'Register; mails a verification code', false, DOCS.register),
    async (request, reply) => {
      await hitClientLimit(request, RATE_RULES.registerPerIp);
      const input = validateBody(bodyOf('POST /auth/register'), body(request.body));
      const email = normaliseEmail(input.email);
      const { registeredBefore } = await register({ db, mailer }, { ...input, email });
      reply.code(201);
      return ok({ email }, registeredBefore ? AUTH_MESSAGES.registeredAgain : AUTH_MESSAGES.registered);
    },
  );

  // getOtp and resendOtp do the same thing; both are throttled by the same 60 s rule.
  const sendOtp = async (request: { body: unknown; ip: string }) => {
    await hitClientLimit(request, RATE_RULES.otpPerIp);
    // The purpose first: a wrong one is answered alone, before the e-mail rule it chooses.
    const schema = bodyOf('POST /auth/getOtp');
    const { purpose } = validateBody(schema.pick(['purpose']), body(request.body));
    const { email: rawEmail } = validateBody(schema, body(request.body));
    const email = normaliseEmail(rawEmail);
    await hitRateLimit(db, RATE_RULES.otpPerEmail, email);
    const user = await findUserByEmail(db, email);
    if (purpose === 'verify') {
      // Both refusals are about the address typed: named on the field, so a form can show them there.
      if (!user) throw notFound(AUTH_MESSAGES.noAccount, { email: AUTH_MESSAGES.noAccount });
      if (user.email_verified_at)
        throw conflict(AUTH_MESSAGES.alreadyVerified, { email: AUTH_MESSAGES.alreadyVerified });
    }
    // For a reset the answer is the same whether or not the account exists.
    const code = await issueOtp(db, email, purpose);
    if (user) await mailOtp(email, purpose, code);
    return ok(null, purpose === 'reset' ? AUTH_MESSAGES.resetOtpSent : AUTH_MESSAGES.otpSent);
  };
  app.post('/getOtp', doc('Auth', 'Send a code (purpose verify or reset)', false, DOCS.sendOtp), sendOtp);
  app.post('/resendOtp', doc('Auth', 'Send a new code (at most once a minute)', false, DOCS.sendOtp), sendOtp);

  app.post('/verifyEmail', doc('Auth', 'Verify the e-mail with its code', false, DOCS.verifyEmail), async (request) => {
    const client = await hitClientLimit(request, RATE_RULES.otpPerIp);
    const input = validateBody(bodyOf('POST /auth/verifyEmail'), body(request.body));
    const email = normaliseEmail(input.email);
    // Not counted against the e-mail's sending quota (a stranger typing codes must not stop the
    // owner from getting new ones): wrong codes are capped by the code's own tries and, across
    // codes, per e-mail (see checkOtp).
    const user = await findUserByEmail(db, email);
    if (user?.email_verified_at) throw conflict(AUTH_MESSAGES.alreadyVerified);
    await checkOtp(db, email, 'verify', input.otp, { consume: true, client });
    if (!user) throw invalidOtp();
    // passwordSet false: the storefront sends the owner on to choose one (Forgot Password).
    const { passwordSet } = await markEmailVerified(db, user.id);
    return ok({ passwordSet }, passwordSet ? AUTH_MESSAGES.emailVerified : AUTH_MESSAGES.emailVerifiedNoPassword);
  });

  app.post<{ Reply: ApiEnvelope<LoginResponse> }>(
    '/login',
    doc('Auth', 'Log in; returns a bearer token and the user', false, DOCS.login),
    async (request) => {
      const client = await hitClientLimit(request, RATE_RULES.loginPerIp);
      const input = validateBody(bodyOf('POST /auth/login'), body(request.body));
      const email = normaliseEmail(input.email);
      // Every try is counted against the account before the password is checked (so parallel
      // guesses cannot slip past the limit); a successful login clears the counts.
      await hitRateLimit(db, RATE_RULES.loginPerAccountClient, `${email}|${client}`);
      await hitRateLimit(db, RATE_RULES.loginPerAccount, email);
      const user = await findUserByEmail(db, email);
      // Verified with no password kept (see /register): only Forgot Password lets the owner in.
      if (user?.email_verified_at && user.password_hash === null) throw forbidden(AUTH_MESSAGES.noPasswordYet);
      const passwordOk = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash));
      if (!user?.password_hash || !passwordOk) throw unauthorized(AUTH_MESSAGES.badCredentials);
      await clearLoginFailures(email, client);
      if (needsRehash(user.password_hash)) {
        // Only over the hash just checked: a reset made meanwhile is never undone.
        await replacePasswordHash(db, user.id, { from: user.password_hash, to: await hashPassword(input.password) });
      }
      if (!user.email_verified_at) throw forbidden(AUTH_MESSAGES.notVerified);
      const token = await issueToken(db, user.id);
      return ok({ token, user: toPublicUser(user) }, AUTH_MESSAGES.loggedIn);
    },
  );

  // Logout reads nothing from its body: clients often send `Content-Type: application/json` with
  // no body at all, or one that is not JSON, and must still be logged out. So this route (alone,
  // in its own scope) ignores whatever JSON body comes.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _raw, done) =>
      done(null, undefined),
    );
    scope.post(
      '/logout',
      { preHandler: ctx.authenticate, ...doc('Auth', 'Revoke the current token', true, DOCS.logout) },
      async (request) => {
        await revokeToken(db, currentUser(request).token);
        return ok(null, AUTH_MESSAGES.loggedOut);
      },
    );
  });

  app.post(
    '/forgetPassword',
    doc('Auth', 'Mail a password-reset code', false, DOCS.forgetPassword),
    async (request) => {
      await hitClientLimit(request, RATE_RULES.otpPerIp);
      const input = validateBody(bodyOf('POST /auth/forgetPassword'), body(request.body));
      const email = normaliseEmail(input.email);
      await hitRateLimit(db, RATE_RULES.otpPerEmail, email);
      const user = await findUserByEmail(db, email);
      // Same answer, and the same throttle, whether or not the account exists.
      const code = await issueOtp(db, email, 'reset');
      if (user) await mailOtp(email, 'reset', code);
      return ok(null, AUTH_MESSAGES.resetOtpSent);
    },
  );

  app.post(
    '/verifyOtp',
    doc('Auth', 'Check a reset code without using it up', false, DOCS.verifyOtp),
    async (request) => {
      const client = await hitClientLimit(request, RATE_RULES.otpPerIp);
      const schema = bodyOf('POST /auth/verifyOtp');
      const { purpose } = validateBody(schema.pick(['purpose']), body(request.body));
      const input = validateBody(schema, body(request.body));
      const email = normaliseEmail(input.email);
      await checkOtp(db, email, purpose, input.otp, { consume: false, client });
      return ok(null, AUTH_MESSAGES.otpVerified);
    },
  );

  app.post(
    '/resetPassword',
    doc('Auth', 'Set a new password with a reset code', false, DOCS.resetPassword),
    async (request) => {
      const client = await hitClientLimit(request, RATE_RULES.otpPerIp);
      const input = validateBody(bodyOf('POST /auth/resetPassword'), body(request.body));
      const email = normaliseEmail(input.email);
      // Checked outside the transaction below so a wrong guess is counted even though we throw.
      await checkOtp(db, email, 'reset', input.otp, { consume: true, client });
      const user = await findUserByEmail(db, email);
      if (!user) throw invalidOtp();
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        // Receiving the code proves the address is theirs, so it also counts as verification.
        await resetPasswordHash(tx, user.id, passwordHash);
        await revokeAllTokens(tx, user.id);
      });
      // Whoever reads the mailbox owns the account: a lock-out by someone else's guesses ends here.
      await clearLoginFailures(email);
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );
};
