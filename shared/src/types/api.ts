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
}

/** One mail of the dev outbox, `GET /dev/mails?to=` (not in production). */
export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}
