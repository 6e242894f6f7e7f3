/** An e-mail handed over in location state by another auth screen, to prefill the form. */
export function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
}
