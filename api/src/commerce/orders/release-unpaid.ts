// Unpaid card orders do not hold their stock forever: an order paid by card or mobile wallet
// (JazzCash, Easypaisa) is released exactly as a card order is. An order paid by card that is still pending,
// with no successful payment, is released (cancelled, its stock given back, its payment marked
// cancelled) once CARD_PAYMENT_TIMEOUT_MINUTES have passed since its last payment attempt started or
// failed, and at once when Stripe reports its Checkout session expired. Whatever the retries (each
// starts the clock again), it is released at the latest CARD_ORDER_MAX_UNPAID_HOURS after it was
// placed, so retrying cannot hold stock for ever.
//
// Several API copies may sweep at the same time: each takes the orders it releases with
// FOR UPDATE SKIP LOCKED, so they never wait on each other or release an order twice, and the
// order row is locked before the payment row, as everywhere else (see lockOrder).
import type { Database } from '../../db/types';
import { purgeExpiredRows, type PurgedRows } from '../housekeeping';
import { cancelLockedOrder } from './order-status';
import { lockExpiredUnpaidOrders, lockPaymentIfStillExpired, type AcceptedPaymentMethod } from './orders-repository';

/** The longest an unpaid card order holds its stock, counted from when it was placed. */
export const CARD_ORDER_MAX_UNPAID_HOURS = 24;

export interface ReleasedOrder {
  id: number;
  number: string;
  /** the provider reference of the last attempt (a Stripe session to expire), if any */
  providerRef: string | null;
  paymentMethod: AcceptedPaymentMethod;
}

/**
 * One sweep: releases up to `limit` expired unpaid card orders per transaction, until none is
 * left that another copy is not already handling. Returns the orders released by this call.
 */
export async function releaseUnpaidCardOrders(
  db: Database,
  options: { timeoutMinutes: number; maxUnpaidHours?: number; limit?: number },
): Promise<ReleasedOrder[]> {
  const limit = options.limit ?? 50;
  const rule = {
    timeoutMinutes: options.timeoutMinutes,
    maxUnpaidHours: options.maxUnpaidHours ?? CARD_ORDER_MAX_UNPAID_HOURS,
  };
  const released: ReleasedOrder[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const orders = await lockExpiredUnpaidOrders(tx, rule, limit);
      const done: ReleasedOrder[] = [];
      for (const order of orders) {
        // Order locked above; now its payment, and check again: a new attempt may have started
        // (or a payment succeeded) between the first read and this lock.
        const payment = await lockPaymentIfStillExpired(tx, rule, order.id);
        if (!payment) continue;
        await cancelLockedOrder(tx, order.id);
        done.push({
          id: order.id,
          number: order.number,
          providerRef: payment.providerRef,
          paymentMethod: order.payment_method,
        });
      }
      return { found: orders.length, done };
    });
    released.push(...batch.done);
    if (batch.found < limit) return released;
  }
}

interface SweepLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface UnpaidOrderSweep {
  /** runs one sweep now (also what the timer calls); never throws */
  runOnce(): Promise<ReleasedOrder[]>;
  /** stops the timer and waits for a sweep in progress */
  stop(): Promise<void>;
}

/** How often the sweep also purges rows nothing reads any more (see housekeeping.ts). */
export const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * Sweeps every `intervalMs` (once at start too). `onReleased` is told about each released order,
 * e.g. to expire its Stripe Checkout session so it can no longer be paid. The same timer purges
 * expired sessions, codes and rate-limit counters every `purgeEveryMs` (at the first sweep too).
 */
export function startUnpaidOrderSweep(options: {
  db: Database;
  timeoutMinutes: number;
  maxUnpaidHours?: number;
  log: SweepLogger;
  intervalMs?: number;
  purgeEveryMs?: number;
  onReleased?: (order: ReleasedOrder) => Promise<void>;
}): UnpaidOrderSweep {
  let running: Promise<ReleasedOrder[]> | null = null;
  let lastPurge = -Infinity;
  const release = async (): Promise<ReleasedOrder[]> => {
    try {
      const released = await releaseUnpaidCardOrders(options.db, {
        timeoutMinutes: options.timeoutMinutes,
        maxUnpaidHours: options.maxUnpaidHours,
      });
      if (released.length > 0) {
        options.log.info({ orders: released.map((o) => o.number) }, 'unpaid card orders released');
      }
      for (const order of released) await options.onReleased?.(order).catch(() => undefined);
      return released;
    } catch (err) {
      options.log.error({ err }, 'releasing unpaid card orders failed');
      return [];
    }
  };
  const purge = async (): Promise<void> => {
    if (Date.now() - lastPurge < (options.purgeEveryMs ?? PURGE_INTERVAL_MS)) return;
    lastPurge = Date.now();
    try {
      const purged: PurgedRows = await purgeExpiredRows(options.db);
      if (purged.authTokens + purged.otps + purged.rateLimits > 0) options.log.info({ purged }, 'expired rows purged');
    } catch (err) {
      options.log.error({ err }, 'purging expired rows failed');
    }
  };
  const runOnce = async (): Promise<ReleasedOrder[]> => {
    if (running) return running;
    running = (async () => {
      try {
        const released = await release();
        await purge();
        return released;
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? 60_000);
  timer.unref();
  void runOnce();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      if (running) await running;
    },
  };
}
