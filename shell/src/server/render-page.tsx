// The shell's page renderer: the server-side half of server rendering, loaded by
// tools/static-server.cjs from dist/server/render.js. Public pages are rendered here with the remote
// modules loaded at runtime (remote-loader.ts); private pages (basket, checkout, account, auth) are
// left to the browser. Whatever fails here (a remote, the API, a render) costs the page its server
// markup for that part, never the answer: the browser renders what the server could not.
import path from 'node:path';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { configureApi } from '@storefront/shared/api';
import { i18n, instanceFor, languageFromCookie, LanguageProvider, type Language } from '@storefront/shared/i18n';
import { setRuntimeConfig, type RuntimeConfig } from '@storefront/shared/config';
import { MemoryRouter } from '@storefront/shared/router';
import type { PageHead, ServerEntry } from '@storefront/shared/ssr';
import { createStorefrontStore } from '@storefront/shared/store';
import { isNotFound } from '@storefront/shared/api';
import { StorefrontTree } from '../app/app';
import '../i18n';
import { PAGE_MODULES, moduleKey, type PageModule } from '../remotes/page-modules';
import { matchAppRoute, routeTable, type AppRoute } from '../routes/route-table';
import { escapeHtml, headTags, renderDocument, withDocumentLanguage } from './html-document';
import { RemoteLoader } from './remote-loader';
import { RemoteAssets } from './remote-assets';
import { shellStylesheets, type ShellBuild } from './shell-assets';
import { InlineStyles } from './inline-styles';

export interface PageRendererOptions {
  /** The shell's built page (dist/index.html). */
  template: string;
  /** The shell's browser build, for its stylesheets. */
  shellBuild: ShellBuild;
  /** The shop's public origin, for canonical and preview URLs. */
  origin: string;
  /** The API's root as this server reaches it ("http://127.0.0.1:4000/api/api"). */
  apiRoot: string;
  /** The runtime config the browser gets (remotes' browser manifests, support contacts). */
  runtimeConfig: RuntimeConfig;
  /**
   * Where the remotes are now: the browser's runtime config and each remote's server manifest.
   * Asked for every page, as the live release of a remote changes while the server runs.
   */
  composition: () => { runtimeConfig: RuntimeConfig; serverManifests: Record<string, string> };
  /** How long remotes may take to load for one request. */
  remoteBudgetMs?: number;
  /** How long the API may take to answer a page's data. */
  apiBudgetMs?: number;
  log?: (message: string, detail?: unknown) => void;
}

/** What of the request a page depends on besides its address. */
export interface PageRequest {
  /** The Cookie header: the language the shopper chose. */
  cookie?: string;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Server-Timing: where the time of this answer went. */
  timing: string;
}

/** The page's data loads of one render pass, run together within the API budget. */
async function runLoads(
  loads: Map<string, () => Promise<unknown>>,
  budgetMs: number,
): Promise<Map<string, ServerEntry>> {
  const entries = new Map<string, ServerEntry>();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  const all = Promise.all(
    [...loads].map(async ([key, load]) => {
      try {
        entries.set(key, { ok: true, value: await load() });
      } catch (error) {
        // A page that names nothing is rendered as such (404); any other failure is left to the
        // browser, which shows its loading state and asks again.
        if (isNotFound(error)) entries.set(key, { ok: false, notFound: true });
      }
    }),
  );
  await Promise.race([all, deadline]);
  clearTimeout(timer);
  return new Map(entries);
}

/** The head of a page that names none of its own. */
function defaultHead(language: Language): PageHead {
  const t = i18n.getFixedT(language, 'shell');
  return { title: t('head.title'), description: t('head.description') };
}

/**
 * The markup of `tree`. An error inside a section leaves that section to the browser (React marks
 * it so) and is logged here; nothing on the page may keep the render waiting past `timeoutMs`.
 */
async function renderMarkup(tree: ReactNode, timeoutMs: number, log?: PageRendererOptions['log']): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    signal: AbortSignal.timeout(timeoutMs),
    // Every section inline, in order: React would otherwise send a large one after its loading
    // state, to be swapped in by a script (which neither a reader without JavaScript nor the
    // page's script policy would run).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => log?.('A section failed to render on the server: the browser renders it', error),
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/** How many times a page may ask for more data after the answers it asked for (a waterfall). */
const MAX_PASSES = 3;
/** A render is a few milliseconds; this only guards against a section that never finishes. */
const RENDER_TIMEOUT_MS = 1_000;

/** A route's remote module, as the loader names it. */
const moduleOf = (route: AppRoute): PageModule | null =>
  route.kind === 'remote' ? { remote: route.module.remote, expose: route.module.expose } : null;

interface RenderedMarkup {
  body: string;
  head: PageHead | null;
  status: number;
  entries: Map<string, ServerEntry>;
  state: unknown;
  passes: number;
  apiMs: number;
  renderMs: number;
}

