// PGlite keeps its data in a folder that only one process may open: a second process opening it
// works on its own copy in memory and its changes are lost (or the files damaged). So whoever opens
// the folder holds a lock file in it:
//  - the API server, for as long as it runs; once listening it adds its port and a random admin
//    token to the file (mode 0600, readable by the same user only), so the order:status command
//    can send its change to the running server instead of opening the folder;
//  - a command (order:status, seed) while it works on the folder itself.
// A lock whose process is gone is stale and taken over.
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'storefront-api.lock';

export type LockRole = 'server' | 'command';

export interface LockInfo {
  pid: number;
  role: LockRole;
  startedAt: string;
  /** set by a server once it listens: where the order:status command reaches its admin route */
  adminUrl?: string | null;
  /** set by a server once it listens: the admin route's bearer token */
  token?: string;
}

export class LockHeldError extends Error {
  constructor(
    readonly file: string,
    readonly holder: LockInfo,
  ) {
    super(
      holder.role === 'server'
        ? `The API (process ${holder.pid}) is using the database folder ${path.dirname(file)}. Stop it first, or use another PGLITE_DIR. (If no such process runs, delete ${file}.)`
        : `A command (process ${holder.pid}) is working on the database folder ${path.dirname(file)}. Try again when it has finished. (If no such process runs, delete ${file}.)`,
    );
    this.name = 'LockHeldError';
  }
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, LOCK_FILE_NAME);

function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readInfo(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    return typeof info?.pid === 'number' ? info : null;
  } catch {
    return null;
  }
}

/** The live holder of the folder's lock, or null when it is free (or stale). */
export function readDataLock(dataDir: string): LockInfo | null {
  const info = readInfo(lockFileOf(dataDir));
  return info && isAlive(info.pid) ? info : null;
}

export interface DataLock {
  readonly file: string;
  /** Adds the admin route's address and token (server, once listening). */
  publish(details: { adminUrl: string | null; token: string }): void;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

/** Writes the file so that no other user can read it, replacing it in one step. */
function writePrivate(file: string, info: LockInfo): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(info)}\n`, { mode: 0o600 });
  renameSync(temp, file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the folder's lock for this process. A live holder makes it throw LockHeldError, except that
 * a server waits (up to `waitMs`) for a command to finish. A stale lock is taken over.
 */
export async function acquireDataLock(
  dataDir: string,
  role: LockRole,
  options: { waitMs?: number } = {},
): Promise<DataLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const waitUntil = Date.now() + (options.waitMs ?? (role === 'server' ? 30_000 : 0));
  const mine: LockInfo = { pid: process.pid, role, startedAt: new Date().toISOString() };
  for (;;) {
    try {
      // 'wx' fails when the file exists: of two processes starting together, one wins.
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeFileSync(fd, `${JSON.stringify(mine)}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readInfo(file);
      if (!holder || !isAlive(holder.pid)) {
        // Stale (its process is gone) or unreadable: take it over.
        try {
          unlinkSync(file);
        } catch {
          // Someone else removed it first.
        }
        continue;
      }
      if (holder.role === 'command' && Date.now() < waitUntil) {
        await sleep(200);
        continue;
      }
      throw new LockHeldError(file, holder);
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readInfo(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  // Also on a crash or process.exit(): the next start must not find our lock.
  process.on('exit', release);
  return {
    file,
    publish(details) {
      if (!released) writePrivate(file, { ...mine, ...details });
    },
    release,
  };
}

/** Where a server listening on `host:port` is reached from this machine, or null if it is not. */
export function localAdminUrl(host: string, port: number): string | null {
  if (host === '0.0.0.0' || host === '::' || host === 'localhost') return `http://127.0.0.1:${port}`;
  if (/^127\.\d+\.\d+\.\d+$/.test(host)) return `http://${host}:${port}`;
  if (host === '::1') return `http://[::1]:${port}`;
  return null;
}
