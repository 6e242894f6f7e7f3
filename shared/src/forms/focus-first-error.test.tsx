import { useRef } from 'react';
import { Field, Form, Formik } from 'formik';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FocusFirstError } from './index';

function NameForm() {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik
      initialValues={{ city: 'Lahore', name: '' }}
      validate={(values) => (values.name ? {} : { name: 'Name is required' })}
      onSubmit={() => undefined}
    >
      {({ errors }) => (
        <Form ref={formRef}>
          <FocusFirstError formRef={formRef} />
          <label htmlFor="city">City</label>
          <Field id="city" name="city" />
          <label htmlFor="name">Name</label>
          <Field id="name" name="name" aria-invalid={errors.name ? 'true' : 'false'} />
          <button type="submit">Save</button>
        </Form>
      )}
    </Formik>
  );
}

test('a failed submit takes focus to the first invalid field', async () => {
  render(<NameForm />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
});
