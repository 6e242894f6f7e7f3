// What makes a new password unacceptable whatever its length: nothing but spaces, one of the 10,000
// most common passwords, or the account's own e-mail. One rule for the forms and the API.
//
// common-passwords.json is the first 10,000 of @zxcvbn-ts/language-common's common passwords (MIT
// licence), which that package ranks from the most used down; a test keeps the two the same. Only
// those are shipped (40 KB gzipped, against 220 KB for the package's whole list). It is loaded once,
// on first use: in the browser a chunk of its own, fetched only by a form that takes a new
// password; the API loads it before it serves (loadCommonPasswords), so its synchronous validation
// never waits.
import type { StringSchema } from 'yup';
import { MESSAGES } from './messages';

export const COMMON_PASSWORD_COUNT = 10_000;

let common: ReadonlySet<string> | undefined;
let loading: Promise<ReadonlySet<string>> | undefined;

/** The common passwords, lower-case, loaded once. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('./common-passwords.json').then(({ default: ranked }) => {
    common = new Set(ranked);
    return common;
  });
  return loading;
}

/** Compared as people remember them: without surrounding spaces, in any case. */
const key = (text: string) => text.trim().toLowerCase();

const isCommon = (password: string): boolean | Promise<boolean> =>
  common ? common.has(key(password)) : loadCommonPasswords().then((set) => set.has(key(password)));

/**
 * Adds the rules to a new-password field. `emailField` names the field of the same form that holds
 * the account's e-mail (registration, the reset request, the account's details).
 */
export function withPasswordRules<S extends StringSchema<string | undefined>>(schema: S, emailField = 'email'): S {
  return schema
    .test('not-blank', MESSAGES.passwordBlank, (value) => !value || value.trim() !== '')
    .test('not-email', MESSAGES.passwordIsEmail, function notEmail(value) {
      const email: unknown = (this.parent as Record<string, unknown> | undefined)?.[emailField];
      return !value || typeof email !== 'string' || key(email) === '' || key(value) !== key(email);
    })
    .test('not-common', MESSAGES.passwordCommon, (value) => {
      if (!value || value.trim() === '') return true;
      const found = isCommon(value);
      return typeof found === 'boolean' ? !found : found.then((yes) => !yes);
    });
}
