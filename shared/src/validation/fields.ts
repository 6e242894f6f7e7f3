// Field rules used by several schemas. Strings are trimmed so a stray space is not an error.
import * as yup from 'yup';
import { OTP_LENGTH, PASSWORD_MIN_ACCOUNT, PASSWORD_MIN_REGISTER } from '@storefront/shared/config';
import { MESSAGES } from './messages';
import { withPasswordRules } from './password-rules';

/** 03 followed by 9 digits, e.g. 03001234567: the one form a phone number is kept and sent in. */
export const PHONE_REGEX = /^03\d{9}$/;
/** Spaces and dashes people put between digit groups, as in 0300-1234567 (the footer's own format). */
const PHONE_SEPARATORS = /[\s-]+/g;
/** Pakistan's country code (+92, 0092 or 92) before a mobile number 3XXXXXXXXX. */
const INTERNATIONAL_MOBILE = /^(?:\+|00)?92(3\d{9})$/;
/**
 * The phone inputs' maxLength: room for the longest way of writing a number this rule accepts,
 * '0092 300 123 4567'. A shorter limit silently cuts what people type or paste.
 */
export const PHONE_INPUT_MAX_LENGTH = 17;
/** Exactly 5 digits. */
export const POSTAL_CODE_REGEX = /^\d{5}$/;
const DIGITS_ONLY = /^\d+$/;
const OTP_REGEX = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Longest accepted text per field (an e-mail address is at most 254 characters by RFC 5321). */
export const TEXT_LIMITS = { name: 100, email: 254, address: 500, password: 128 } as const;

/**
 * Control characters (but tab and line breaks) and the bidirectional overrides: nobody types them,
 * and in a page or a mail they could reorder the text shown around them. Pasted text loses them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are stripped
const HIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/** A character that shows: not a space, a separator, or an invisible format mark (zero-width space…). */
const VISIBLE = /[^\s\p{Z}\p{Cf}]/u;

/** Text a person reads back loses hidden controls, and text made only of invisible characters is empty. */
const visibleText = (requiredMessage: string, tidy: (text: string) => string = (text) => text) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? tidy(value.replace(HIDDEN_CONTROLS, '')) : value))
    .trim()
    .required(requiredMessage)
    .test('visible', requiredMessage, (v) => !v || VISIBLE.test(v));

/** A name as it is addressed in pages and mails: runs of spaces (from typing or pasting) become one. */
export const nameField = () =>
  visibleText(MESSAGES.nameRequired, (text) => text.replace(/\s+/g, ' ')).max(TEXT_LIMITS.name, MESSAGES.nameMax);

/** An address keeps the lines it was typed in. */
export const addressTextField = () =>
  visibleText(MESSAGES.addressRequired).max(TEXT_LIMITS.address, MESSAGES.addressMax);

/** Any password typed in a form: bounded so the server never hashes megabytes. */
export const passwordText = () => yup.string().max(TEXT_LIMITS.password, MESSAGES.passwordMax);

/**
 * A phone number as people write or paste it, in the national form: '0300-1234567' and
 * '+92 300 1234567' both become '03001234567'. Anything else is left for PHONE_REGEX to refuse.
 */
function normalisePhone(typed: string): string {
  return typed.replace(PHONE_SEPARATORS, '').replace(INTERNATIONAL_MOBILE, '0$1');
}

/** Validates the normalised number, and casting (the API's validate, a form's submit) yields it. */
export const phoneField = (requiredMessage: string = MESSAGES.phoneRequired) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalisePhone(value) : value))
    .required(requiredMessage)
    .matches(PHONE_REGEX, MESSAGES.phoneInvalid);

/** A JazzCash or Easypaisa mobile account: a mobile number, written as a phone number is. */
export const walletAccountField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalisePhone(value) : value))
    .required(MESSAGES.walletAccountRequired)
    .matches(PHONE_REGEX, MESSAGES.walletAccountInvalid);

export const postalCodeField = () =>
  yup.string().trim().required(MESSAGES.postalCodeRequired).matches(POSTAL_CODE_REGEX, MESSAGES.postalCodeInvalid);

/** The spec's looser e-mail rule (registration, reset, verify): it must contain '@'. */
export const emailWithAtField = (invalidMessage: string) =>
  yup
    .string()
    .trim()
    .required(MESSAGES.emailRequired)
    .test('has-at', invalidMessage, (v) => !v || v.includes('@'))
    .max(TEXT_LIMITS.email, MESSAGES.emailMax);

/**
 * Registration: must contain '@' (spec section 5) and, with the same message, be an address the
 * account form's stricter rule accepts later; otherwise the account could never save its details.
 */
export const newAccountEmailField = () =>
  emailWithAtField(MESSAGES.emailMustContainAt).email(MESSAGES.emailMustContainAt);

/** Account e-mail: a real address shape. */
export const emailField = () =>
  yup
    .string()
    .trim()
    .required(MESSAGES.emailRequired)
    .email(MESSAGES.emailInvalid)
    .max(TEXT_LIMITS.email, MESSAGES.emailMax);

/** Registration and reset: at least 6 characters, and none of the passwords anyone would guess. */
export const newPasswordField = () =>
  withPasswordRules(
    passwordText().required(MESSAGES.passwordRequired).min(PASSWORD_MIN_REGISTER, MESSAGES.passwordMin6),
  );

/** The account's password change: at least 8 characters, and none of the passwords anyone would guess. */
export const accountNewPasswordField = () =>
  withPasswordRules(
    passwordText().required(MESSAGES.newPasswordRequired).min(PASSWORD_MIN_ACCOUNT, MESSAGES.passwordMin8),
  );

// Registration and reset. A test rather than oneOf: yup checks oneOf before required, which would
// answer an empty confirmation with 'Passwords do not match' instead of 'Please confirm your password'.
/** Another field of the same form (yup types a test's `this.parent` as any). */
export const siblingOf = (parent: unknown, name: string): unknown => (parent as Record<string, unknown>)[name];

export const confirmField = (of: string) =>
  yup
    .string()
    .required(MESSAGES.confirmPasswordRequired)
    .test('matches', MESSAGES.passwordsDoNotMatch, function matches(value) {
      return !value || value === siblingOf(this.parent, of);
    });

/**
 * The account's password change: the spec has only 'Passwords do not match' for its confirmation,
 * so once a new password is typed an empty confirmation gets that message too.
 */
export const matchingConfirmField = (of: string) =>
  yup.string().test('matches', MESSAGES.passwordsDoNotMatch, function matches(value) {
    return (value ?? '') === (siblingOf(this.parent, of) ?? '');
  });

export const otpField = () =>
  yup
    .string()
    .trim()
    .required(MESSAGES.otpRequired)
    .matches(DIGITS_ONLY, MESSAGES.otpInvalid)
    .matches(OTP_REGEX, MESSAGES.otpLength);

/**
 * A select's id: forms hold '' or '12', the API receives 12. Empty, non-numeric and non-positive
 * values all read as "not chosen" and get the field's required message.
 */
export const idField = (requiredMessage: string) =>
  yup
    .number()
    // Text must be plain digits: Number() would also read '0x10', '1e2' or ' 0b1' as some other id.
    .transform((value, original) => {
      if (original === '' || original === null) return undefined;
      if (typeof original === 'string' && !/^\s*\d+\s*$/.test(original)) return Number.NaN;
      return value as number;
    })
    .typeError(requiredMessage)
    .required(requiredMessage)
    .integer(requiredMessage)
    .positive(requiredMessage);
