import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PriceRangeSlider } from './price-range-slider';

function renderSlider(props: { limit?: number; minPrice?: number | null; maxPrice?: number | null } = {}) {
  const onApply = jest.fn();
  render(
    <PriceRangeSlider
      limit={props.limit ?? 288_599}
      minPrice={props.minPrice ?? null}
      maxPrice={props.maxPrice ?? null}
      onApply={onApply}
    />,
  );
  return onApply;
}

const minBox = () => screen.getByRole('textbox', { name: 'Min price (Rs)' });
const maxBox = () => screen.getByRole('textbox', { name: 'Max price (Rs)' });

describe('PriceRangeSlider', () => {
  it('steps by a round share of the range, and ends at a whole step above the highest price', () => {
    renderSlider();
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    expect(min).toHaveAttribute('step', '2000');
    expect(min).toHaveAttribute('max', '290000');
    expect(maxBox()).toHaveValue('290000');
  });

  it('applies prices typed in the boxes with Filter', async () => {
    const onApply = renderSlider();
    await userEvent.clear(minBox());
    await userEvent.type(minBox(), '12,500');
    await userEvent.clear(maxBox());
    await userEvent.type(maxBox(), '40000');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onApply).toHaveBeenLastCalledWith(12500, 40000);
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuetext', 'Rs 12,500');
  });

  it('keeps a typed minimum below the maximum, as the thumbs do', async () => {
    const onApply = renderSlider({ limit: 9000 });
    await userEvent.clear(minBox());
    await userEvent.type(minBox(), '20000{Enter}');
    expect(minBox()).toHaveValue('8999');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onApply).toHaveBeenLastCalledWith(8999, 9000);
  });

  it('says what is wrong with a price that is not one, and filters nothing', async () => {
    const onApply = renderSlider();
    await userEvent.clear(maxBox());
    await userEvent.type(maxBox(), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a price in whole rupees, for example 2500.');
    expect(maxBox()).toHaveAttribute('aria-invalid', 'true');
    expect(maxBox()).toHaveAccessibleDescription('Enter a price in whole rupees, for example 2500.');
    await userEvent.clear(maxBox());
    await userEvent.type(maxBox(), '5000{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves one step with the arrow keys in a box, ten with Page Up on a thumb', async () => {
    renderSlider({ limit: 10_000 });
    await userEvent.click(minBox());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(minBox()).toHaveValue('200');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Minimum price' }), { key: 'PageUp' });
    expect(minBox()).toHaveValue('1200');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Maximum price' }), { key: 'PageDown' });
    expect(maxBox()).toHaveValue('9000');
  });

  it('filters nothing when the whole range is chosen', async () => {
    const onApply = renderSlider({ limit: 10_000, minPrice: 100, maxPrice: 500 });
    await userEvent.clear(minBox());
    await userEvent.type(minBox(), '0');
    await userEvent.clear(maxBox());
    await userEvent.type(maxBox(), '10000');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onApply).toHaveBeenLastCalledWith(null, null);
  });
});
