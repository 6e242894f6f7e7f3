import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@storefront/shared/router';
import { parseListingQuery, toSearchParams, type ListingQuery } from '../../../lib/listing-query';

/** The listing state read from, and written to, the URL query. */
export function useListingQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseListingQuery(searchParams), [searchParams]);
  const update = useCallback(
    (change: (current: ListingQuery) => ListingQuery) => {
      setSearchParams((current) => toSearchParams(change(parseListingQuery(current))));
    },
    [setSearchParams],
  );
  return { query, update };
}
