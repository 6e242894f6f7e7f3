// The router, for every app of the storefront: import it from here, never from 'react-router' or
// 'react-router-dom' (a test in this folder checks).
//
// Why a module of our own: a package shared through Module Federation cannot be tree-shaken, and
// react-router's full entry (data routers, server rendering, cookies, sessions) weighs ~60 KB
// gzipped on every page. This entry is itself a shared singleton, so the page still holds one
// router (one location context for the shell and every remote), built with only what is named below
// (~14 KB). A remote needing another export adds it here: a new minor version of @storefront/shared,
// deployed with the shell before the remote (docs/architecture-notes.md, "Changing the shared package").
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useRoutes,
  matchRoutes,
} from 'react-router';
export type { RouteObject, InitialEntry, NavigateFunction, Location } from 'react-router';
