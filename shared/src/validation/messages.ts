// Every validation message of spec section 5, written once. Forms and the API both use these.
export const MESSAGES = {
  phoneInvalid: 'Invalid Pakistani phone number. Format: 03XXXXXXXXX',
  walletAccountRequired: 'Mobile account number is required',
  walletAccountInvalid: 'Invalid mobile account number. Format: 03XXXXXXXXX',
  postalCodeInvalid: 'Invalid Pakistani postalCode',
  // Address form and checkout: '{Field} is required' with the field's visible label.
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  postalCodeRequired: 'Postal code is required',
  phoneRequired: 'Phone is required',
  // Account edit, login and registration.
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  emailMustContainAt: 'Please enter a valid email',
  emailEnterValid: 'Enter a valid email',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMin6: 'Password must be at least 6 characters',
  // Any new password (registration, reset, account change), besides the spec's length messages.
  passwordBlank: 'Password cannot be only spaces',
  passwordCommon: 'This password is too common. Please choose one that is harder to guess.',
  passwordIsEmail: 'Password must not be your email address',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  phoneNumberRequired: 'Phone number is required',
  // Length limits (the API enforces them before any hashing or storing).
  nameMax: 'Name must be at most 100 characters',
  emailMax: 'Email must be at most 254 characters',
  addressMax: 'Address must be at most 500 characters',
  passwordMax: 'Password must be at most 128 characters',
  // OTP: 'not digits' and 'wrong length' are told apart.
  otpRequired: 'OTP is required',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  otpLength: 'OTP must be 6 digits',
  // Checkout submit.
  createAddress: 'Please create address',
  selectCourier: 'Please select a delivery courier',
  createAddressFirst: 'Create Address First',
  basketEmpty: 'Your basket is empty',
  quantityMin: 'Quantity must be at least 1',
  paymentMethodInvalid: 'Please choose a payment method',
  paymentMethodUnavailable: 'HBL Pay is not available',
  idRequired: 'A valid id is required',
} as const;

export type MessageKey = keyof typeof MESSAGES;
