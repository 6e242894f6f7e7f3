import { useLocation } from '@storefront/shared/router';

/** What a location's state says, as text in name order: ` email=a@b.pk from=/checkout` (strings and locations only). */
function stateText(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  return Object.entries(state as Record<string, unknown>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => {
      if (typeof value === 'string') return ` ${name}=${value}`;
      if (typeof value === 'object' && value !== null && 'pathname' in value) {
        const { pathname, search = '' } = value as { pathname: string; search?: string };
        return ` ${name}=${pathname}${search}`;
      }
      return '';
    })
    .join('');
}

/** Where the router is (path, query and what its state carries), for tests to assert navigation by text. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
      {stateText(location.state)}
    </div>
  );
}
