import { useEffect, useState, type ReactNode } from 'react';
import { SectionLoading } from '../remotes/section-frame';

/**
 * Shows the page's loading state until `load` (the opened page's code, started before the first
 * render) has settled, then the page, whose code is ready by then. Rendered at once instead, the
 * page would suspend, and React keeps a Suspense fallback on screen at least 300 ms (so it cannot
 * flicker), holding back a page whose code arrives sooner. A failed load is the page's to show.
 */
export function FirstPageGate({ load, children }: { load?: Promise<void>; children: ReactNode }) {
  const [waiting, setWaiting] = useState(Boolean(load));
  useEffect(() => {
    if (!load) return undefined;
    let mounted = true;
    void load.finally(() => {
      if (mounted) setWaiting(false);
    });
    return () => {
      mounted = false;
    };
  }, [load]);
  return waiting ? <SectionLoading /> : <>{children}</>;
}
