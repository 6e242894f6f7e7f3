// The release tool as an operator runs it (tools/release.mjs), on the end-to-end stack's releases.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { BASE_URL, E2E_RELEASES } from './env';
import { eventually } from './waits';

const root = path.resolve(__dirname, '../..');
export const CATALOG_RELEASES = path.join(E2E_RELEASES.dir, 'mf-catalog');

/** Runs `node tools/release.mjs <args>`; resolves with what it printed, rejects with it on failure. */
export function releaseTool(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'tools/release.mjs'), ...args],
      {
        cwd: root,
        env: { ...process.env, RELEASES_DIR: E2E_RELEASES.dir, LIVE_RELEASES_FILE: E2E_RELEASES.liveFile, ...env },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${stdout}\n${stderr}`)) : resolve(`${stdout}\n${stderr}`)),
    );
  });
}

/** Publishes an mf-catalog release (from a finished build, or built now) and returns its id. */
export async function publishCatalog(options: { from?: string; variant?: 'heading' | 'shared-major' }) {
  const args = ['publish', 'mf-catalog'];
  if (options.from) args.push('--from', options.from);
  if (options.variant) args.push('--config', path.join(__dirname, 'catalog-variant.rspack.config.ts'));
  const out = await releaseTool(args, options.variant ? { CATALOG_VARIANT: options.variant } : {});
  const id = /use mf-catalog (\S+)/.exec(out)?.[1];
  if (!id) throw new Error(`No release id in:\n${out}`);
  return id;
}

/** The catalog's manifest in the runtime config a page loaded now gets. */
export async function liveCatalogManifest(): Promise<string> {
  const config = (await (await fetch(`${BASE_URL}/runtime-config.json`)).json()) as { remotes: { catalog: string } };
  return config.remotes.catalog;
}

/** Waits until the shell's runtime config has the catalog at `manifest` (a second or so). */
export async function waitForLiveCatalog(manifest: string) {
  await eventually(liveCatalogManifest, manifest, 10_000);
}
