import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeartButton, heartLabel } from '@storefront/shared/ui';

function Toggle({ busy = false, onCardClick = () => {} }: { busy?: boolean; onCardClick?: () => void }) {
  const [pressed, setPressed] = useState(false);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- stands in for a product card's pointer shortcut
    <div onClick={onCardClick}>
      <HeartButton pressed={pressed} busy={busy} productName="Steel Kettle" onToggle={() => setPressed((p) => !p)} />
    </div>
  );
}

test('a toggle button whose name stays while aria-pressed tells its state', () => {
  expect(heartLabel('Steel Kettle')).toBe('Save Steel Kettle to wishlist');
  render(<HeartButton pressed productName="Steel Kettle" onToggle={() => {}} />);
  const heart = screen.getByRole('button', { name: 'Save Steel Kettle to wishlist', pressed: true });
  expect(heart).toHaveAttribute('type', 'button');
  expect(heart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test('toggles with a click, Enter and Space, and keeps its clicks from the card around it', async () => {
  const onCardClick = jest.fn();
  render(<Toggle onCardClick={onCardClick} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save Steel Kettle to wishlist', pressed: false }));
  expect(screen.getByRole('button', { name: 'Save Steel Kettle to wishlist', pressed: true })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button', { pressed: false })).toBeInTheDocument();
  await userEvent.keyboard(' ');
  expect(screen.getByRole('button', { pressed: true })).toBeInTheDocument();
  expect(onCardClick).not.toHaveBeenCalled();
});

test('while busy it refuses presses but keeps focus (aria-disabled, never disabled)', async () => {
  render(<Toggle busy />);
  const heart = screen.getByRole('button', { name: 'Save Steel Kettle to wishlist' });
  await userEvent.click(heart);
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(heart).toHaveAttribute('aria-disabled', 'true');
  expect(heart).not.toBeDisabled();
  expect(heart).toHaveFocus();
});
