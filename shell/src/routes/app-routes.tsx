import type { ReactNode } from 'react';
import { Route, Routes } from '@storefront/shared/router';
import { AppLayout } from '../layout/app-layout';
import { PageSection } from '../pages/page-section';
import { RemoteSection } from '../remotes/remote-section';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';
import type { RouteAccess } from '../lib/route-access';
import { routeTable, type AppRoute } from './route-table';

function guard(access: RouteAccess, element: ReactNode): ReactNode {
  if (access === 'auth') return <RequireAuth>{element}</RequireAuth>;
  if (access === 'guest') return <GuestOnly>{element}</GuestOnly>;
  return element;
}

function renderRoute(route: AppRoute): ReactNode {
  if (route.kind === 'remote') return guard(route.access, <RemoteSection module={route.module} />);
  return guard(route.access, <PageSection page={route.component} />);
}

/** The shell's whole route tree: one layout around every page (`firstPage`: see FirstPageGate). */
export function AppRoutes({ firstPage }: { firstPage?: Promise<void> }) {
  return (
    <Routes>
      <Route element={<AppLayout firstPage={firstPage} />}>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} element={renderRoute(route)} />
        ))}
      </Route>
    </Routes>
  );
}
