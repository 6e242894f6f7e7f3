// Loads remote modules on the server, at runtime, from each remote's server container (its
// /server/mf-manifest.json, named by the runtime config), through Module Federation's own runtime.
// A remote's new release is picked up without restarting the shell: its manifest is checked again
// (at most once per `recheckMs`) and a changed one is registered again. A remote that is down, throws
// or is slow costs a request no more than the budget; after a failure it is left alone for a short
// while (a circuit breaker) and its pages render in the browser meanwhile.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ComponentType } from 'react';
import {
  createInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { moduleKey, type PageModule } from '../remotes/page-modules';
import { sharedProblems } from '../../../tools/shared-compat.cjs';
import { serverSharedScope } from './shared-scope';

export interface RemoteLoaderOptions {
  /** Server manifest URL per remote name, now (a remote's live release can change). */
  manifests: () => Record<string, string>;
  /** How long one HTTP fetch of a container's files may take. */
  fetchTimeoutMs?: number;
  /** How often a remote's manifest is checked for a new release. */
  recheckMs?: number;
  /** How long a failed remote is left alone before it is tried again. */
  retryAfterMs?: number;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

interface RemoteState {
  /** The manifest registered (a live release has its own), and the one last tried. */
  manifestUrl: string | null;
  triedUrl: string | null;
  manifestHash: string | null;
  checkedAt: number;
  failedAt: number | null;
  /** The check (and registration) in flight, shared by concurrent requests. */
  checking: Promise<void> | null;
}

class FetchFailed extends Error {}

/** fetch with a timeout, where only a 2xx answer counts (a 404 page is never run as code). */
function boundedFetch(timeoutMs: number) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new FetchFailed(`${url} answered ${response.status}`);
    return response;
  };
}

/**
 * Runs a container's entry (commonjs) in this process, as Module Federation's Node loader does,
 * but fetched with the timeout and status check above.
 */
async function evaluateEntry(url: string, fetchFile: ReturnType<typeof boundedFetch>, globalName: string) {
  const code = await (await fetchFile(url)).text();
  const module = { exports: {} as Record<string, unknown> };
  const filename = new URL(url).pathname;
  const wrapper = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename: url,
  });
  const run = wrapper.runInThisContext() as (
    exports: Record<string, unknown>,
    module: { exports: Record<string, unknown> },
    require: NodeJS.Require,
    dirname: string,
    filename: string,
  ) => void;
  run(
    module.exports,
    module,
    createRequire(path.join(process.cwd(), 'remote-entry.js')),
    path.posix.dirname(filename),
    filename,
  );
  return (module.exports[globalName] ?? module.exports) as unknown;
}

function federationPlugin(fetchFile: ReturnType<typeof boundedFetch>): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-server-loader',
    // Manifests and the containers' chunks (@module-federation/node's runtime plugin asks here).
    fetch: (url: string, init: RequestInit) => fetchFile(url, init),
    loadEntry: ({ remoteInfo }) => evaluateEntry(remoteInfo.entry, fetchFile, remoteInfo.entryGlobalName),
  } as ModuleFederationRuntimePlugin;
}

/**
 * A container's embedded MF runtime looks for an instance of its own name and package version in
 * the process ("catalog:1.0.0", the same for every build) and reuses it; its chunk loader then
 * stays the one the first build installed, which asks for the new build's chunks in the old one's
 * place and fails. Forgetting the remote's instance before another build of it is registered
 * makes the new container start its own. The old container keeps the instance it holds.
 */
function forgetContainerRuntime(remote: string): void {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: { options?: { name?: string } }[] } })
    .__FEDERATION__;
  const instances = federation?.__INSTANCES__ ?? [];
  for (let i = instances.length - 1; i >= 0; i -= 1) if (instances[i].options?.name === remote) instances.splice(i, 1);
}

export class RemoteLoader {
  private readonly instance: ModuleFederation;
  private readonly states = new Map<string, RemoteState>();
  private readonly fetchFile: ReturnType<typeof boundedFetch>;
  private readonly now: () => number;

  /** The singletons this server provides, for the rule a remote's needs are checked by. */
  private readonly provided: { name: string; version: string }[];

