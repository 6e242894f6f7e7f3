// Texts of spec section 8 for account details (validation messages live in the shared schemas).
export const ACCOUNT_UPDATED = 'Your account details have been updated successfully!';
export const ACCOUNT_UPDATE_FAILED = 'Something went wrong';
