/**
 * Why a remote module could not be loaded: 'unreachable' (remote down, 404, bad manifest, chunk
 * failure) or 'incompatible' (a release that needs what the page does not have: remote-compat.ts).
 */
export type RemoteUnavailableReason = 'unreachable' | 'incompatible';

/** Thrown when a remote module cannot be loaded. */
export class RemoteUnavailableError extends Error {
  readonly remote: string;
  readonly expose: string;
  readonly reason: RemoteUnavailableReason;

  constructor(remote: string, expose: string, options?: { cause?: unknown; reason?: RemoteUnavailableReason }) {
    super(`The remote module ${remote}/${expose.replace(/^\.\//, '')} could not be loaded`);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
    this.expose = expose;
    this.reason = options?.reason ?? 'unreachable';
    if (options && 'cause' in options) (this as { cause?: unknown }).cause = options.cause;
  }
}

export function isRemoteUnavailableError(error: unknown): error is RemoteUnavailableError {
  return error instanceof RemoteUnavailableError || (error instanceof Error && error.name === 'RemoteUnavailableError');
}
