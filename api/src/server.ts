// Starts the API: config → database → migrations → seed when empty → listen.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadEnvFile } from './config';
import { acquireDataLock, LockHeldError, localAdminUrl, type DataLock } from './db/data-lock';
import { openDatabase } from './db/open-database';
import { migrate } from './db/migrate';
import { openPostgres } from './db/postgres';
import { isCatalogEmpty, seedDatabase } from './seed/seed-database';
import { startUnpaidOrderSweep } from './commerce/orders/release-unpaid';
import { createCardPayments } from './commerce/checkout/card-payments';

async function start() {
  let config;
  try {
    loadEnvFile();
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // The embedded database's folder is this process's alone while it runs (see db/data-lock.ts).
  let lock: DataLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = await acquireDataLock(config.pgliteDir, 'server');
    } catch (err) {
      if (err instanceof LockHeldError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }
  // With the folder held, order:status reaches the server through a local admin route.
  const adminToken = lock ? randomBytes(32).toString('base64url') : undefined;

  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (config.seedOnEmpty && (await isCatalogEmpty(db))) {
    console.log('Empty database: seeding the demo catalogue…');
    await seedDatabase(db);
  }
  // Catalogue reads may go to a read replica; everything that writes or takes stock stays on db.
  const readDb = config.databaseReadUrl ? await openPostgres(config.databaseReadUrl) : db;
  // One card-payment provider for the routes and the unpaid-order sweep.
  const cardPayments = createCardPayments(config);
  const app = await buildApp({ db, readDb, config, adminToken, cardPayments });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');

  // Unpaid card orders give their stock back after CARD_PAYMENT_TIMEOUT_MINUTES, or at the latest
  // a day after they were placed (every copy sweeps; SKIP LOCKED keeps them from getting in each
  // other's way); the same timer purges expired sessions, codes and rate-limit counters hourly.
  const sweep = startUnpaidOrderSweep({
    db,
    timeoutMinutes: config.cardPaymentTimeoutMinutes,
    log: app.log,
    onReleased: async (order) => {
      // Only a Stripe session can be closed at the provider; a wallet attempt stops with its order.
      if (order.providerRef && order.paymentMethod === 'stripe') await cardPayments.cancelCheckout(order.providerRef);
    },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await sweep.stop();
      await app.close();
      if (readDb !== db) await readDb.close();
      await db.close();
      lock?.release();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (lock && adminToken) {
    const { port } = app.server.address() as AddressInfo;
    lock.publish({ adminUrl: localAdminUrl(config.host, port), token: adminToken });
  }
  const replica = readDb !== db ? ', catalogue reads from the read replica' : '';
  const docs = config.apiDocs ? `, docs at http://localhost:${config.port}/api/docs` : '';
  const outbox = config.devOutbox ? ', dev outbox on (GET /api/api/dev/mails)' : '';
  app.log.info(`API listening (database: ${db.kind}${replica}${docs}${outbox})`);
}

start().catch((err: unknown) => {
  console.error('The API could not start:', err);
  process.exit(1);
});
