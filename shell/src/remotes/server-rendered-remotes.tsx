// Which remote modules a server-rendered page holds. On the server: the modules loaded for this
// request, rendered at once (no lazy loading there). In the browser, while the page hydrates: the
// modules the server rendered, which the browser loaded before hydrating; a module the server could
// not load shows the same loading state as on the server until hydration is over, then loads.
import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';

export interface ServerRenderedRemotes {
  /** On the server: the loaded module by key ('catalog/HomePage'). */
  component?: (key: string) => ComponentType | undefined;
  /** In the browser: whether the server rendered the module. */
  rendered?: (key: string) => boolean;
}

const ServerRenderedRemotesContext = createContext<ServerRenderedRemotes | null>(null);
export const ServerRenderedRemotesProvider = ServerRenderedRemotesContext.Provider;

export type RemoteRendering = { kind: 'lazy' } | { kind: 'server'; component: ComponentType } | { kind: 'placeholder' };

/** How a remote section renders in this render: loaded on the server, lazily, or not yet. */
export function useRemoteRendering(key: string): RemoteRendering {
  const context = useContext(ServerRenderedRemotesContext);
  const component = context?.component?.(key);
  // Decided once, on the first render: the server did not render it, so neither does hydration.
  const [waitForHydration, setWaitForHydration] = useState(() => context?.rendered?.(key) === false);
  useEffect(() => {
    if (waitForHydration) setWaitForHydration(false);
  }, [waitForHydration]);
  if (context?.component) return component ? { kind: 'server', component } : { kind: 'placeholder' };
  return waitForHydration ? { kind: 'placeholder' } : { kind: 'lazy' };
}
