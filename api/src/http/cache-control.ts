// How long browsers and shared caches (a CDN in front of the API) may keep an answer. Nothing is
// kept unless its route says so: most answers are a customer's own data, or change with every order
// (stock). Reference data that changes only with a seed or a deploy opts in through its route config.
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache-Control of the route's successful answers (failures are never kept). */
    cacheControl?: string;
  }
}

/** Categories, banners, provinces and cities: the same for everyone, changed only by a seed. */
export const REFERENCE_DATA = { cacheControl: 'public, max-age=300' } as const;

/** onSend hook: the route's Cache-Control for a success, `no-store` otherwise (unless already set). */
export function applyCacheControl(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, payload: unknown) => void,
): void {
  if (!reply.hasHeader('cache-control')) {
    const chosen = reply.statusCode < 300 ? request.routeOptions.config?.cacheControl : undefined;
    reply.header('cache-control', chosen ?? 'no-store');
  }
  done(null, payload);
}
