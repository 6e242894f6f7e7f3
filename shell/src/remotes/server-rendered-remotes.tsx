// Which remote modules a server-rendered page holds. On the server: the modules loaded for this
// request, rendered at once (no lazy loading there). In the browser, while the page hydrates: the
// modules the server rendered, which the browser loaded before hydrating; a module the server could
// not load shows the same loading state as on the server until hydration is over, then loads.
import { createContext, useContext, useSyncExternalStore, type ComponentType } from 'react';

export interface ServerRenderedRemotes {
  /** On the server: the loaded module by key ('catalog/HomePage'). */
  component?: (key: string) => ComponentType | undefined;
  /** In the browser: whether the server rendered the module. */
  rendered?: (key: string) => boolean;
}

const ServerRenderedRemotesContext = createContext<ServerRenderedRemotes | null>(null);
export const ServerRenderedRemotesProvider = ServerRenderedRemotesContext.Provider;

export type RemoteRendering = { kind: 'lazy' } | { kind: 'server'; component: ComponentType } | { kind: 'placeholder' };

/** Nothing to subscribe to: whether the page has hydrated changes once, by React re-rendering. */
const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates the server's markup (it reads the server snapshot
 * then), true in every browser render after that. Once hydration is over, React sees the browser
 * snapshot differ and renders the hydrated components again.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** How a remote section renders in this render: loaded on the server, lazily, or not yet. */
export function useRemoteRendering(key: string): RemoteRendering {
  const context = useContext(ServerRenderedRemotesContext);
  const hydrated = useHydrated();
  if (context?.component) {
    const component = context.component(key);
    return component ? { kind: 'server', component } : { kind: 'placeholder' };
  }
  // The server did not render it, so neither does hydration: the same loading state until then.
  const waitForHydration = !hydrated && context?.rendered?.(key) === false;
  return waitForHydration ? { kind: 'placeholder' } : { kind: 'lazy' };
}
