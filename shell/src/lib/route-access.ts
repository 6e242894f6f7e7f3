// Who a route is for. No imports: early-manifests.ts reads it before any React or router code loads.

/** public: anyone; auth: logged-in customers only; guest: visitors only (the auth pages: a logged-in
 * customer has nothing to register, verify or reset there, and is sent on). */
export type RouteAccess = 'public' | 'auth' | 'guest';

/** Whether the route's guard (RequireAuth, GuestOnly) sends this visitor elsewhere. */
export function guardSendsAway(access: RouteAccess, loggedIn: boolean): boolean {
  return (access === 'auth' && !loggedIn) || (access === 'guest' && loggedIn);
}
