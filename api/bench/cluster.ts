// The API as several processes on one port, for the bench's --api-processes: Node's cluster
// primary owns the listening socket and hands each new connection to the next worker in turn
// (round-robin, the default everywhere but Windows). Each worker runs the normal server entry, so
// what is measured is the API as deployed, only copied. That is safe on one PostgreSQL database:
// migrations and the seed take advisory locks, and the unpaid-order sweep takes its orders with
// SKIP LOCKED. PGlite cannot be shared (its folder is one process's alone); run.ts refuses it.
//
// API_PROCESSES=N node --import tsx bench/cluster.ts   (the server's own variables pass through)
// Sends { ready: true } over IPC once every worker listens, and stops them all on SIGTERM/SIGINT.
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';

const count = Number(process.env.API_PROCESSES ?? '2');
if (!Number.isSafeInteger(count) || count < 1) {
  console.error(`API_PROCESSES must be a whole number of at least 1 (got "${process.env.API_PROCESSES}")`);
  process.exit(2);
}

cluster.setupPrimary({
  exec: path.join(__dirname, '..', 'src', 'server.ts'),
  execArgv: ['--import', 'tsx'],
});

const workers = new Set<Worker>();
let listening = 0;
let stopping = false;

function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const worker of workers) worker.process.kill('SIGTERM');
}

cluster.on('listening', () => {
  listening += 1;
  // Only now does every worker get its share: a load started earlier would find one process.
  if (listening === count) process.send?.({ ready: true });
});

cluster.on('exit', (worker, code, signal) => {
  workers.delete(worker);
  // One copy lost mid-run would quietly halve what is measured: stop the whole API instead.
  if (!stopping) {
    console.error(`API worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); stopping the others`);
    stopAll(1);
  }
  if (workers.size === 0) process.exit();
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(0));

for (let i = 0; i < count; i += 1) workers.add(cluster.fork());
