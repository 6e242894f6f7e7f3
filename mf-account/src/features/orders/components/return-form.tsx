// 'Return Items' for one delivered order (/account/orders?return=<order id>): the lines and how
// many of each, the reason (photos for a damaged or defective item), and for a cash-on-delivery
// order where the refund goes. The API checks everything again.
import { isAxiosError } from 'axios';
import { getErrorMessage, getFieldErrors, isNotFound } from '@storefront/shared/api';
import { useFormat, useMessageText } from '@storefront/shared/i18n';
import { Link, useNavigate } from '@storefront/shared/router';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { ReturnOptions } from '@storefront/shared/types';
import { BusyButton, Spinner } from '@storefront/shared/ui';
import { REFUND_METHODS, RETURN_PHOTO_TYPES, RETURN_REASONS } from '@storefront/shared/validation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { InlineAlert } from '../../../components/inline-alert';
import { LoadFailed } from '../../../components/load-failed';
import { useText } from '../../../i18n';
import { keyText, rawText, useShownText, type ShownText } from '../../../lib/shown-text';
import { createReturn, fetchReturnOptions } from '../api/returns-api';
import {
  checkReturnForm,
  emptyReturnForm,
  PhotoUnreadableError,
  returnMessageOf,
  toReturnRequest,
  type ReturnFormErrors,
  type ReturnFormValues,
} from '../lib/return-form';
import styles from './returns.module.css';
import form from '../../../components/form.module.css';
import buttons from '../../../components/buttons.module.css';

const BACK = '/account/orders';

export function ReturnForm({ orderId }: { orderId: number }) {
  const { t } = useText();
  const message = useMessageText();
  const options = useRemoteData<ReturnOptions>(`account:return-options:${orderId}`, (signal) =>
    fetchReturnOptions(orderId, signal),
  );
  if (options.status === 'loading') return <Spinner label={t('returns.form.loading')} />;
  if (options.status === 'error') {
    const refused = getErrorMessage(options.error, '');
    // A refusal (not found; not delivered or the window closed: a conflict) will not change by
    // trying again. Told by the status, not the words, which the API may send in any language.
    const conflict = isAxiosError(options.error) && options.error.response?.status === 409;
    if (isNotFound(options.error) || conflict) {
      return (
        <div className={styles.page}>
          <p role="alert" className={form.alert}>
            {refused ? message(refused) : t('returns.form.orderNotFound')}
          </p>
          <Link to={BACK} className={`${buttons.secondary} ${styles.back}`}>
            {t('returns.form.back')}
          </Link>
        </div>
      );
    }
    return <LoadFailed message={t('returns.form.loadFailed')} onRetry={options.reload} />;
  }
  return <ReturnFormFields options={options.data} />;
}

