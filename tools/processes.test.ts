// The supervisor behind `npm start`, `npm run dev` and the test runner (tools/lib/processes.mjs).
// It is an ES module: it runs in a child Node process here, as the npm scripts run it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Running: it exists and is not a zombie (dead, waiting to be reaped by whoever adopted it). */
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

test('when a child dies, what it started dies with it (no orphaned server keeps a port)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
  const pidFile = path.join(dir, 'grandchild.pid');
  // A wrapper shell starts a long-running "server" and is then killed alone, as a crashed npm or
  // tsx wrapper would be.
  const script = `
    import { run } from ${JSON.stringify(path.join(__dirname, 'lib/processes.mjs'))};
    import fs from 'node:fs';
    const child = run('probe', 'sh', ['-c', 'sleep 300 & echo $! > ${pidFile}; wait'], { critical: false, quiet: true });
    while (!fs.existsSync(${JSON.stringify(pidFile)}) || !fs.readFileSync(${JSON.stringify(pidFile)}, 'utf8').trim()) {
      await new Promise((r) => setTimeout(r, 20));
    }
    child.on('exit', () => setTimeout(() => process.exit(0), 200));
    process.kill(child.pid, 'SIGKILL');`;
  execFileSync(process.execPath, ['--input-type=module', '--eval', script], { timeout: 20_000 });
  const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
  expect(grandchild).toBeGreaterThan(0);
  expect(running(grandchild)).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});
