// State and city selects: choosing a state loads its cities and clears the city chosen before.
import { useFormikContext } from 'formik';
import { FormField } from '../../../components/form-field';
import { useText } from '../../../i18n';
import { useCities, useStates } from '../hooks/use-address-data';
import type { AddressFormValues } from './address-form';
import styles from './addresses.module.css';
import buttons from '../../../components/buttons.module.css';
import form from '../../../components/form.module.css';

/**
 * A list that could not be loaded, told under its select (which it describes) and announced, with a
 * way to ask again. Try again hands focus back to the select: the button itself goes away while the
 * list reloads, which would leave keyboard focus on the page body.
 */
function ListLoadFailed({
  id,
  text,
  select,
  onRetry,
}: {
  id: string;
  text: string;
  select: string;
  onRetry: () => void;
}) {
  const { t } = useText();
  const retry = () => {
    document.getElementById(select)?.focus();
    onRetry();
  };
  return (
    <p className={form.error}>
      <span id={id} role="alert">
        {text}
      </span>{' '}
      <button type="button" className={buttons.link} onClick={retry}>
        {t('common.tryAgain')}
      </button>
    </p>
  );
}

// FormField gives each control the id field-<name>.
const STATE_SELECT = 'field-stateId';
const CITY_SELECT = 'field-cityId';
const STATES_FAILED = 'states-load-failed';
const CITIES_FAILED = 'cities-load-failed';

/** One choice as the saved address names it. */
type Named = { id: number; name: string };

/**
 * The list as loaded; until it is (or when it could not be), the saved choice alone, so the select
 * shows what the form will save instead of a placeholder over a hidden value.
 */
function optionsOf(list: { status: string; data?: Named[] }, value: string, saved: Named | null | undefined): Named[] {
  if (list.status === 'success') return list.data ?? [];
  return saved && String(saved.id) === value ? [saved] : [];
}

/** `saved`: the state and city of the address being edited. */
export function LocationSelects({ saved }: { saved?: { state?: Named | null; city?: Named | null } }) {
  const { t } = useText();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<AddressFormValues>();
  const states = useStates();
  const cities = useCities(values.stateId);

  const changeState = (stateId: string) => {
    void setFieldValue('stateId', stateId);
    void setFieldValue('cityId', '', false);
    void setFieldTouched('cityId', false, false);
  };

  const stateOptions = optionsOf(states, values.stateId, saved?.state);
  const cityOptions = optionsOf(cities, values.cityId, saved?.city);
  // No cities are asked for until a state is chosen: only then is 'loading' true.
  const citiesLoading = values.stateId !== '' && cities.status === 'loading';

  let cityPlaceholder = t('addresses.selectCity');
  if (values.stateId === '') cityPlaceholder = t('addresses.selectStateFirst');
  else if (citiesLoading) cityPlaceholder = t('addresses.loadingCities');
  else if (cities.status === 'success' && cityOptions.length === 0) cityPlaceholder = t('addresses.noCities');

  return (
    <div className={styles.row}>
      {/* Each select with its load failure under it, laid out as one field. */}
      <div className={form.field}>
        <FormField
          as="select"
          name="stateId"
          label={t('addresses.state')}
          onChange={changeState}
          busy={states.status === 'loading'}
          describedBy={states.status === 'error' ? STATES_FAILED : undefined}
        >
          <option value="">
            {states.status === 'loading' ? t('addresses.loadingStates') : t('addresses.selectState')}
          </option>
          {stateOptions.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </FormField>
        {states.status === 'error' && (
          <ListLoadFailed
            id={STATES_FAILED}
            text={t('addresses.statesFailed')}
            select={STATE_SELECT}
            onRetry={states.reload}
          />
        )}
      </div>
      <div className={form.field}>
        {/* Disabled only until a state is chosen; while its cities load it is marked busy (a select
            disabled under focus, as after Try again, would drop focus to the page body). */}
        <FormField
          as="select"
          name="cityId"
          label={t('addresses.city')}
          disabled={values.stateId === ''}
          busy={citiesLoading}
          describedBy={cities.status === 'error' ? CITIES_FAILED : undefined}
        >
          <option value="">{cityPlaceholder}</option>
          {cityOptions.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </FormField>
        {cities.status === 'error' && (
          <ListLoadFailed
            id={CITIES_FAILED}
            text={t('addresses.citiesFailed')}
            select={CITY_SELECT}
            onRetry={cities.reload}
          />
        )}
      </div>
    </div>
  );
}
