import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it("names its toggle by what it will do, without a pressed state that would read 'Hide password, pressed'", async () => {
    render(
      <Formik initialValues={{ password: '' }} onSubmit={() => undefined}>
        <PasswordField name="password" label="Password" autoComplete="current-password" />
      </Formik>,
    );
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).not.toHaveAttribute('aria-pressed');
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).toHaveTextContent('Hide');
    expect(toggle).not.toHaveAttribute('aria-pressed');
  });

  it('can be described by, and marked invalid through, a failure of the whole form', () => {
    render(
      <Formik initialValues={{ password: '' }} onSubmit={() => undefined}>
        <>
          <p id="form-failure">Invalid email or password</p>
          <PasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            describedBy="form-failure"
            invalid
          />
        </>
      </Formik>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email or password');
  });
});
