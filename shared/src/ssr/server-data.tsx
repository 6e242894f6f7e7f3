// Server rendering, as the components see it. A page names the data it needs with useServerData();
// on the server the first render only collects those loads, the shell's server awaits them and
// renders again with the answers, then sends them in the page so that the browser's first render
// (hydration) shows the same thing without asking the API again. A page also tells the server its
// head (usePageHead) and its HTTP status (useHttpStatus). In a browser-only render (no provider)
// every hook here does nothing and pages load their data as they always did.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { documentTitle, type PageHead } from './page-head';

/** What a load came to: its value, or a failure that says whether the address names nothing. */
export type ServerEntry<T = unknown> = { ok: true; value: T } | { ok: false; notFound: boolean };

/** The server's side of a render: where hooks leave what they need and what they say. */
export interface ServerRenderSink {
  /** A load the page needs; the server runs it (once per key) before rendering again. */
  collect(key: string, load: () => Promise<unknown>): void;
  setHead(head: PageHead): void;
  setStatus(status: number): void;
}

export interface ServerDataValue {
  /** Answers by key: the server's own, or in the browser the ones the page was rendered with. */
  entries: ReadonlyMap<string, ServerEntry>;
  /** The site's own origin ("https://shop.example"), for absolute URLs in the head. */
  origin: string;
  /** Only on the server. */
  sink?: ServerRenderSink;
}

const ServerDataContext = createContext<ServerDataValue | null>(null);

export function ServerDataProvider({ value, children }: { value: ServerDataValue; children: ReactNode }) {
  return <ServerDataContext.Provider value={value}>{children}</ServerDataContext.Provider>;
}

/** Whether this render runs on the server. */
export function useIsServerRender(): boolean {
  return useContext(ServerDataContext)?.sink !== undefined;
}

/** The site's origin: the server's configured one, or the page's own in the browser. */
export function useSiteOrigin(): string {
  const context = useContext(ServerDataContext);
  if (context) return context.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * The answer the page was server-rendered with for `key`, if any. On the server, a key not loaded
 * yet is collected (with `load`) and undefined is returned: the page renders its loading state in
 * that pass. A null key asks for nothing.
 */
export function useServerData<T>(key: string | null, load: () => Promise<T>): ServerEntry<T> | undefined {
  const context = useContext(ServerDataContext);
  if (!context || key === null) return undefined;
  const entry = context.entries.get(key) as ServerEntry<T> | undefined;
  if (!entry) context.sink?.collect(key, load);
  return entry;
}

/**
 * The page's head. On the server it goes into the HTML answer (the last page to render one wins,
 * so a page's head replaces the layout's default); in the browser the tab's title and the
 * description follow the page. Null while the page does not know its name yet.
 */
export function usePageHead(head: PageHead | null): void {
  const sink = useContext(ServerDataContext)?.sink;
  if (sink && head) sink.setHead(head);
  const title = head ? documentTitle(head.title) : null;
  const description = head?.description ?? null;
  useEffect(() => {
    if (title === null) return;
    document.title = title;
    if (description !== null) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** The HTTP status the server answers with (404 for a page that names nothing); null says nothing. */
export function useHttpStatus(status: number | null): void {
  const sink = useContext(ServerDataContext)?.sink;
  if (sink && status !== null) sink.setStatus(status);
}
