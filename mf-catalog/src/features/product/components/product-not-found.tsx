import { NotFound } from '../../../components/load-state/not-found';

/** Shown for a slug the API does not know (spec section 2). */
export function ProductNotFound() {
  return <NotFound title="Product Not Found" message="We couldn't find the product you're looking for." />;
}
