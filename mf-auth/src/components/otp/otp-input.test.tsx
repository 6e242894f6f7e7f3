import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { OtpInput, sanitizeOtp } from './otp-input';

function renderInput() {
  let latest = '';
  render(
    <Formik initialValues={{ otp: '' }} onSubmit={() => undefined}>
      {({ values }) => {
        latest = values.otp;
        return <OtpInput />;
      }}
    </Formik>,
  );
  return { value: () => latest };
}

describe('sanitizeOtp', () => {
  it('keeps digits only and at most six of them', () => {
    expect(sanitizeOtp('12a3-4 5')).toBe('12345');
    expect(sanitizeOtp('12345678')).toBe('123456');
    expect(sanitizeOtp('abc')).toBe('');
  });
});

describe('OtpInput', () => {
  it('is one labelled numeric field with one-time-code autofill', () => {
    renderInput();
    const input = screen.getByLabelText('Enter OTP');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('strips non-digits as they are typed', async () => {
    const form = renderInput();
    const input = screen.getByLabelText('Enter OTP');
    await userEvent.type(input, '1a2b-3');
    expect(input).toHaveValue('123');
    expect(form.value()).toBe('123');
  });

  it('caps a pasted code at six digits', async () => {
    const form = renderInput();
    const input = screen.getByLabelText('Enter OTP');
    input.removeAttribute('maxlength'); // a paste or autofill is not limited by maxlength in every browser
    await userEvent.click(input);
    await userEvent.paste('Code: 987 654 321');
    expect(input).toHaveValue('987654');
    expect(form.value()).toBe('987654');
  });
});
