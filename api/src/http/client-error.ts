// Requests Node's HTTP server refuses before Fastify sees them (headers or address over 16 KB, a
// request not complete in time, malformed framing) still answer the failure envelope, like every
// other error of the API.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failure } from './error-handler';

/** Node's code, and the answer, for each refusal that is not plain malformed HTTP. */
const REFUSALS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The address or the request headers are too long'],
  // The request was not complete within the server's requestTimeout (see app.ts).
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};
const MALFORMED: [number, string] = [400, 'The request could not be read: it is not valid HTTP'];

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // The client went away (or the socket is already answered): there is no one to tell.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, mess] = (error.code && REFUSALS[error.code]) || MALFORMED;
  const body = JSON.stringify(failure(mess));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
