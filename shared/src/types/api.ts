// The API's envelope (docs/contracts.md): every response is one of these two.

export interface ApiEnvelope<T> {
  success: true;
  mess?: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  mess: string;
  message: string;
  /** Field name → message, for forms. */
  errors?: Record<string, string>;
  /** Set where a client acts on the kind of refusal, not only shows its message. */
  reason?: FailureReason;
}

/**
 * 'code-recently-sent': a 429 refusing a new one-time code because the last one went out under a
 * minute ago; that code still works (other 429s, e.g. per-network limits, say nothing of a code).
 * 'email-not-verified': a 403 refusing a login until the account's e-mail is verified (its message
 * is in the request's language, so a client must not read it for this).
 */
export type FailureReason = 'code-recently-sent' | 'email-not-verified';

/** One mail of the dev outbox, `GET /dev/mails?to=` (not in production). */
export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}
