// A tiny supervisor: starts child processes with prefixed output, waits for URLs, and stops them
// all together (Ctrl+C, or when one of them dies).
import { spawn } from 'node:child_process';

const children = new Set();
let stopping = false;

export function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  children.add(child);
  const prefix = `[${name}] `;
  // A quiet child's last lines are kept, to say why it died if it does (a port in use...).
  const recent = [];
  const forward = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        if (!options.quiet) out.write(prefix + line + '\n');
        else if (recent.push(line) > 20) recent.shift();
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    // A child is often a wrapper (npm → sh → tsx → node): when it dies, what it started goes too,
    // or an orphaned server would keep its port (and the embedded database's lock).
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // nothing left in its group
    }
    if (!stopping && options.critical !== false) {
      for (const line of recent) process.stderr.write(prefix + line + '\n');
      console.error(`${prefix}exited (${signal ?? code}); stopping everything.`);
      stopAll(1);
    }
  });
  return child;
}

/** Runs a command to completion, inheriting output; rejects on a non-zero exit. */
export function exec(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function waitForUrl(url, { timeoutMs = 120_000, intervalMs = 300 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

export function stopAll(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}

export function stopOnSignals() {
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}
