// State and city selects: choosing a state loads its cities and clears the city chosen before.
import { useFormikContext } from 'formik';
import { FormField } from '../../../components/form-field';
import { useCities, useStates } from '../hooks/use-address-data';
import type { AddressFormValues } from './address-form';
import styles from './addresses.module.css';
import buttons from '../../../components/buttons.module.css';
import form from '../../../components/form.module.css';

/** A list that could not be loaded, told under its select with a way to ask again. */
function ListLoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <p className={form.error}>
      {text}{' '}
      <button type="button" className={buttons.link} onClick={onRetry}>Try again</button>
    </p>
  );
}

export function LocationSelects() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<AddressFormValues>();
  const states = useStates();
  const cities = useCities(values.stateId);

  const changeState = (stateId: string) => {
    void setFieldValue('stateId', stateId);
    void setFieldValue('cityId', '', false);
    void setFieldTouched('cityId', false, false);
  };

  const stateOptions = states.state.status === 'success' ? states.state.data : [];
  const cityOptions = cities.state.status === 'success' ? cities.state.data : [];
  const citiesLoading = cities.state.status === 'loading';

  let cityPlaceholder = 'Select a city';
  if (values.stateId === '') cityPlaceholder = 'Select a state first';
  else if (citiesLoading) cityPlaceholder = 'Loading cities…';
  else if (cities.state.status === 'success' && cityOptions.length === 0) cityPlaceholder = 'No cities for this state';

  return (
    <div className={styles.row}>
      {/* Each select with its load failure under it, laid out as one field. */}
      <div className={form.field}>
        <FormField as="select" name="stateId" label="State" onChange={changeState} busy={states.state.status === 'loading'}>
          <option value="">{states.state.status === 'loading' ? 'Loading states…' : 'Select a state'}</option>
          {stateOptions.map((s) => <option key={s.id} value={String(s.id)}>{s.name}</option>)}
        </FormField>
        {states.state.status === 'error' && <ListLoadFailed text="States could not be loaded." onRetry={states.reload} />}
      </div>
      <div className={form.field}>
        <FormField as="select" name="cityId" label="City" disabled={values.stateId === '' || citiesLoading} busy={citiesLoading}>
          <option value="">{cityPlaceholder}</option>
          {cityOptions.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </FormField>
        {cities.state.status === 'error' && <ListLoadFailed text="Cities could not be loaded." onRetry={cities.reload} />}
      </div>
    </div>
  );
}
