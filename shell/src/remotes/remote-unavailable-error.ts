/** Thrown when a remote module cannot be fetched (remote down, 404, bad manifest, chunk failure). */
export class RemoteUnavailableError extends Error {
  readonly remote: string;
  readonly expose: string;

  constructor(remote: string, expose: string, options?: { cause?: unknown }) {
    super(`The remote module ${remote}/${expose.replace(/^\.\//, '')} could not be loaded`);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
    this.expose = expose;
    if (options && 'cause' in options) (this as { cause?: unknown }).cause = options.cause;
  }
}

export function isRemoteUnavailableError(error: unknown): error is RemoteUnavailableError {
  return error instanceof RemoteUnavailableError || (error instanceof Error && error.name === 'RemoteUnavailableError');
}
