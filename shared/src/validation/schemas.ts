// One schema per form of spec section 5; the API validates its bodies with the same ones.
import * as yup from 'yup';
import { PASSWORD_MIN_ACCOUNT, PAYMENT_METHODS } from '@storefront/shared/config';
import { MESSAGES } from './messages';
import {
  TEXT_LIMITS,
  accountNewPasswordField,
  addressTextField,
  confirmField,
  siblingOf,
  emailField,
  emailWithAtField,
  idField,
  newAccountEmailField,
  matchingConfirmField,
  nameField,
  newPasswordField,
  otpField,
  passwordText,
  phoneField,
  postalCodeField,
} from './fields';
import { withPasswordRules } from './password-rules';

export const loginSchema = yup.object({
  email: yup.string().trim().required(MESSAGES.emailRequired).max(TEXT_LIMITS.email, MESSAGES.emailMax),
  password: passwordText().required(MESSAGES.passwordRequired),
});

export const registerSchema = yup.object({
  name: nameField(),
  email: newAccountEmailField(),
  phone: phoneField(MESSAGES.phoneNumberRequired),
  password: newPasswordField(),
  confirmPassword: confirmField('password'),
});

export const otpSchema = yup.object({ otp: otpField() });

/** Reset step 1 (and `POST /auth/forgetPassword`). */
export const emailStepSchema = yup.object({ email: emailWithAtField(MESSAGES.emailMustContainAt) });

/** Reset step 3: the new password and its confirmation. */
export const resetPasswordSchema = yup.object({
  password: newPasswordField(),
  confirmPassword: confirmField('password'),
});

/** `POST /auth/resetPassword` body: e-mail, OTP and the new password. */
export const resetPasswordRequestSchema = yup.object({
  email: emailWithAtField(MESSAGES.emailMustContainAt),
  otp: otpField(),
  password: newPasswordField(),
});

/** Verify e-mail step 1 (and `POST /auth/getOtp`). */
export const verifyEmailSchema = yup.object({ email: emailWithAtField(MESSAGES.emailEnterValid) });

/** `POST /auth/verifyEmail` and `/auth/verifyOtp` bodies. */
export const emailOtpSchema = yup.object({
  email: emailWithAtField(MESSAGES.emailEnterValid),
  otp: otpField(),
});

/** Account details (the e-mail input is shown disabled but still checked). */
export const accountSchema = yup.object({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
});

/** The optional change-password section of Account Details. */
export const passwordChangeSchema = yup.object({
  currentPassword: passwordText().required(MESSAGES.currentPasswordRequired),
  newPassword: accountNewPasswordField(),
  confirmNewPassword: matchingConfirmField('newPassword'),
});

const filledIn = (value: unknown) => typeof value === 'string' && value.length > 0;

/**
 * `PUT /customer/updateUser` body: account fields, and a password change when either password is
 * sent (then both are required; a confirmation, when sent, must match). Empty means not sent.
 */
export const updateUserSchema = accountSchema.shape(
  {
    id: idField(MESSAGES.idRequired),
    newPassword: withPasswordRules(
      passwordText()
        .when('currentPassword', {
          is: filledIn,
          then: (s) => s.required(MESSAGES.newPasswordRequired),
          otherwise: (s) => s.optional(),
        })
        .test('min', MESSAGES.passwordMin8, (value) => !value || value.length >= PASSWORD_MIN_ACCOUNT),
    ),
    currentPassword: passwordText().when('newPassword', {
      is: filledIn,
      then: (s) => s.required(MESSAGES.currentPasswordRequired),
      otherwise: (s) => s.optional(),
    }),
    // The form's confirmation, checked when it is sent.
    confirmNewPassword: yup
      .string()
      .optional()
      .test('matches', MESSAGES.passwordsDoNotMatch, function matches(value) {
        return !value || value === siblingOf(this.parent, 'newPassword');
      }),
  },
  [['newPassword', 'currentPassword']],
);

/** Address form and checkout address (`PUT /customer/updateAddress` without the user id). */
export const addressSchema = yup.object({
  address: addressTextField(),
  stateId: idField(MESSAGES.stateRequired),
  cityId: idField(MESSAGES.cityRequired),
  postalCode: postalCodeField(),
  phone: phoneField(),
});

/** Checkout submit: an address with text and a chosen courier (the toasts of spec section 8). */
export const checkoutSchema = yup.object({
  addressId: idField(MESSAGES.createAddress),
  address: yup.string().trim().required(MESSAGES.createAddressFirst),
  courierPricingId: idField(MESSAGES.selectCourier),
});

const payable = PAYMENT_METHODS.filter((m) => !m.disabled).map((m) => m.value);

/** `POST /order/create` body (the server recomputes every price). */
export const createOrderSchema = yup.object({
  items: yup
    .array(
      yup.object({
        id: idField(MESSAGES.idRequired),
        quantity: yup
          .number()
          .typeError(MESSAGES.quantityMin)
          .required(MESSAGES.quantityMin)
          .integer(MESSAGES.quantityMin)
          .min(1, MESSAGES.quantityMin),
      }),
    )
    .required(MESSAGES.basketEmpty)
    .min(1, MESSAGES.basketEmpty),
  paymentMethod: yup
    .string()
    .required(MESSAGES.paymentMethodInvalid)
    .notOneOf(['hbl'], MESSAGES.paymentMethodUnavailable)
    .oneOf(payable, MESSAGES.paymentMethodInvalid),
  courierPricingId: idField(MESSAGES.selectCourier),
  customerId: idField(MESSAGES.idRequired),
  addressId: idField(MESSAGES.createAddress),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
export type OtpValues = yup.InferType<typeof otpSchema>;
export type EmailStepValues = yup.InferType<typeof emailStepSchema>;
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
export type VerifyEmailValues = yup.InferType<typeof verifyEmailSchema>;
export type AccountValues = yup.InferType<typeof accountSchema>;
export type PasswordChangeValues = yup.InferType<typeof passwordChangeSchema>;
export type AddressValues = yup.InferType<typeof addressSchema>;
