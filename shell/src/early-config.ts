// Every page waits for the runtime config (it names the API and the remotes). A small inline script
// in the page's head asks for it while the HTML is still being read, a round trip before the entry
// script could; the entry takes that request. rspack.config.ts writes the script into the page.

/** Where the inline script leaves its request for the entry. */
export const EARLY_CONFIG_GLOBAL = '__storefrontRuntimeConfig';

const RUNTIME_CONFIG_URL = '/runtime-config.json';
/** Same request as loadRuntimeConfig() makes: never from a cache. */
const REQUEST_INIT = { cache: 'no-store', headers: { Accept: 'application/json' } } as const;

/**
 * The inline script (plain ES5, as it is not compiled). Its catch marks a failure as seen, so the
 * browser does not report it before the entry does (startApp() shows it on the page).
 */
export function earlyConfigScript(): string {
  const request = `fetch(${JSON.stringify(RUNTIME_CONFIG_URL)},${JSON.stringify(REQUEST_INIT)})`;
  return `<script>(window.${EARLY_CONFIG_GLOBAL}=${request}).catch(function(){})</script>`;
}

/** The request the page's head started, or a new one (a page served without the script). */
export function runtimeConfigRequest(): Promise<Response> {
  const early = (window as unknown as Record<string, Promise<Response> | undefined>)[EARLY_CONFIG_GLOBAL];
  return early instanceof Promise ? early : fetch(RUNTIME_CONFIG_URL, REQUEST_INIT);
}