export function createPageRenderer(options: PageRendererOptions) {
  setRuntimeConfig(options.runtimeConfig);
  configureApi({ baseURL: options.apiRoot });
  const loader = new RemoteLoader({ manifests: () => options.composition().serverManifests, log: options.log });
  const assets = new RemoteAssets(() => options.composition());
  const styles = new InlineStyles();
  const searchBox: PageModule = PAGE_MODULES.searchBox;
  // Loaded once at start, so the first shoppers' pages are not the ones rendered in the browser.
  const publicModules = routeTable
    .flatMap((r) => (r.renderedOn === 'server' ? [moduleOf(r)] : []))
    .filter((m) => m !== null);
  void loader.load([searchBox, ...publicModules], 30_000);

  /**
   * Renders until the page asks for no more data (or MAX_PASSES): each pass collects the loads it
   * needs, the answers come back together, and the next pass renders with them.
   */
  async function renderWithData(
    url: string,
    language: Language,
    modules: Map<string, ComponentType>,
  ): Promise<RenderedMarkup> {
    // Its own instance: renders of other requests, in other languages, run meanwhile.
    const texts = instanceFor(language);
    let entries = new Map<string, ServerEntry>();
    let apiMs = 0;
    let renderMs = 0;
    for (let pass = 1; ; pass += 1) {
      const loads = new Map<string, () => Promise<unknown>>();
      const said: { head: PageHead | null; status: number } = { head: null, status: 200 };
      const store = createStorefrontStore({ storage: null, connectApi: false, syncTabs: false });
      const renderStarted = performance.now();
      const body = await renderMarkup(
        <LanguageProvider instance={texts}>
          <StorefrontTree
            store={store}
            Router={({ children }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>}
            server={{
              data: {
                entries,
                origin: options.origin,
                sink: {
                  collect: (key, load) => {
                    if (!loads.has(key)) loads.set(key, load);
                  },
                  setHead: (head) => {
                    said.head = head;
                  },
                  setStatus: (status) => {
                    said.status = status;
                  },
                },
              },
              remotes: { component: (key) => modules.get(key) },
            }}
          />
        </LanguageProvider>,
        RENDER_TIMEOUT_MS,
        options.log,
      );
      renderMs += performance.now() - renderStarted;
      if (loads.size > 0 && pass < MAX_PASSES) {
        const apiStarted = performance.now();
        const answers = await runLoads(loads, options.apiBudgetMs ?? 1_500);
        apiMs += performance.now() - apiStarted;
        // Nothing new came back (the API is down or slow): render with what there is.
        if (answers.size > 0) {
          entries = new Map([...entries, ...answers]);
          continue;
        }
      }
      return { body, ...said, entries, state: store.getState(), passes: pass, apiMs, renderMs };
    }
  }

  /** Stylesheets written into the page, then the remote modules' scripts to preload. */
  async function headLinks(route: AppRoute, shown: PageModule[]): Promise<string> {
    const shellStyles = shellStylesheets(options.shellBuild, route.kind === 'page' ? route.name : undefined).map(
      (href) => ({ href, source: path.join(options.shellBuild.dir, href) }),
    );
    const remote = await assets.assetsFor(shown);
    return [
      await styles.tags([...shellStyles, ...remote.stylesheets]),
      ...remote.preloads.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`),
    ].join('\n    ');
  }

  /** The page for `url` (path and query), or null for a page the browser renders alone. */
  async function render(url: string, request: PageRequest = {}): Promise<RenderedPage | null> {
    const route = matchAppRoute(url.split('?')[0]);
    if (!route || route.renderedOn !== 'server') return null;
    const language = languageFromCookie(request.cookie);
    const started = performance.now();

    const pageModule = moduleOf(route);
    const wanted = pageModule ? [searchBox, pageModule] : [searchBox];
    if (route.kind === 'page') await route.component.preload?.();
    const modules = await loader.load(wanted, options.remoteBudgetMs ?? 300);
    const remotesMs = performance.now() - started;

    const page = await renderWithData(url, language, modules);
    const html = renderDocument(options.template, {
      language,
      head: headTags(page.head ?? defaultHead(language), options.origin, language),
      links: await headLinks(
        route,
        wanted.filter((m) => modules.has(moduleKey(m))),
      ),
      body: page.body,
      payload: {
        entries: Object.fromEntries(page.entries),
        state: page.state,
        modules: [...modules.keys()],
        origin: options.origin,
        language,
      },
    });
    const timing = [
      `remotes;dur=${remotesMs.toFixed(1)}`,
      `api;dur=${page.apiMs.toFixed(1)}`,
      `render;dur=${page.renderMs.toFixed(1)};desc="${page.passes} pass${page.passes > 1 ? 'es' : ''}"`,
      `total;dur=${(performance.now() - started).toFixed(1)}`,
    ].join(', ');
    return { status: page.status, html, timing };
  }

  /** The page the browser renders alone (private pages), in the shopper's language from the start. */
  function shellPage(request: PageRequest = {}): string {
    return withDocumentLanguage(options.template, languageFromCookie(request.cookie));
  }

  return { render, shellPage };
}
