import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FlashDealCountdown } from './flash-deal-countdown';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const IN_TWO_HOURS = '2026-03-01T12:00:00.000Z';

describe('FlashDealCountdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => jest.useRealTimers());

  it('counts down to the end the API gave, every second', () => {
    render(<FlashDealCountdown endsAt={IN_TWO_HOURS} onEnd={() => {}} />);
    expect(screen.getByTestId('countdown')).toHaveTextContent('02:00:00');
    act(() => {
      jest.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('01:58:59');
  });

  it('shows the same on a new page load: it counts to the end, not from a fixed start', () => {
    jest.setSystemTime(NOW + 3_600_000);
    render(<FlashDealCountdown endsAt={IN_TWO_HOURS} onEnd={() => {}} />);
    expect(screen.getByTestId('countdown')).toHaveTextContent('01:00:00');
  });

  it('renders dashes on the server, where the browser clock is unknown', () => {
    const html = renderToString(<FlashDealCountdown endsAt={IN_TWO_HOURS} onEnd={() => {}} />);
    expect(html).toContain('--:--:--');
  });

  it('announces politely and rarely, not every second', () => {
    render(<FlashDealCountdown endsAt="2026-03-01T12:10:00.000Z" onEnd={() => {}} />);
    const live = screen.getByText('Flash deals end in 2 hours 10 minutes');
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => {
      jest.advanceTimersByTime(120_000);
    });
    expect(live).toHaveTextContent('Flash deals end in 2 hours 10 minutes');
    act(() => {
      jest.advanceTimersByTime(900_000);
    });
    expect(live).toHaveTextContent('Flash deals end in 1 hour 53 minutes');
  });

  it('says once when the end has come, and stays at 00:00:00', () => {
    const onEnd = jest.fn();
    render(<FlashDealCountdown endsAt="2026-03-01T10:00:03.000Z" onEnd={onEnd} />);
    act(() => {
      jest.advanceTimersByTime(2_000);
    });
    expect(onEnd).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('countdown')).toHaveTextContent('00:00:00');
  });
});
