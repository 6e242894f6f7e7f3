// npm run bench -w api [-- options]   (--help lists them)
// For each database (a PostgreSQL server with --database-url / DATABASE_URL, the embedded PGlite
// with --databases pglite) and each catalogue size: seeds (or reuses) the data, starts the API as
// its own process in production mode, then loads each request from another process running
// autocannon, --runs times. Prints a table per database and size and writes them to
// bench/results.md. Figures are printed, never asserted: they depend on the machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AppDatabase } from '../src/db/app-database';
import { acquireDataLock } from '../src/db/data-lock';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { DEFAULT_PRODUCT_COUNT } from '../src/seed/seed-database';
import {
  checkOrders,
  describeOrderCheck,
  ensureCatalogue,
  ensurePostgresDatabase,
  prepareOrders,
  sampleProductSlug,
  vacuumAnalyze,
} from './database';
import type { LoadJob, LoadResult } from './load';
import { FINDINGS_HEADING, markdownReport, textTable, type Row, type Section } from './report';
import { orderRequest, POPULAR_PRODUCTS, type OrderFixture } from './order-target';
import { buildTargets, HEALTH, type Target } from './targets';

const API_DIR = path.resolve(__dirname, '..');
const RESULTS_FILE = path.join(__dirname, 'results.md');

/** The hand-written part of the results file (its findings), kept when the tables are rewritten. */
function readFindings(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(FINDINGS_HEADING);
  return start >= 0 ? text.slice(start) : undefined;
}
const LARGE = 1_000_000;

const USAGE = `Usage: npm run bench -w api -- [options]
  --database-url URL   PostgreSQL server (default: DATABASE_URL). The database it names is never
                       written: each size gets its own, <name>_<size> (e.g. bench_demo, bench_100k),
                       created when missing
  --databases LIST     postgres,pglite (default: postgres when a URL is given, else pglite); PGlite
                       data lives in api/.data/bench-pglite-<size>
  --sizes LIST         catalogue sizes: demo (${DEFAULT_PRODUCT_COUNT} products) or a number (default: demo,100000)
  --pglite-sizes LIST  sizes for PGlite (default: --sizes)
  --connections N      concurrent connections (default 32)
  --duration S         seconds per request and run (default 20)
  --duration-large S   seconds for sizes of ${LARGE} products and more (default: --duration)
  --runs N             runs per request; the median run by req/s is reported (default 3)
  --customers N        customers the order target rotates through (default 5000)
  --port N             port of the API under test (default 4710)
  --api-processes N    API processes sharing the port behind Node's cluster module, which hands
                       connections out round-robin (default 1; PostgreSQL only)
  --api-env KEY=VALUE  an environment variable for the API processes; repeat for more
  --only TEXT          measure only the requests whose name holds TEXT (and health, the ceiling);
                       the tables are printed, results.md is left as it is`;

class UsageError extends Error {}

function whole(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min) {
    throw new UsageError(`--${name} must be a whole number of at least ${min} (got "${value}")`);
  }
  return n;
}

function sizes(name: string, value: string): number[] {
  return value.split(',').map((part) => {
    const text = part.trim().replace(/_/g, '');
    if (text === 'demo') return DEFAULT_PRODUCT_COUNT;
    return whole(name, text, 0, 1);
  });
}

/** demo, 100k, 1m: names databases, folders and tables. */
function label(size: number): string {
  if (size === DEFAULT_PRODUCT_COUNT) return 'demo';
  if (size % 1_000_000 === 0) return `${size / 1_000_000}m`;
  if (size % 1000 === 0) return `${size / 1000}k`;
  return String(size);
}

/** The bench sets these itself, per database and run. */
const BENCH_OWNED_ENV = ['DATABASE_URL', 'PGLITE_DIR', 'PORT', 'HOST', 'API_PROCESSES'];

function apiEnv(pairs: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of pairs) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(pair);
    if (!match) throw new UsageError(`--api-env takes KEY=VALUE (got "${pair}")`);
    if (BENCH_OWNED_ENV.includes(match[1])) {
      throw new UsageError(`--api-env cannot set ${match[1]}: the bench sets it (use its own options)`);
    }
    env[match[1]] = match[2];
  }
  return env;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      databases: { type: 'string' },
      sizes: { type: 'string', default: 'demo,100000' },
      'pglite-sizes': { type: 'string' },
      connections: { type: 'string' },
      duration: { type: 'string' },
      'duration-large': { type: 'string' },
      runs: { type: 'string' },
      customers: { type: 'string' },
      port: { type: 'string' },
      only: { type: 'string' },
      'api-processes': { type: 'string' },
      'api-env': { type: 'string', multiple: true },
      help: { type: 'boolean', default: false },
    },
  });
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  const databases = (values.databases ?? (url ? 'postgres' : 'pglite')).split(',').map((d) => d.trim());
  for (const d of databases) {
    if (d !== 'postgres' && d !== 'pglite')
      throw new UsageError(`--databases takes postgres and/or pglite (got "${d}")`);
  }
  if (databases.includes('postgres') && !url) {
    throw new UsageError(
      'postgres needs --database-url or DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/bench',
    );
  }
  const duration = whole('duration', values.duration, 20);
  const apiProcesses = whole('api-processes', values['api-processes'], 1);
  if (apiProcesses > 1 && databases.includes('pglite')) {
    throw new UsageError(
      '--api-processes above 1 needs PostgreSQL: a PGlite data folder belongs to one process, so several API processes cannot share it',
    );
  }
  return {
    help: values.help,
    url,
    databases: databases as ('postgres' | 'pglite')[],
    sizes: sizes('sizes', values.sizes),
    pgliteSizes: sizes('pglite-sizes', values['pglite-sizes'] ?? values.sizes),
    connections: whole('connections', values.connections, 32),
    duration,
    durationLarge: whole('duration-large', values['duration-large'], duration),
    runs: whole('runs', values.runs, 3),
    customers: whole('customers', values.customers, 5000),
    port: whole('port', values.port, 4710),
    only: values.only,
    apiProcesses,
    apiEnv: apiEnv(values['api-env'] ?? []),
  };
}

