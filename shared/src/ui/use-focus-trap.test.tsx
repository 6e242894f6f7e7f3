import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusTrap } from '@storefront/shared/ui';

function Panel() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <div ref={ref} role="dialog" aria-label="Panel" hidden={!open}>
        <button type="button">Close</button>
        <a href="/last">Last link</a>
        <div hidden>
          <a href="/collapsed">Collapsed link</a>
        </div>
      </div>
      <button type="button">After</button>
    </>
  );
}

describe('useFocusTrap', () => {
  it('starts on the first control, cycles Tab inside skipping collapsed parts, and hands focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Last link' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Last link' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
