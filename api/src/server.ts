// Starts the API: config → database → migrations → seed when empty → listen.
import { buildApp } from './app';
import { ConfigError, loadConfig, loadEnvFile } from './config';
import { openDatabase } from './db/open-database';
import { migrate } from './db/migrate';
import { isCatalogEmpty, seedDatabase } from './seed/seed-database';

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

  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (config.seedOnEmpty && (await isCatalogEmpty(db))) {
    console.log('Empty database: seeding the demo catalogue…');
    await seedDatabase(db);
  }
  const app = await buildApp({ db, config });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`API docs at http://localhost:${config.port}/api/docs (database: ${db.kind})`);
}

start().catch((err: unknown) => {
  console.error('The API could not start:', err);
  process.exit(1);
});
