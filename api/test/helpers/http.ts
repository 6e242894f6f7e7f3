// Small helpers for app.inject in tests, and the answer type they read.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiEnvelope, ApiFailure } from '@storefront/shared/types';

/**
 * An answer of the API as a test reads it. The API sends `ApiEnvelope<T>` or `ApiFailure`; a test
 * tells them apart with expect() on the status or on `success`, which TypeScript cannot narrow on,
 * so this one type carries the fields of both: `data` is there on a success only, `errors` and
 * `reason` on a refusal only (reading them on the other kind gives undefined).
 */
export interface Answer<T = unknown> {
  success: boolean;
  mess?: string;
  message?: ApiFailure['message'];
  data: ApiEnvelope<T>['data'];
  errors?: ApiFailure['errors'];
  reason?: ApiFailure['reason'];
}

/** The JSON body of an injected request's answer, read as an API answer carrying `T`. */
export function json<T = unknown>(res: LightMyRequestResponse): Answer<T> {
  return res.json<Answer<T>>();
}

/**
 * A JSON document walked key by key, with no type of its own (the OpenAPI document): every value
 * reads as another node and a test hands what it reaches to expect(). A missing key throws on the
 * next step, as it would untyped.
 */
export interface JsonTree {
  readonly [key: string]: JsonTree;
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: Answer<T>;
  headers: Record<string, unknown>;
}

export async function getJson<T = unknown>(app: FastifyInstance, url: string): Promise<JsonResponse<T>> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: json<T>(res), headers: res.headers };
}

export const API = '/api/api';
