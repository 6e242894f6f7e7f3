// Request bodies of the commerce routes. Field rules and messages are the storefront's shared
// schemas, so the forms and the API say the same thing; this file only adds what is API-only.
import * as yup from 'yup';
import {
  MESSAGES,
  accountSchema,
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

export { MESSAGES, accountSchema, addressSchema, createOrderSchema, loginSchema, registerSchema, updateUserSchema };

/** getOtp/resendOtp: which flow the code is for (verification unless told otherwise). */
export const otpPurposeBody = yup.object({
  purpose: yup
    .string()
    .oneOf(['verify', 'reset'] as const, 'Purpose must be verify or reset')
    .default('verify'),
});

export const verifyEmailStepBody = verifyEmailSchema;
export const resetEmailStepBody = emailStepSchema;
export const verifyEmailBody = emailOtpSchema;
export const verifyOtpBody = emailOtpSchema;

/** The reset form sends only the password; a confirmation, when sent, must match. */
export const resetPasswordBody = resetPasswordRequestSchema.shape({
  confirmPassword: yup
    .string()
    .optional()
    .oneOf([yup.ref('password'), undefined], MESSAGES.passwordsDoNotMatch),
});

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 1000;
export const ORDER_LINE_SHAPE = 'Each item needs a product id and a quantity';