function ReturnFormFields({ options }: { options: ReturnOptions }) {
  const { t } = useText();
  const format = useFormat();
  const message = useMessageText();
  const show = useShownText();
  const navigate = useNavigate();
  const [values, setValues] = useState<ReturnFormValues>(emptyReturnForm);
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const [failure, setFailure] = useState<ShownText | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const id = useId();
  // Opened from a link on an order card further down the list (only the query changed, so the page
  // neither scrolls nor moves focus): start at the form's title, as a new page would.
  useEffect(() => title.current?.focus(), []);
  const set = (change: Partial<ReturnFormValues>) => setValues((v) => ({ ...v, ...change }));
  const errorId = (field: keyof ReturnFormErrors) => `${id}-${field}-error`;
  const describe = (field: keyof ReturnFormErrors) => (errors[field] ? errorId(field) : undefined);
  const fieldError = (field: keyof ReturnFormErrors) =>
    errors[field] ? (
      <p id={errorId(field)} className={form.error}>
        {show(errors[field])}
      </p>
    ) : null;

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus(),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = checkReturnForm(options, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      const created = await createReturn(await toReturnRequest(options, values));
      void navigate(`${BACK}?label=${encodeURIComponent(created.number)}`, { state: { requested: true } });
    } catch (err) {
      const fields = getFieldErrors(err);
      if (err instanceof PhotoUnreadableError)
        setFailure(keyText('returns.form.photoUnreadable', { name: err.fileName }));
      else {
        const said = getErrorMessage(err, '');
        setFailure(said ? rawText(said) : keyText('returns.form.requestFailed'));
      }
      if (fields['refundTo.account']) setErrors({ account: returnMessageOf(fields['refundTo.account']) });
      setBusy(false);
    }
  }

  const cod = options.paymentMethod === 'cod';
  return (
    <form
      ref={formRef}
      className={styles.page}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} ref={title} tabIndex={-1} className={styles.title}>
        {t('returns.form.title', { number: options.orderNumber })}
      </h3>
      <p className={styles.note}>
        {t('returns.form.window', {
          delivered: format.date(options.deliveredAt),
          until: format.date(options.returnableUntil),
        })}
      </p>

      <fieldset className={styles.fieldset} aria-describedby={describe('items')}>
        <legend className={styles.legend}>{t('returns.form.itemsLegend')}</legend>
        {options.lines.map((line) => {
          const inputId = `${id}-qty-${line.orderItemId}`;
          // The API's own words for an item it will not take back.
          const blocked = line.nonReturnable
            ? message(line.nonReturnable)
            : line.returnableQty === 0
              ? t('returns.form.fullyReturned')
              : null;
          // Each line is a group named by its product, so its quantity box says which item it is.
          return (
            <div key={line.orderItemId} className={styles.line} role="group" aria-labelledby={`${inputId}-name`}>
              <img src={line.photo} alt="" width={64} height={64} loading="lazy" />
              <div className={styles.lineBody}>
                <span id={`${inputId}-name`} className={styles.lineName}>
                  <bdi>{line.name}</bdi>
                </span>
                <span className={styles.note}>
                  {t('returns.form.each', { price: format.price(line.price), qty: line.qty })}
                </span>
                {blocked ? (
                  <p className={styles.note}>{blocked}</p>
                ) : (
                  <>
                    <label htmlFor={inputId} className={form.label}>
                      {t('returns.form.qty', { max: line.returnableQty })}
                    </label>
                    <input
                      id={inputId}
                      className={`${form.control} ${styles.qty}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={line.returnableQty}
                      step={1}
                      value={values.quantities[line.orderItemId] ?? ''}
                      placeholder="0"
                      aria-invalid={errors.items ? true : undefined}
                      aria-describedby={
                        [line.onlyShopError ? `${inputId}-note` : '', describe('items') ?? '']
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                      onChange={(e) =>
                        set({ quantities: { ...values.quantities, [line.orderItemId]: e.target.value } })
                      }
                    />
                    {line.onlyShopError && (
                      <p id={`${inputId}-note`} className={styles.note}>
                        {message(line.onlyShopError)}
                      </p>
                    )}
                  </>
                )}
              </div>
            </div>
          );
        })}
        {fieldError('items')}
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby={describe('reason')}>
        <legend className={styles.legend}>{t('returns.form.reasonLegend')}</legend>
        {RETURN_REASONS.map((reason) => (
          <label key={reason.value} className={styles.choice}>
            <input
              type="radio"
              name="reason"
              value={reason.value}
              checked={values.reason === reason.value}
              data-invalid={errors.reason ? true : undefined}
              onChange={() => set({ reason: reason.value })}
            />
            {t(`returns.reasons.${reason.value}`, { defaultValue: reason.label })}
          </label>
        ))}
        {fieldError('reason')}
        {values.reason === 'changed_mind' && (
          <>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={values.unused}
                aria-invalid={errors.unused ? true : undefined}
                aria-describedby={describe('unused')}
                onChange={(e) => set({ unused: e.target.checked })}
              />
              {t('returns.form.unused')}
            </label>
            {fieldError('unused')}
            <p className={styles.note}>{t('returns.form.youPayShipping')}</p>
          </>
        )}
        {values.reason && values.reason !== 'changed_mind' && (
          <p className={styles.note}>{t('returns.form.wePayShipping')}</p>
        )}
        {values.reason === 'damaged' && (
          <div className={form.field}>
            <label htmlFor={`${id}-photos`} className={form.label}>
              {t('returns.form.photos')}
            </label>
            <input
              id={`${id}-photos`}
              type="file"
              accept={RETURN_PHOTO_TYPES.join(',')}
              multiple
              className={form.control}
              aria-invalid={errors.photos ? true : undefined}
              aria-describedby={describe('photos')}
              onChange={(e) => set({ photos: Array.from(e.target.files ?? []) })}
            />
            {fieldError('photos')}
          </div>
        )}
      </fieldset>

      <div className={form.field}>
        <label htmlFor={`${id}-details`} className={form.label}>
          {t('returns.form.details')}
        </label>
        <textarea
          id={`${id}-details`}
          className={form.control}
          rows={3}
          value={values.details}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={describe('details')}
          onChange={(e) => set({ details: e.target.value })}
        />
        {fieldError('details')}
      </div>

      {cod ? (
        <fieldset className={styles.fieldset} aria-describedby={describe('refund')}>
          <legend className={styles.legend}>{t('returns.form.refundLegend')}</legend>
          <p className={styles.note}>{t('returns.form.codNote')}</p>
          {REFUND_METHODS.map((method) => (
            <label key={method.value} className={styles.choice}>
              <input
                type="radio"
                name="refundMethod"
                value={method.value}
                checked={values.refundMethod === method.value}
                data-invalid={errors.refund ? true : undefined}
                onChange={() => set({ refundMethod: method.value })}
              />
              {t(`returns.refundMethods.${method.value}`, { defaultValue: method.label })}
            </label>
          ))}
          {fieldError('refund')}
          {values.refundMethod && (
            <div className={form.field}>
              <label htmlFor={`${id}-account`} className={form.label}>
                {values.refundMethod === 'bank' ? t('returns.form.iban') : t('returns.form.wallet')}
              </label>
              <input
                id={`${id}-account`}
                className={form.control}
                type="text"
                inputMode={values.refundMethod === 'bank' ? 'text' : 'tel'}
                autoComplete="off"
                maxLength={40}
                placeholder={values.refundMethod === 'bank' ? 'PK36SCBL0000001123456702' : '03XXXXXXXXX'}
                value={values.account}
                aria-invalid={errors.account ? true : undefined}
                aria-describedby={describe('account')}
                onChange={(e) => set({ account: e.target.value })}
              />
              {fieldError('account')}
            </div>
          )}
        </fieldset>
      ) : (
        <p className={styles.note}>{t('returns.form.cardRefund')}</p>
      )}

      <InlineAlert message={show(failure)} />
      <div className={buttons.actions}>
        <BusyButton type="submit" className={buttons.primary} busy={busy}>
          {busy ? t('returns.form.sending') : t('returns.form.submit')}
        </BusyButton>
        <Link to={BACK} state={{ fromOrder: options.orderId }} className={buttons.secondary}>
          {t('common.cancel')}
        </Link>
      </div>
    </form>
  );
}
