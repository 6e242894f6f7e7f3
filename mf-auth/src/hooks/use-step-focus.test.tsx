import { StrictMode, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStepFocus } from './use-step-focus';

function Flow() {
  const [step, setStep] = useState(0);
  const ref = useStepFocus(step);
  return (
    <>
      <h2 ref={ref} tabIndex={-1}>
        Step {step}
      </h2>
      <button type="button" onClick={() => setStep((s) => s + 1)}>
        Next
      </button>
    </>
  );
}

describe('useStepFocus', () => {
  it('leaves focus alone on arrival, even under StrictMode, and moves it to the heading on each new step', async () => {
    render(
      <StrictMode>
        <Flow />
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { name: 'Step 0' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 1' })).toHaveFocus();
  });
});
