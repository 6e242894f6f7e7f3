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
