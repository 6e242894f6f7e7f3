import { useEffect } from 'react';
import { Link, useNavigate } from '@storefront/shared/router';
import { selectCartItems } from '@storefront/shared/cart';
import { selectUser } from '@storefront/shared/session';
import { useAppDispatch, useAppSelector, useInjectSaga, useInjectSlice } from '@storefront/shared/store';
import { useMessageText } from '@storefront/shared/i18n';
import { MESSAGES } from '@storefront/shared/validation';
import { useDocumentTitle, usePageRestored } from '@storefront/shared/ui';
import { BasketChanges } from '../../../components/basket-changes/basket-changes';
import { WaitingCardOrder } from '../../../components/waiting-card-order/waiting-card-order';
import { useBasketCheck } from '../../../hooks/use-basket-check';
import { useText } from '../../../i18n';
import { checkoutSaga } from '../store/checkout.sagas';
import { checkoutReset, checkoutSlice, selectCheckout } from '../store/checkout.slice';
import { CheckoutForm } from './checkout-form';
import styles from './checkout-page.module.css';

/** The /checkout page. The shell only shows it to a logged-in customer. */
export default function CheckoutPage() {
  const { t } = useText();
  const message = useMessageText();
  useDocumentTitle(t('checkout.documentTitle'));
  useInjectSlice(checkoutSlice);
  useInjectSaga('checkout', checkoutSaga);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const items = useAppSelector(selectCartItems);
  const checkout = useAppSelector(selectCheckout);
  // The summary shows what the order will cost: prices and stock as they are now, checked again
  // after a refused order (e.g. 'not enough stock': the quantity then drops to what is left).
  const changes = useBasketCheck(checkout.rejections);

  // The saga decides where to go; the page owns the router, so it does the navigating.
  useEffect(() => {
    if (checkout.status !== 'settled' || !checkout.nextPath) return;
    void navigate(checkout.nextPath, {
      replace: true,
      state: { orderNumber: checkout.orderNumber, orderPlaced: checkout.orderPlaced },
    });
    dispatch(checkoutReset());
  }, [checkout.status, checkout.nextPath, checkout.orderNumber, checkout.orderPlaced, navigate, dispatch]);

  // A shopper who comes back to checkout later starts from a fresh form.
  useEffect(() => () => void dispatch(checkoutReset()), [dispatch]);

  // Back from the payment page may restore this page still saying 'Taking you to the payment
  // page…': start over instead.
  usePageRestored(() => dispatch(checkoutReset()));

  let body;
  if (checkout.status === 'settled' || checkout.status === 'redirecting') {
    body = (
      <p className={styles.notice} role="status">
        {checkout.status === 'redirecting' ? t('checkout.redirecting') : t('checkout.finishing')}
      </p>
    );
  } else if (!user) {
    body = (
      <div className={styles.notice}>
        <p>{t('checkout.loginPrompt')}</p>
        <Link to="/auth/login" state={{ from: { pathname: '/checkout', search: '' } }} className={styles.link}>
          {t('checkout.login')}
        </Link>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>{message(MESSAGES.basketEmpty)}</p>
        <p>{t('checkout.nothingToCheckOut')}</p>
        <Link to="/" className={styles.link}>
          {t('checkout.continueShopping')}
        </Link>
      </div>
    );
  } else {
    body = <CheckoutForm user={user} />;
  }

  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        {t('checkout.title')}
      </h1>
      {/* Back from the payment page, the card order just placed is named here, with what to do about it. */}
      {user && checkout.status === 'idle' && <WaitingCardOrder />}
      {user && (checkout.status === 'idle' || checkout.status === 'submitting') && <BasketChanges changes={changes} />}
      {body}
    </section>
  );
}
