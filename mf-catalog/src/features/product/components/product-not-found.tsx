import { NotFound } from '../../../components/load-state/not-found';
import { useText } from '../../../i18n';

/** Shown for a slug the API does not know (spec section 2). */
export function ProductNotFound() {
  const { t } = useText();
  return <NotFound title={t('product.notFoundTitle')} message={t('product.notFoundText')} />;
}
