import { render, screen } from '@testing-library/react';
import { flushAnswers } from '@storefront/shared/testing';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { AuthForm } from './auth-form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** A one-field auth form whose submit waits until the test answers it. */
function renderForm() {
  let answer: () => void = () => undefined;
  const onSubmit = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
  render(
    <Formik initialValues={{ email: 'ayesha@example.pk' }} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <AuthForm>
          <TextField name="email" label="Email" type="email" />
          <SubmitButton busy={isSubmitting} busyLabel="Logging in…">
            Login
          </SubmitButton>
        </AuthForm>
      )}
    </Formik>,
  );
  return { onSubmit, answer: () => flushAnswers(answer) };
}

describe('SubmitButton', () => {
  it('keeps keyboard focus while the request runs: unavailable, but not disabled', async () => {
    const { onSubmit, answer } = renderForm();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveAttribute('aria-disabled', 'false');
    button.focus();
    await user.keyboard('{Enter}');

    const busy = screen.getByRole('button', { name: 'Logging in…' });
    expect(busy).toBe(button);
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // A disabled button would drop focus to the page body, leaving the shopper nowhere if it fails.
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveFocus();

    await answer();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'false');
    expect(button).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('refuses a second submit while busy, from the button or from Enter in a field', async () => {
    const { onSubmit, answer } = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Logging in…' }));
    await user.type(screen.getByLabelText('Email'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await answer();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
