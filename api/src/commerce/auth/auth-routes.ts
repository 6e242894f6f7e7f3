// /auth/*: registration, e-mail verification, login/logout and password reset by e-mailed code.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, LoginResponse } from '@storefront/shared/types';
import { unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { doc, DOCS } from '../api-docs';
import type { CommerceRouteOptions } from '../commerce-context';
import { registrationLanguageBody } from '../customers/language';
import { normaliseEmail } from '../customers/users-repository';
import { requestLanguage } from '../../i18n';
import { bodyOf } from '../request-schemas';
import { readBody as body, validateBody } from '../request-body';
import { clientKey } from '../security/client-key';
import { hitRateLimit, RATE_RULES, type RateRule } from '../security/rate-limiter';
import { AUTH_MESSAGES } from './auth-messages';
import { bearerToken, NOT_LOGGED_IN, SESSION_EXPIRED } from './authenticate';
import { sendCode, verifyEmail } from './email-verification';
import { logIn } from './login';
import { checkOtp } from './otp-service';
import { resetPassword } from './password-reset';
import { register } from './registration';
import { revokeToken } from './tokens';

export { AUTH_MESSAGES };

export const authRoutes: FastifyPluginAsync<CommerceRouteOptions> = async (app, { ctx }) => {
  const { db, mailer } = ctx;

  /** Counts the request against a per-client rule (429 once past it); returns the client's key. */
  const hitClientLimit = async (request: { ip: string }, rule: RateRule): Promise<string> => {
    const client = clientKey(request.ip);
    await hitRateLimit(db, rule, client);
    return client;
  };

  app.post(
    '/register',
    doc('Auth', 'Register; mails a verification code', false, DOCS.register),
    async (request, reply) => {
      await hitClientLimit(request, RATE_RULES.registerPerIp);
      const input = validateBody(bodyOf('POST /auth/register'), body(request.body));
      const { language } = validateBody(registrationLanguageBody, body(request.body));
      const email = normaliseEmail(input.email);
      await register({ db, mailer }, { ...input, email, language }, requestLanguage(request));
      reply.code(201);
      return ok({ email }, AUTH_MESSAGES.registered);
    },
  );

  // getOtp and resendOtp do the same thing; both are throttled by the same 60 s rule.
  const sendOtp = async (request: { body: unknown; ip: string }) => {
    await hitClientLimit(request, RATE_RULES.otpPerIp);
    // The purpose first: a wrong one is answered alone, before the e-mail rule it chooses.
    const schema = bodyOf('POST /auth/getOtp');
    const { purpose } = validateBody(schema.pick(['purpose']), body(request.body));
    const { email: rawEmail } = validateBody(schema, body(request.body));
    await sendCode({ db, mailer }, normaliseEmail(rawEmail), purpose);
    return ok(null, purpose === 'reset' ? AUTH_MESSAGES.resetOtpSent : AUTH_MESSAGES.otpSent);
  };
  app.post('/getOtp', doc('Auth', 'Send a code (purpose verify or reset)', false, DOCS.sendOtp), sendOtp);
  app.post('/resendOtp', doc('Auth', 'Send a new code (at most once a minute)', false, DOCS.sendOtp), sendOtp);

  app.post('/verifyEmail', doc('Auth', 'Verify the e-mail with its code', false, DOCS.verifyEmail), async (request) => {
    const client = await hitClientLimit(request, RATE_RULES.otpPerIp);
    const input = validateBody(bodyOf('POST /auth/verifyEmail'), body(request.body));
    const email = normaliseEmail(input.email);
    const { passwordSet } = await verifyEmail(db, { email, otp: input.otp, client });
    return ok({ passwordSet }, passwordSet ? AUTH_MESSAGES.emailVerified : AUTH_MESSAGES.emailVerifiedNoPassword);
  });

  app.post<{ Reply: ApiEnvelope<LoginResponse> }>(
    '/login',
    doc('Auth', 'Log in; returns a bearer token and the user', false, DOCS.login),
    async (request) => {
      const client = await hitClientLimit(request, RATE_RULES.loginPerIp);
      const input = validateBody(bodyOf('POST /auth/login'), body(request.body));
      const session = await logIn(db, {
        email: normaliseEmail(input.email),
        password: input.password,
        client,
        idleMinutes: ctx.config.sessionIdleMinutes,
      });
      return ok(session, AUTH_MESSAGES.loggedIn);
    },
  );

  // Logout reads nothing from its body: clients often send `Content-Type: application/json` with
  // no body at all, or one that is not JSON, and must still be logged out. So this route (alone,
  // in its own scope) ignores whatever JSON body comes.
  await app.register((scope, _options, registered) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _raw, done) =>
      done(null, undefined),
    );
    // Any well-formed token is revoked, even one already expired or revoked: a client logging out
    // when its own session runs out must not be told its session expired. The answer is the same
    // either way (it tells nothing the caller does not know: it holds the token).
    scope.post('/logout', doc('Auth', 'Revoke the current token', true, DOCS.logout), async (request) => {
      if (!request.headers.authorization) throw unauthorized(NOT_LOGGED_IN);
      const token = bearerToken(request);
      if (!token) throw unauthorized(SESSION_EXPIRED);
      await revokeToken(db, token);
      return ok(null, AUTH_MESSAGES.loggedOut);
    });
    registered();
  });

  app.post(
    '/forgetPassword',
    doc('Auth', 'Mail a password-reset code', false, DOCS.forgetPassword),
    async (request) => {
      await hitClientLimit(request, RATE_RULES.otpPerIp);
      const input = validateBody(bodyOf('POST /auth/forgetPassword'), body(request.body));
      await sendCode({ db, mailer }, normaliseEmail(input.email), 'reset');
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
      await checkOtp(db, normaliseEmail(input.email), purpose, input.otp, { consume: false, client });
      return ok(null, AUTH_MESSAGES.otpVerified);
    },
  );

  app.post(
    '/resetPassword',
    doc('Auth', 'Set a new password with a reset code', false, DOCS.resetPassword),
    async (request) => {
      const client = await hitClientLimit(request, RATE_RULES.otpPerIp);
      const input = validateBody(bodyOf('POST /auth/resetPassword'), body(request.body));
      const { otp, password } = input;
      await resetPassword(db, { email: normaliseEmail(input.email), otp, password, client });
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );
};
