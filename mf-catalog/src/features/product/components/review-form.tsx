// Write or edit a review: stars (a radio group), a title and the text, under the shared rules.
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { getFieldErrors, getServerMessage, isSessionEnded } from '@storefront/shared/api';
import { FocusFirstError } from '@storefront/shared/forms';
import type { Review, ReviewInput } from '@storefront/shared/types';
import { useMessageText } from '@storefront/shared/i18n';
import { BusyButton } from '@storefront/shared/ui';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, reviewSchema } from '@storefront/shared/validation';
import { useText } from '../../../i18n';
import styles from './reviews.module.css';

interface Values {
  rating: string;
  title: string;
  text: string;
}

export interface ReviewFormProps {
  /** The review being edited; none for a new one. */
  review?: Review | null;
  onSubmit: (input: ReviewInput) => Promise<void>;
  onCancel: () => void;
}

function ErrorText({ id, name }: { id: string; name: keyof Values }) {
  const [, meta] = useField(name);
  const message = useMessageText();
  if (!meta.touched || !meta.error) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {message(meta.error)}
    </p>
  );
}

function StarChoice() {
  const { t } = useText();
  const [field, meta] = useField<string>('rating');
  const errorId = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const { submitCount, isValidating } = useFormikContext();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const handled = useRef(0);
  // The first field of the form: after a failed submit without a rating, its first star takes focus
  // (radios cannot carry aria-invalid, which FocusFirstError looks for; this effect runs after it).
  useEffect(() => {
    if (submitCount === handled.current || isValidating || !meta.error) return;
    handled.current = submitCount;
    fieldsetRef.current?.querySelector('input')?.focus();
  }, [submitCount, isValidating, meta.error]);
  return (
    <fieldset ref={fieldsetRef} className={styles.stars} aria-describedby={invalid ? errorId : undefined}>
      <legend className={styles.label}>{t('reviews.form.rating')}</legend>
      <div className={styles.starOptions}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={styles.starOption}>
            <input
              type="radio"
              name="rating"
              value={String(stars)}
              checked={field.value === String(stars)}
              onChange={field.onChange}
              className={styles.starInput}
            />
            <span aria-hidden="true" className={Number(field.value) >= stars ? styles.starOn : styles.starOff}>
              ★
            </span>
            <span className={styles.visuallyHidden}>{t('reviews.stars', { count: stars })}</span>
          </label>
        ))}
      </div>
      <ErrorText id={errorId} name="rating" />
    </fieldset>
  );
}

function TextField({
  name,
  label,
  max,
  multiline,
}: {
  name: 'title' | 'text';
  label: string;
  max: number;
  multiline?: boolean;
}) {
  const { t } = useText();
  const [{ onBlur: _onBlur, ...field }, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const invalid = Boolean(meta.touched && meta.error);
  const common = {
    ...field,
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [countId, invalid ? errorId : null].filter(Boolean).join(' '),
    className: styles.control,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type="text" />}
      <p id={countId} className={styles.hint}>
        {t('reviews.form.characters', { length: field.value.length, max })}
      </p>
      <ErrorText id={errorId} name={name} />
    </div>
  );
}

export function ReviewForm({ review, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useText();
  const message = useMessageText();
  // The API's own message (English, shown through useMessageText), or null for ours.
  const [failure, setFailure] = useState<{ text: string | null } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues: Values = {
    rating: review ? String(review.rating) : '',
    title: review?.title ?? '',
    text: review?.text ?? '',
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    const clean = reviewSchema.cast(values);
    try {
      await onSubmit({ rating: clean.rating, title: clean.title, text: clean.text });
    } catch (err) {
      if (isSessionEnded(err)) return;
      helpers.setErrors(getFieldErrors(err));
      setFailure({ text: getServerMessage(err) ?? null });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={reviewSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form
          ref={formRef}
          className={styles.form}
          noValidate
          aria-label={review ? t('reviews.form.edit') : t('reviews.form.write')}
        >
          <FocusFirstError formRef={formRef} />
          <StarChoice />
          <TextField name="title" label={t('reviews.form.title')} max={REVIEW_TITLE_MAX} />
          <TextField name="text" label={t('reviews.form.text')} max={REVIEW_TEXT_MAX} multiline />
          {failure && (
            <p className={styles.formError} role="alert">
              {failure.text === null ? t('reviews.form.saveFailed') : message(failure.text)}
            </p>
          )}
          <div className={styles.formActions}>
            <BusyButton type="submit" busy={isSubmitting} className={styles.primary}>
              {review ? t('reviews.form.save') : t('reviews.form.submit')}
            </BusyButton>
            <button type="button" className={styles.secondary} onClick={onCancel}>
              {t('reviews.form.cancel')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