type Options = ReturnType<typeof readOptions>;

/** Runs `file` with tsx in a new Node process. */
function node(file: string, args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], options);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/**
 * Starts the API in production mode (no seeding, no dev outbox) and waits for /api/health; with
 * several processes (bench/cluster.ts), also until every one of them listens.
 */
async function startApi(env: Record<string, string>, port: number, processes: number): Promise<ChildProcess> {
  const { DATABASE_URL: _url, PGLITE_DIR: _dir, ...inherited } = process.env;
  const clustered = processes > 1;
  const child = node(clustered ? path.join(__dirname, 'cluster.ts') : 'src/server.ts', [], {
    cwd: API_DIR,
    stdio: ['ignore', 'inherit', 'inherit', ...(clustered ? (['ipc'] as const) : [])],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      SEED_ON_EMPTY: 'false',
      PAYMENT_TEST_GATEWAY: 'true',
      // Production needs a mail server; nothing listens here, so order mails fail at once (unawaited).
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      ...env,
      API_PROCESSES: String(processes),
    },
  });
  let allListening = !clustered;
  child.on('message', (message: { ready?: boolean }) => (allListening ||= message.ready === true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} while starting`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok && allListening) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not answer /api/health within 60 s');
}

async function stopApi(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited(child);
  clearTimeout(timer);
}

/** One request of each target, so a wrong slug or body fails loudly before minutes of load. */
async function preflight(origin: string, targets: Target[], fixture: OrderFixture): Promise<void> {
  for (const target of targets) {
    const init = target.order
      ? { method: 'POST', ...orderRequest(fixture, fixture.offset++, `preflight-${Date.now()}`) }
      : {};
    const res = await fetch(origin + target.path, init);
    if (!res.ok) throw new Error(`${target.name}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
}

