/** Router state handed from one auth page to the next. */
export interface AuthFlowState {
  /** The page the shopper came from (set by the shell's guard or user menu), to return to after login. */
  from?: unknown;
  /** The e-mail to prefill on the next screen. */
  email?: string;
}

/**
 * State for a link or navigation to another auth page: keeps the `from` of the current page's
 * state, so login → register → code → login still ends where the shopper came from, and adds the
 * e-mail to prefill. `from` is passed on untouched: `redirectTarget` checks it when it is used.
 */
export function authFlowState(current: unknown, email?: string): AuthFlowState | undefined {
  const from = (current as { from?: unknown } | null | undefined)?.from;
  if (from === undefined && !email) return undefined;
  return { ...(from === undefined ? {} : { from }), ...(email ? { email } : {}) };
}
