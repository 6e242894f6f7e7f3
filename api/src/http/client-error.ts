// Requests Node's HTTP parser rejects before Fastify sees them (headers or address over 16 KB,
// malformed framing) still answer the failure envelope, like every other error of the API.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failure } from './error-handler';

const HEADER_OVERFLOW = 'HPE_HEADER_OVERFLOW';

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // The client went away (or the socket is already answered): there is no one to tell.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === HEADER_OVERFLOW ? 431 : 400;
  const mess = status === 431
    ? 'The address or the request headers are too long'
    : 'The request could not be read: it is not valid HTTP';
  const body = JSON.stringify(failure(mess));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`
    + 'Content-Type: application/json; charset=utf-8\r\n'
    + `Content-Length: ${Buffer.byteLength(body)}\r\n`
    + 'Connection: close\r\n\r\n'
    + body,
  );
}
