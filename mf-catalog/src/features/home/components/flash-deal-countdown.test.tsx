import { act, render, screen } from '@testing-library/react';
import { FlashDealCountdown } from './flash-deal-countdown';

describe('FlashDealCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down from 23:59:59 every second', () => {
    render(<FlashDealCountdown />);
    expect(screen.getByTestId('countdown')).toHaveTextContent('23:59:59');
    act(() => {
      jest.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('23:58:58');
  });

  it('announces politely and rarely, not every second', () => {
    render(<FlashDealCountdown />);
    const live = screen.getByText('Flash deals end in 23 hours 59 minutes');
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => {
      jest.advanceTimersByTime(120_000);
    });
    expect(live).toHaveTextContent('Flash deals end in 23 hours 59 minutes');
    act(() => {
      jest.advanceTimersByTime(900_000);
    });
    expect(live).toHaveTextContent('Flash deals end in 23 hours 42 minutes');
  });

  it('restarts at 23:59:59 after a full day', () => {
    render(<FlashDealCountdown />);
    act(() => {
      jest.advanceTimersByTime(86_399_000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('00:00:00');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('23:59:59');
  });
});
