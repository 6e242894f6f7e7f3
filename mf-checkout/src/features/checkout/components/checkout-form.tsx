import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { selectCartItems, selectCartTotal } from '@storefront/shared/cart';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import type { CheckoutAddress, PaymentMethod, User } from '@storefront/shared/types';
import { RetryButton, Spinner } from '@storefront/shared/ui';
import { DEFAULT_PAYMENT_METHOD } from '@storefront/shared/config';
import { useMessageText } from '@storefront/shared/i18n';
import { MESSAGES } from '@storefront/shared/validation';
import { useText } from '../../../i18n';
import { useCheckoutAddress } from '../hooks/use-checkout-address';
import { orderSubmitted, selectCheckoutBusy } from '../store/checkout.slice';
import { dismissCheckoutProblems, showCheckoutProblem } from './checkout-problem-toasts';
import { findCheckoutProblem } from './checkout-submit-rules';
import { CheckoutSummary } from './checkout-summary';
import { COURIER_FIELDSET_ID, CourierOptions } from './courier-options';
import { CustomerDetails } from './customer-details';
import { ADDRESS_LINK_ID, DeliveryAddress } from './delivery-address';
import { PaymentMethods } from './payment-methods';
import styles from './checkout-form.module.css';

interface CheckoutValues {
  courierPricingId: string;
  paymentMethod: PaymentMethod;
}

const INITIAL_VALUES: CheckoutValues = { courierPricingId: '', paymentMethod: DEFAULT_PAYMENT_METHOD };

export function CheckoutForm({ user }: { user: User }) {
  const details = useCheckoutAddress(user.id);
  const { t } = useText();

  if (details.status === 'loading') {
    return (
      <div className={styles.state}>
        <Spinner label={t('checkout.loading')} />
      </div>
    );
  }
  if (details.status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p>{t('checkout.loadFailed')}</p>
        <RetryButton className={styles.secondaryButton} onRetry={details.reload} />
      </div>
    );
  }
  return <CheckoutFormFields user={user} details={details.data} />;
}

function CheckoutFormFields({ user, details }: { user: User; details: CheckoutAddress }) {
  const dispatch = useAppDispatch();
  const { t } = useText();
  const message = useMessageText();
  const items = useAppSelector(selectCartItems);
  const subtotal = useAppSelector(selectCartTotal);
  const busy = useAppSelector(selectCheckoutBusy);
  const address = details.address ?? null;
  const pricings = address?.city?.courierPricings ?? [];
  // Set by a submit without a courier; the inline error shows until one is chosen.
  const [courierMissing, setCourierMissing] = useState(false);

  const submit = (values: CheckoutValues) => {
    if (busy) return;
    dismissCheckoutProblems();
    const problem = findCheckoutProblem(address, values.courierPricingId);
    setCourierMissing(problem === MESSAGES.selectCourier);
    if (problem || !address) {
      showCheckoutProblem(message(problem ?? MESSAGES.createAddress));
      // Take keyboard and screen reader users straight to what is missing: the courier choice, else
      // the way to the address form.
      if (problem === MESSAGES.selectCourier) {
        document.querySelector<HTMLInputElement>(`#${COURIER_FIELDSET_ID} input[type="radio"]`)?.focus();
      } else {
        document.getElementById(ADDRESS_LINK_ID)?.focus();
      }
      return;
    }
    dispatch(
      orderSubmitted({
        items: items.map((item) => ({ id: item.id, quantity: item.quantity })),
        paymentMethod: values.paymentMethod,
        courierPricingId: Number(values.courierPricingId),
        customerId: user.id,
        addressId: address.id,
      }),
    );
  };

  return (
    <Formik initialValues={INITIAL_VALUES} onSubmit={submit}>
      {({ values }) => {
        const courier = pricings.find((pricing) => String(pricing.id) === values.courierPricingId) ?? null;
        return (
          <Form className={styles.layout} noValidate aria-label={t('checkout.form')}>
            <RetireProblemsWhen solved={courierMissing && courier !== null} />
            <div className={styles.sections}>
              <CustomerDetails name={details.name ?? user.name} email={details.email ?? user.email} />
              <DeliveryAddress address={address} />
              {address && (
                <CourierOptions
                  pricings={pricings}
                  error={courierMissing && !courier ? message(MESSAGES.selectCourier) : null}
                />
              )}
              <PaymentMethods />
            </div>
            <CheckoutSummary items={items} subtotal={subtotal} courier={courier} busy={busy} />
          </Form>
        );
      }}
    </Formik>
  );
}

/** Once the shopper fixes what a toast asked for, the toast is stale: it goes at once. */
function RetireProblemsWhen({ solved }: { solved: boolean }) {
  useEffect(() => {
    if (solved) dismissCheckoutProblems();
  }, [solved]);
  return null;
}