  constructor(private readonly options: RemoteLoaderOptions) {
    this.fetchFile = boundedFetch(options.fetchTimeoutMs ?? 2_000);
    this.now = options.now ?? Date.now;
    const shared = serverSharedScope();
    this.provided = Object.entries(shared).map(([name, { version }]) => ({ name, version }));
    this.instance = createInstance({
      name: 'shell_server',
      remotes: [],
      shared,
      plugins: [federationPlugin(this.fetchFile)],
      shareStrategy: 'loaded-first',
    });
  }

  /**
   * The modules that loaded within `budgetMs`, by moduleKey(); the others are missing (their
   * sections render in the browser). A load still running at the deadline goes on for the next request.
   */
  async load(ids: PageModule[], budgetMs: number): Promise<Map<string, ComponentType>> {
    const loaded = new Map<string, ComponentType>();
    const loads = ids.map((id) =>
      this.loadOne(id).then((component) => {
        if (component) loaded.set(moduleKey(id), component);
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    });
    await Promise.race([Promise.all(loads), deadline]);
    clearTimeout(timer);
    return new Map(loaded);
  }

  private async loadOne(id: PageModule): Promise<ComponentType | null> {
    const manifest = this.options.manifests()[id.remote];
    if (!manifest) return null;
    const state = this.stateOf(id.remote);
    // Another release went live: tried at once, whatever became of the last one.
    const moved = manifest !== state.triedUrl;
    if (!moved && state.failedAt !== null && this.now() - state.failedAt < (this.options.retryAfterMs ?? 5_000)) {
      return null;
    }
    try {
      const due = this.now() - state.checkedAt >= (this.options.recheckMs ?? 1_000);
      if (due || moved || state.failedAt !== null) {
        state.triedUrl = manifest;
        state.checking ??= this.check(id.remote, manifest, state).finally(() => {
          state.checking = null;
        });
      }
      await state.checking;
      const mod = await this.instance.loadRemote<{ default?: ComponentType }>(moduleKey(id));
      if (!mod?.default) throw new Error(`${moduleKey(id)} has no default export`);
      state.failedAt = null;
      return mod.default;
    } catch (error) {
      state.failedAt = this.now();
      this.options.log?.(`Server rendering of ${moduleKey(id)} skipped: the remote could not be loaded`, error);
      return null;
    }
  }

  /**
   * Registers the remote again when its manifest moved (another release went live) or changed (a
   * build deployed in place), or its last load failed.
   */
  private async check(remote: string, manifest: string, state: RemoteState): Promise<void> {
    const text = await (await this.fetchFile(manifest)).text();
    const hash = createHash('sha256').update(text).digest('hex');
    state.checkedAt = this.now();
    if (manifest === state.manifestUrl && hash === state.manifestHash && state.failedAt === null) return;
    this.refuseIncompatible(text);
    const force = state.manifestUrl !== null || state.failedAt !== null;
    if (force) forgetContainerRuntime(remote);
    // force: drops the remote's container, manifest and module caches, so the new build is used.
    this.instance.registerRemotes([{ name: remote, entry: manifest }], { force });
    state.manifestUrl = manifest;
    state.manifestHash = hash;
  }

  /**
   * A release that needs what this server cannot give it (another React major, a newer shared API
   * level: tools/shared-compat.cjs) is never run here; its sections render in the browser, which
   * refuses it the same way and says it is being updated.
   */
  private refuseIncompatible(manifestText: string): void {
    const manifest = JSON.parse(manifestText) as {
      name?: string;
      shared?: { name: string; requiredVersion?: string }[];
    };
    const refused = sharedProblems(
      { shared: this.provided },
      { name: manifest.name ?? 'the remote', shared: manifest.shared },
    ).filter((problem) => problem.refused);
    if (refused.length > 0) throw new Error(`Refused: ${refused.map((problem) => problem.message).join('; ')}`);
  }

  private stateOf(remote: string): RemoteState {
    let state = this.states.get(remote);
    if (!state) {
      state = {
        manifestUrl: null,
        triedUrl: null,
        manifestHash: null,
        checkedAt: -Infinity,
        failedAt: null,
        checking: null,
      };
      this.states.set(remote, state);
    }
    return state;
  }
}
