import { CLIENT_MESSAGES } from '../i18n/catalogues/client-messages';

/** What the shopper is told, once, when their session ends without them logging out. */
export const SESSION_ENDED_MESSAGE = CLIENT_MESSAGES.sessionEnded;

/**
 * What a call fails with once it has ended the session: a 401 for the session's own token (the
 * client's interceptor), or a 403 for an own-account call (`ownAccountCall`). The session's notice
 * has told the shopper; callers show nothing more (`notifyApiError` stays quiet, forms keep still).
 */
export class SessionEndedError extends Error {
  constructor(cause?: unknown) {
    super(SESSION_ENDED_MESSAGE, { cause });
    this.name = 'SessionEndedError';
  }
}

/** By name: a remote built against another copy of this module still recognises it. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof Error && error.name === 'SessionEndedError';
}
