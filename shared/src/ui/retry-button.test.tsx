import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RetryButton } from './retry-button';

function Section({ withPageHeading = true, sectionHeading = true }) {
  const [failed, setFailed] = useState(true);
  return (
    <main tabIndex={-1}>
      {withPageHeading && <h1>Checkout</h1>}
      <section>
        {sectionHeading && <h2>Delivery details</h2>}
        {failed ? (
          <div>
            <p>We could not load your delivery details.</p>
            <RetryButton onRetry={() => setFailed(false)} />
          </div>
        ) : (
          <p>Loading…</p>
        )}
      </section>
    </main>
  );
}

describe('RetryButton', () => {
  it("is named 'Try again' unless told otherwise, and calls onRetry", async () => {
    const onRetry = jest.fn();
    render(<RetryButton onRetry={onRetry}>Retry</RetryButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('hands focus to the nearest heading above before the box goes, not to the page body', async () => {
    render(<Section />);
    screen.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Delivery details' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it("falls back to the page's heading when its section has none", async () => {
    render(<Section sectionHeading={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Checkout' })).toHaveFocus();
  });

  it('with no heading above in its landmark, focuses the landmark itself, never a heading outside it', async () => {
    render(
      <>
        <header>
          <h2>Shop By Category</h2>
        </header>
        <Section withPageHeading={false} sectionHeading={false} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('in a part marked data-focus-area (the header search slot), focuses that part', async () => {
    render(
      <header>
        <h2>Elsewhere in the header</h2>
        <div data-testid="slot" data-focus-area="" tabIndex={-1}>
          <div>
            <RetryButton onRetry={() => undefined} aria-label="Retry search">
              Retry
            </RetryButton>
          </div>
        </div>
      </header>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry search' }));
    expect(screen.getByTestId('slot')).toHaveFocus();
  });
});
