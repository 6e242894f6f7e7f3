// A stand-in for the API's /wishlist routes behind the real axios client (its adapter), for tests of
// the wishlist saga and the screens that use it. Other calls answer an empty success.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@storefront/shared/api';
import type { Product, WishlistEntry } from '@storefront/shared/types';

export interface FakeWishlistServer {
  /** Saved ids, most recently saved first. */
  saved: number[];
  /** Every call answered, as 'METHOD /path'. */
  calls: string[];
  /** Answer the next call of `request` ('PUT /wishlist/items/3', 'GET /wishlist') with this failure. */
  failNext: (request: string, status: number, mess?: string) => void;
  /** Hold every answer until release(), to see what the page shows meanwhile. */
  hold: () => void;
  release: () => void;
}

export interface FakeWishlistOptions {
  saved?: number[];
  /** The shop's products: GET /wishlist answers them; saving any other id is a 404. */
  products?: Product[];
}

export function fakeWishlistServer({ saved = [], products = [] }: FakeWishlistOptions = {}): FakeWishlistServer {
  const failures = new Map<string, { status: number; mess: string }>();
  let held: (() => void)[] | null = null;
  const server: FakeWishlistServer = {
    saved: [...saved],
    calls: [],
    failNext: (request, status, mess = 'Internal Server Error') => {
      failures.set(request, { status, mess });
    },
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((go) => go());
    },
  };

  const reply = (config: InternalAxiosRequestConfig, status: number, body: object): Promise<AxiosResponse> => {
    const response = { status, statusText: String(status), data: body, headers: {}, config };
    if (status < 400) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response),
    );
  };
  const refuse = (config: InternalAxiosRequestConfig, status: number, mess: string) =>
    reply(config, status, { success: false, mess, message: mess });

  const answer = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    server.calls.push(request);
    const failure = failures.get(request);
    if (failure) {
      failures.delete(request);
      return refuse(config, failure.status, failure.mess);
    }
    const ids = () => ({ success: true, data: { productIds: [...server.saved] } });
    if (request === 'GET /wishlist/ids') return reply(config, 200, ids());
    if (request === 'GET /wishlist') {
      const entries: WishlistEntry[] = server.saved.flatMap((id) => {
        const product = products.find((p) => p.id === id);
        return product ? [{ product, addedAt: '2026-01-01T09:00:00.000Z' }] : [];
      });
      return reply(config, 200, { success: true, data: entries });
    }
    const item = /^(PUT|DELETE) \/wishlist\/items\/(\d+)$/.exec(request);
    if (item?.[1] === 'PUT') {
      const id = Number(item[2]);
      if (!products.some((p) => p.id === id)) return refuse(config, 404, 'Product not found');
      server.saved = [id, ...server.saved.filter((s) => s !== id)];
      return reply(config, 200, { ...ids(), mess: 'Saved to your wishlist' });
    }
    if (item?.[1] === 'DELETE') {
      server.saved = server.saved.filter((s) => s !== Number(item[2]));
      return reply(config, 200, { ...ids(), mess: 'Removed from your wishlist' });
    }
    return reply(config, 200, { success: true, data: null });
  };

  const adapter: AxiosAdapter = (config) =>
    held
      ? new Promise((resolve, reject) => held!.push(() => void answer(config).then(resolve, reject)))
      : answer(config);
  api.defaults.adapter = adapter;
  return server;
}
