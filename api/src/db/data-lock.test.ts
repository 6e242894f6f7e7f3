import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataLock, localAdminUrl, lockFileOf, LockHeldError, readDataLock } from './data-lock';

const made: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'data-lock-'));
  made.push(dir);
  return dir;
};

let other: ChildProcess;
beforeAll(() => {
  // Another live process to hold locks in these tests.
  other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
});
afterAll(() => {
  other.kill();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const writeLock = (dir: string, info: object) => writeFileSync(lockFileOf(dir), JSON.stringify(info));

describe('acquireDataLock', () => {
  it('creates a lock file readable by its owner only, and removes it on release', async () => {
    const dir = folder();
    const lock = await acquireDataLock(dir, 'server');
    expect(statSync(lock.file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, role: 'server' });
    lock.publish({ adminUrl: 'http://127.0.0.1:4321', token: 'secret-token' });
    expect(statSync(lock.file).mode & 0o777).toBe(0o600);
    expect(readDataLock(dir)).toMatchObject({
      pid: process.pid,
      role: 'server',
      adminUrl: 'http://127.0.0.1:4321',
      token: 'secret-token',
    });
    lock.release();
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    expect(readDataLock(dir)).toBeNull();
  });

  it('refuses a folder held by another live process, naming it', async () => {
    const dir = folder();
    writeLock(dir, { pid: other.pid, role: 'server', startedAt: new Date().toISOString() });
    await expect(acquireDataLock(dir, 'command')).rejects.toThrow(LockHeldError);
    await expect(acquireDataLock(dir, 'command')).rejects.toThrow(
      `The API (process ${other.pid}) is using the database folder`,
    );
    await expect(acquireDataLock(dir, 'server', { waitMs: 0 })).rejects.toThrow(LockHeldError);
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = folder();
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.on('exit', resolve));
    writeLock(dir, { pid: gone.pid, role: 'server', startedAt: new Date().toISOString() });
    expect(readDataLock(dir)).toBeNull();
    const lock = await acquireDataLock(dir, 'command');
    expect(readDataLock(dir)).toMatchObject({ pid: process.pid, role: 'command' });
    lock.release();
  });

  it('a server waits for a command to finish with the folder', async () => {
    const dir = folder();
    writeLock(dir, { pid: other.pid, role: 'command', startedAt: new Date().toISOString() });
    setTimeout(() => unlinkSync(lockFileOf(dir)), 300);
    const lock = await acquireDataLock(dir, 'server', { waitMs: 5000 });
    expect(readDataLock(dir)?.pid).toBe(process.pid);
    lock.release();
  });
});

describe('localAdminUrl', () => {
  it('reaches wildcard and loopback listeners through loopback, and nothing else', () => {
    expect(localAdminUrl('0.0.0.0', 4000)).toBe('http://127.0.0.1:4000');
    expect(localAdminUrl('::', 4000)).toBe('http://127.0.0.1:4000');
    expect(localAdminUrl('localhost', 4000)).toBe('http://127.0.0.1:4000');
    expect(localAdminUrl('127.0.0.2', 4000)).toBe('http://127.0.0.2:4000');
    expect(localAdminUrl('::1', 4000)).toBe('http://[::1]:4000');
    expect(localAdminUrl('192.168.1.5', 4000)).toBeNull();
  });
});
