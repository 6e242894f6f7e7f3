import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormikHelpers } from 'formik';
import { ToastHost } from '@storefront/shared/ui';
import { apiError } from '../../test-utils/api-error';
import { resendOtp } from '../../lib/otp-api';
import { OtpStep, type OtpStepProps, type OtpValues } from './otp-step';
import { flushAnswers } from '@storefront/shared/testing';

jest.mock('../../lib/otp-api');
const resendOtpMock = jest.mocked(resendOtp);

function renderStep(props: Partial<OtpStepProps> = {}) {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(
    <>
      <OtpStep
        heading="Enter the code"
        email="ali@example.pk"
        purpose="reset"
        submitLabel="Verify OTP"
        busyLabel="Verifying…"
        onSubmit={onSubmit}
        {...props}
      />
      <ToastHost />
    </>,
  );
  return { onSubmit };
}

describe('OtpStep', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resendOtpMock.mockReset();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('says where the code went', () => {
    renderStep();
    expect(screen.getByText('ali@example.pk')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
  });

  it('shows the OTP messages: required, then exactly six digits', async () => {
    const { onSubmit } = renderStep();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Enter OTP'), '123');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    // Non-digits never reach the form (the input strips them), so a short code is the case left.
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await u.type(screen.getByLabelText('Enter OTP'), '456');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(onSubmit).toHaveBeenCalledWith('123456', expect.anything());
  });

  it('moves focus to the code after a failed submit', async () => {
    renderStep();
    await user().click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Enter OTP')).toHaveFocus();
  });

  it("keeps the server's error when focus leaves the code, so the next click lands, until the code is edited", async () => {
    const onChangeEmail = jest.fn();
    const { onSubmit } = renderStep({ onChangeEmail });
    onSubmit.mockImplementation((_otp: string, helpers: FormikHelpers<OtpValues>) => {
      helpers.setErrors({ otp: 'Invalid OTP' });
      return Promise.resolve();
    });
    const u = user();
    const input = screen.getByLabelText('Enter OTP');
    await u.type(input, '000000');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(input).toHaveFocus();

    await u.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(onChangeEmail).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(input).toHaveAccessibleDescription(/Invalid OTP/);

    await u.type(input, '{Backspace}');
    expect(input).toHaveValue('00000');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('OTP must be 6 digits'));
  });

  it('keeps Resend OTP disabled during a visible 60 s cooldown, then resends and restarts it', async () => {
    resendOtpMock.mockResolvedValue({ data: null, mess: 'OTP sent to your email' });
    renderStep();
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('You can resend the code in 60 s.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('You can resend the code in 30 s.')).toBeInTheDocument();
    expect(resend).toHaveAttribute('aria-disabled', 'true');

    act(() => jest.advanceTimersByTime(30_000));
    expect(resend).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText("Didn't get the code? You can resend it now.")).toBeInTheDocument();

    await user().click(resend);
    expect(resendOtpMock).toHaveBeenCalledWith('ali@example.pk', 'reset');
    expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument();
    expect(await screen.findByText('You can resend the code in 60 s.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('refuses Resend OTP during the cooldown, yet keeps it reachable and says how long it waits', async () => {
    renderStep();
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription('You can resend the code in 60 s.');
    const u = user();
    await u.tab(); // the code
    await u.tab(); // Verify OTP
    await u.tab();
    expect(resend).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(resendOtpMock).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus on Resend OTP while it sends and then waits (a disabled button would drop it)', async () => {
    let answer: (v: { data: null; mess: string }) => void = () => undefined;
    resendOtpMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderStep({ initialCooldownSeconds: 0 });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    resend.focus();
    const u = user();
    await u.keyboard('{Enter}');
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toBe(resend);
    expect(sending).not.toBeDisabled();
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(resendOtpMock).toHaveBeenCalledTimes(1);
    await flushAnswers(() => answer({ data: null, mess: 'OTP sent to your email' }));
    expect(resend).toHaveTextContent('Resend OTP');
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription('You can resend the code in 60 s.');
    expect(resend).toHaveFocus();
  });

  it('tells the flow when Resend OTP sent a new code, and only then', async () => {
    const onCodeSent = jest.fn();
    resendOtpMock.mockRejectedValueOnce(apiError(429, 'Please wait 5 seconds before requesting a new OTP.'));
    resendOtpMock.mockResolvedValueOnce({ data: null, mess: 'OTP sent to your email' });
    renderStep({ onCodeSent, initialCooldownSeconds: 0 });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('You can resend the code in 5 s.')).toBeInTheDocument();
    expect(onCodeSent).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(5_000));
    await u.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('You can resend the code in 60 s.')).toBeInTheDocument();
    expect(onCodeSent).toHaveBeenCalledTimes(1);
  });

  it('can start without a wait when no code was just sent', () => {
    renderStep({ initialCooldownSeconds: 0 });
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText("Didn't get the code? You can resend it now.")).toBeInTheDocument();
  });

  it('waits as long as the server asks when it refuses a resend', async () => {
    resendOtpMock.mockRejectedValue(apiError(429, 'Please wait 25 seconds before requesting a new OTP.'));
    renderStep();
    act(() => jest.advanceTimersByTime(60_000));
    await user().click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Please wait 25 seconds before requesting a new OTP.')).toBeInTheDocument();
    expect(await screen.findByText('You can resend the code in 25 s.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers Change Email only when the flow asks for it', async () => {
    const onChangeEmail = jest.fn();
    renderStep({ onChangeEmail });
    await user().click(screen.getByRole('button', { name: 'Change Email' }));
    expect(onChangeEmail).toHaveBeenCalled();
  });

  it('shows an error handed over by a later step', () => {
    renderStep({ initialError: 'OTP has expired. Please request a new one.' });
    expect(screen.getByRole('alert')).toHaveTextContent('OTP has expired. Please request a new one.');
    expect(screen.getByLabelText('Enter OTP')).toHaveAttribute('aria-invalid', 'true');
  });
});
