// What the client itself tells the shopper (not the API, not a schema), written once in English.
// Registered in the 'messages' namespace beside the validation messages, so `translateMessage`,
// `useMessageText` and `notify` show them in the page's language; the Urdu is client-messages/ur.json.
// A leaf file without imports: the api, session and wishlist entries and the catalogues all read it.
export const CLIENT_MESSAGES = {
  apiTimeout: 'The shop took too long to answer. Please try again in a moment.',
  sessionEnded: 'Your session has ended. Please log in again.',
  serverMessageTitle: 'Server Message!!',
  somethingWentWrong: 'Something went wrong',
  requestFailed: 'Request failed',
  loggedOut: 'You have been logged out',
  pleaseTryAgain: 'Please try again.',
  notFound: 'Not found',
  loadingFailed: 'Loading failed',
} as const;
