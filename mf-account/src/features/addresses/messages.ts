// Texts of spec section 8 for the address tab (validation messages live in the shared schemas).
export const ADDRESS_UPDATE_FAILED = 'Failed to update address. Please try again.';
export const ADDRESS_SAVED = 'Your address has been saved.';
