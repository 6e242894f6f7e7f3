import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('acts on a press while not busy', async () => {
    const onClick = jest.fn();
    render(
      <BusyButton busy={false} onClick={onClick}>
        Retry Payment
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Retry Payment' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy: unavailable and busy for assistive tech, refuses presses, and keeps keyboard focus', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <BusyButton busy={false} onClick={onClick}>
        Retry Payment
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Retry Payment' });
    button.focus();
    rerender(
      <BusyButton busy onClick={onClick}>
        Opening payment…
      </BusyButton>,
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Not disabled: a disabled button drops focus to the page body.
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('as a form’s submit button, refuses to submit again while busy', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <label htmlFor="name">Name</label>
        <input id="name" />
        <BusyButton type="submit" busy>
          Saving…
        </BusyButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Saving…' }));
    await userEvent.type(screen.getByLabelText('Name'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