/** Runs the load generator in its own process for one target. */
async function load(job: LoadJob, dir: string): Promise<LoadResult> {
  const file = path.join(dir, 'job.json');
  writeFileSync(file, JSON.stringify(job));
  const child = node(path.join(__dirname, 'load.ts'), [file], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await exited(child);
  if (code !== 0) throw new Error(`the load generator failed (exit code ${code}) on ${job.target.name}`);
  return JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
}

function summarise(name: string, runs: LoadResult[]): Row {
  const sorted = [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec);
  const statuses = new Map<string, number>();
  for (const run of runs) {
    for (const [code, count] of Object.entries(run.statuses)) {
      if (!code.startsWith('2')) statuses.set(code, (statuses.get(code) ?? 0) + count);
    }
  }
  const sockets = runs.reduce((sum, r) => sum + r.socketErrors, 0);
  const parts = [...statuses].map(([code, count]) => `${code}×${count}`);
  if (sockets) parts.push(`socket×${sockets}`);
  return {
    name,
    median: sorted[Math.floor((sorted.length - 1) / 2)],
    errors: runs.reduce((sum, r) => sum + r.non2xx + r.socketErrors, 0),
    statuses: parts.join(', '),
  };
}

async function openFor(kind: 'postgres' | 'pglite', size: number, options: Options) {
  if (kind === 'postgres') {
    const base = new URL(options.url!);
    const name = `${base.pathname.replace(/^\//, '') || 'bench'}_${label(size)}`;
    const url = await ensurePostgresDatabase(options.url!, name);
    const env: Record<string, string> = { DATABASE_URL: url };
    return { db: await openPostgres(url), env, where: `database ${name}` };
  }
  const dir = path.join(API_DIR, '.data', `bench-pglite-${label(size)}`);
  const lock = await acquireDataLock(dir, 'command');
  const db = await openPglite(dir);
  const close = db.close.bind(db);
  const wrapped: AppDatabase = Object.assign(db, {
    close: async () => {
      await close();
      lock.release();
    },
  });
  const env: Record<string, string> = { PGLITE_DIR: dir };
  return { db: wrapped, env, where: path.relative(API_DIR, dir) };
}

/** After the API has stopped (PGlite allows one process): the run's orders against the stock they took. */
async function checkPlacedOrders(kind: 'postgres' | 'pglite', size: number, options: Options, fixture: OrderFixture) {
  const { db } = await openFor(kind, size, options);
  try {
    const check = await checkOrders(db, fixture);
    const line = describeOrderCheck(check);
    console.log(`  ${line}`);
    if (!check.ok) process.exitCode = 1;
    return line;
  } finally {
    await db.close();
  }
}

/** How the API ran, when not as one plain process. */
function apiNote(options: Options): string {
  const parts = Object.entries(options.apiEnv).map(([key, value]) => withoutPasswords(`${key}=${value}`));
  if (options.apiProcesses > 1) parts.unshift(`${options.apiProcesses} API processes (cluster)`);
  return parts.length ? `; API: ${parts.join(', ')}` : '';
}

async function benchOne(kind: 'postgres' | 'pglite', size: number, options: Options): Promise<Section> {
  const log = (line: string) => console.log(line);
  const { db, env, where } = await openFor(kind, size, options);
  log(`\n${kind}, ${size} products (${where})`);
  let slug: string;
  let fixture: OrderFixture;
  let version: string;
  try {
    await ensureCatalogue(db, size, log);
    slug = await sampleProductSlug(db);
    fixture = await prepareOrders(db, options.customers);
    await vacuumAnalyze(db);
    const { rows } = await db.query<{ server_version: string }>('SHOW server_version');
    version = rows[0].server_version.split(' ')[0];
  } finally {
    await db.close();
  }
  const duration = size >= LARGE ? options.durationLarge : options.duration;
  const origin = `http://127.0.0.1:${options.port}`;
  const targets = buildTargets(slug, fixture).filter(
    (t) => t.name === HEALTH || !options.only || t.name.includes(options.only),
  );
  const results = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const api = await startApi({ ...env, ...options.apiEnv }, options.port, options.apiProcesses);
  try {
    await preflight(origin, targets, fixture);
    for (let run = 1; run <= options.runs; run += 1) {
      for (const target of targets) {
        process.stdout.write(`  run ${run}/${options.runs}: ${target.name}… `);
        const job: LoadJob = { origin, target, connections: options.connections, duration };
        const result = await load(job, tmp);
        // The next order run starts with customers this one did not use.
        if (target.order) fixture.offset += result.requests;
        results.get(target.name)!.push(result);
        console.log(`${result.reqPerSec.toFixed(0)} req/s`);
      }
    }
  } finally {
    await stopApi(api);
    rmSync(tmp, { recursive: true, force: true });
  }
  const orderCheck = targets.some((t) => t.order) ? await checkPlacedOrders(kind, size, options, fixture) : '';
  const rows = targets.map((t) => summarise(t.name, results.get(t.name)!));
  const engine = kind === 'postgres' ? `PostgreSQL ${version} server` : `PGlite (PostgreSQL ${version}, embedded)`;
  return {
    title: `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${label(size)} (${size.toLocaleString('en')} products)`,
    note: `${engine}; ${options.connections} connections, ${options.runs} × ${duration} s per request; orders of 1-3 lines from the same ${POPULAR_PRODUCTS} popular products rotate over ${options.customers} customers${apiNote(options)}${orderCheck && `; ${orderCheck}`}`,
    ceiling: rows.find((r) => r.name === HEALTH)!.median.reqPerSec,
    rows,
  };
}

/** Text with any database URL's password taken out (an --api-env value may hold one too). */
function withoutPasswords(text: string): string {
  return text.replace(/(postgres(?:ql)?:\/\/[^:@/\s]*):[^@/\s]*@/g, '$1@');
}

/** The command as run, without any password a database URL holds. */
function commandLine(): string {
  const args = process.argv.slice(2).map(withoutPasswords);
  return ['npm run bench -w api', ...(args.length ? ['--', ...args] : [])].join(' ');
}

async function main() {
  const options = readOptions();
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const sections: Section[] = [];
  let postgresVersion: string | undefined;
  const plan = options.databases.flatMap((kind) =>
    (kind === 'postgres' ? options.sizes : options.pgliteSizes).map((size) => ({ kind, size })),
  );
  for (const { kind, size } of plan) {
    const section = await benchOne(kind, size, options);
    if (kind === 'postgres') postgresVersion = /PostgreSQL (\S+)/.exec(section.note)?.[1];
    sections.push(section);
    console.log(`\n${textTable(section)}`);
    // Written after every section, so a long run that stops part-way keeps what it measured.
    const context = {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      cores: os.availableParallelism(),
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      node: process.version,
      postgres: postgresVersion,
      connections: options.connections,
      command: commandLine(),
    };
    // A run of some requests only (--only) would replace the full tables with part of them.
    if (!options.only) writeFileSync(RESULTS_FILE, markdownReport(context, sections, readFindings(RESULTS_FILE)));
  }
  if (!options.only) console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) {
    console.error(`${err.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
