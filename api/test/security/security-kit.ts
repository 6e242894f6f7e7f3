// Helpers of the security suite: every route the app has registered (read from Fastify's own
// route table, so a new route is covered without anyone listing it), the failure envelope every
// refusal must use, and the counts each file reports.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API, call, unique } from '../commerce/commerce-test-kit';

export interface RegisteredRoute {
  method: string;
  /** Fastify's form: /api/api/customer/getUserDetailsByid/:id */
  url: string;
}

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+) \(([A-Z, ]+)\)$/;

/**
 * Every route of the app and its methods (HEAD left out: Fastify adds it to each GET), read from
 * `printRoutes`, the one listing of the route table Fastify offers once routes are registered.
 * Each line of the tree is a piece of the path under the line it is indented from.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const pieces: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    pieces.length = depth;
    pieces.push(match[2]);
    const url = pieces.join('');
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  if (routes.length === 0) throw new Error('no route read from printRoutes: has its format changed?');
  return routes;
}

/**
 * "GET /customer/getAddress": a route as the matrices name it, without the API prefix or a trailing
 * slash (a plugin's '/' route answers both /wishlist and /wishlist/).
 */
export const routeName = (route: RegisteredRoute) =>
  `${route.method} ${route.url.replace(API, '').replace(/(.)\/$/, '$1')}`;

/** The route's URL with every `:param` (and a `*`) filled in. */
export function fillPath(url: string, value: (param: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, param: string) => value(param)).replace(/\*$/, value('*'));
}

/** The routes that answer a call without a token with 401: the ones a customer must be logged in for. */
export async function routesNeedingLogin(app: FastifyInstance): Promise<RegisteredRoute[]> {
  const needing: RegisteredRoute[] = [];
  const seen = new Set<string>();
  for (const route of registeredRoutes(app)) {
    if (seen.has(routeName(route))) continue;
    seen.add(routeName(route));
    const res = await call(app, {
      method: route.method,
      url: fillPath(route.url, () => '1'),
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
    if (res.status === 401) needing.push(route);
  }
  return needing;
}

/** Why an answer is not the failure envelope `{ success: false, mess, message, errors? }`, or null. */
export function envelopeProblem(res: { status: number; raw: { body: string; headers: Record<string, unknown> } }) {
  const header = res.raw.headers['content-type'];
  const type = typeof header === 'string' ? header : '';
  if (!type.startsWith('application/json')) return `content-type is "${type}"`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.raw.body) as Record<string, unknown>;
  } catch {
    return 'the body is not JSON';
  }
  if (body.success !== false) return 'success is not false';
  if (typeof body.mess !== 'string' || body.mess.trim() === '') return 'mess is not a message';
  if (body.message !== body.mess) return 'message is not mess';
  if (body.errors !== undefined) {
    const errors = body.errors as Record<string, unknown>;
    if (typeof errors !== 'object' || errors === null || Object.values(errors).some((e) => typeof e !== 'string')) {
      return 'errors is not a map of field messages';
    }
  }
  return null;
}

/** A fresh client address for each call: per-address rate limits then never mix the suite's calls. */
export const freshIp = () => unique().ip;

/**
 * Reports what a file covered: to SECURITY_REPORT_DIR (where `npm test` reads it and prints the
 * counts), or on the console when the suite runs on its own.
 */
export function reportCounts(part: string, counts: Record<string, number>): void {
  const dir = process.env.SECURITY_REPORT_DIR;
  const line = `${part}: ${Object.entries(counts)
    .map(([what, n]) => `${n} ${what}`)
    .join(', ')}`;
  if (!dir) {
    console.log(line);
    return;
  }
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${part.replace(/\W+/g, '-')}.json`), JSON.stringify({ part, counts, line }));
}
