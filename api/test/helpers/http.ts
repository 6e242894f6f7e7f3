// Small helpers for app.inject in tests.
import type { FastifyInstance } from 'fastify';

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export async function getJson<T = any>(app: FastifyInstance, url: string): Promise<JsonResponse<T>> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}

export const API = '/api/api';
