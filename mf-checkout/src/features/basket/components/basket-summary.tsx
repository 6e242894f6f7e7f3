import { Link } from '@storefront/shared/router';
import { selectCartItemCount, selectCartTotal } from '@storefront/shared/cart';
import { useFormat } from '@storefront/shared/i18n';
import { useAppSelector } from '@storefront/shared/store';
import { OrderSummary, SummaryTotals } from '../../../components/order-summary';
import { useText } from '../../../i18n';
import styles from './basket-summary.module.css';

export function BasketSummary() {
  const subtotal = useAppSelector(selectCartTotal);
  const count = useAppSelector(selectCartItemCount);
  const { t } = useText();
  const format = useFormat();

  return (
    <OrderSummary titleId="basket-summary-title">
      <SummaryTotals
        roomy
        lines={[
          {
            term: (
              <>
                {t('basket.subtotal')}{' '}
                <span className={styles.muted}>({t('basket.items', { count, number: format.number(count) })})</span>
              </>
            ),
            value: format.price(subtotal),
          },
          { term: t('basket.shipping'), value: t('basket.shippingAtCheckout'), valueClassName: styles.muted },
        ]}
        total={subtotal}
      />
      <div className={styles.actions}>
        <Link to="/checkout" className={styles.primary}>
          {t('basket.proceed')}
        </Link>
        <Link to="/" className={styles.secondary}>
          {t('basket.continueShopping')}
        </Link>
      </div>
    </OrderSummary>
  );
}
