import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from '@storefront/shared/ui';

/** A parent that owns the quantity, as the product page and the basket do. */
function Harness({
  start = 1,
  max,
  itemName,
  disabled,
  onChange,
}: {
  start?: number;
  max: number;
  itemName?: string;
  disabled?: boolean;
  onChange?: (q: number) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      value={value}
      max={max}
      label={itemName ? `Quantity of ${itemName}` : 'Quantity'}
      itemName={itemName}
      disabled={disabled}
      onChange={(q) => {
        onChange?.(q);
        setValue(q);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps between 1 and the stock: minus disabled at 1, plus at the stock', async () => {
    render(<Harness max={3} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(minus).toBeDisabled();
    expect(plus).toBeEnabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(input).toHaveValue(3);
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    await userEvent.click(minus);
    expect(input).toHaveValue(2);
  });

  it('names the buttons and the box after the item when given one', () => {
    render(<Harness max={5} start={2} itemName="Lawn Suit" />);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Lawn Suit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Lawn Suit' })).toBeEnabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Lawn Suit' })).toHaveValue(2);
  });

  it('disables both buttons when the stock is below 1', () => {
    render(<Harness max={0} />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('disables everything when told to', () => {
    render(<Harness max={5} start={2} disabled />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
  });

  it('clamps typed text to the stock on leaving the box and says why, tied to the box', async () => {
    const onChange = jest.fn();
    render(<Harness max={4} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    expect(input).toHaveValue(4);
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('status')).toHaveTextContent('Only 4 in stock.');
    expect(input).toHaveAccessibleDescription('Only 4 in stock.');
  });

  it('raises zero to 1 when Enter is pressed', async () => {
    render(<Harness max={4} start={3} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(input).toHaveValue(1);
    expect(screen.getByRole('status')).toHaveTextContent('Quantity must be at least 1.');
  });

  it('keeps the quantity when the box is left empty, without calling onChange', async () => {
    const onChange = jest.fn();
    render(<Harness max={4} start={3} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue(3);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Enter a number from 1 to 4.');
  });

  it('moves focus to minus when plus reaches the stock, and to plus when minus reaches 1', async () => {
    const user = userEvent.setup();
    render(<Harness max={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    plus.focus();
    await user.keyboard('{Enter}');
    expect(plus).toBeDisabled();
    expect(minus).toHaveFocus();
    await user.keyboard(' ');
    expect(minus).toBeDisabled();
    expect(plus).toHaveFocus();
  });

  it('keeps focus on a button that stays enabled', async () => {
    const user = userEvent.setup();
    render(<Harness max={5} start={2} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    expect(plus).toBeEnabled();
    expect(plus).toHaveFocus();
  });

  it('moves focus to the box when both buttons end up disabled', async () => {
    const user = userEvent.setup();
    // The stock dropped to 1 while the shopper pressed minus: nothing is left to step to.
    function StockDrops() {
      const [state, setState] = useState({ value: 2, max: 2 });
      return (
        <QuantityStepper
          value={state.value}
          max={state.max}
          label="Quantity"
          onChange={(value) => setState({ value, max: 1 })}
        />
      );
    }
    render(<StockDrops />);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveFocus();
  });

  it('clears the note once a button is used', async () => {
    render(<Harness max={4} start={2} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('Only 4 in stock.');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input).not.toHaveAccessibleDescription();
  });
});
