import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { E2E_RELEASES } from './env';

export default async function globalTeardown() {
  const g = globalThis as { __E2E_PROCESSES__?: { child: ChildProcess }[]; __E2E_DATA_DIR__?: string };
  for (const { child } of g.__E2E_PROCESSES__ ?? []) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  await new Promise((r) => setTimeout(r, 800));
  if (g.__E2E_DATA_DIR__) fs.rmSync(g.__E2E_DATA_DIR__, { recursive: true, force: true });
  fs.rmSync(E2E_RELEASES.dir, { recursive: true, force: true });
}
