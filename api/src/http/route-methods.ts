// Which methods each path of the API answers to, so a known path called with another method
// answers 405 with an Allow header, as HTTP asks, instead of claiming the route does not exist.
// Fastify's own router is not open to such a question, so a second router (find-my-way, the one
// Fastify is built on, with the same defaults) is fed every route as it is registered.
import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

export type AllowedMethods = (path: string) => string[];

const noop = () => undefined;

/** Call before any route is registered; the answer knows every route added after. */
export function trackRouteMethods(app: FastifyInstance): AllowedMethods {
  const router = FindMyWay();
  const methods = new Set<HTTPMethod>();
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      methods.add(method);
      router.on(method, route.url, noop);
    }
  });
  return (path) => [...methods].filter((method) => router.find(method, path) !== null).sort();
}
