import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, type Id } from 'react-toastify';
import { MemoryRouter, Route, Routes } from '@storefront/shared/router';
import { notify, Price, Spinner, SuccessPopup, ToastHost, useDocumentTitle } from '@storefront/shared/ui';

describe('Spinner', () => {
  it('is a status with hidden loading text', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
  it('can say what is loading', () => {
    render(<Spinner label="Loading products" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
  });
});

describe('Price', () => {
  it('shows the net price alone when not discounted', () => {
    const { container } = render(<Price amount={1234} original={1234} />);
    expect(container).toHaveTextContent(/^Rs 1,234$/);
    expect(container.querySelector('s')).toBeNull();
  });
  it('strikes the original price and labels it for screen readers', () => {
    const { container } = render(<Price amount={1500} original={2000} />);
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('Original price: Rs 2,000');
    expect(container).toHaveTextContent('Price: Rs 1,500');
  });
});

describe('notify', () => {
  it('shows a title in bold above the message', async () => {
    render(<ToastHost />);
    act(() => {
      notify.info('Order placed', 'Server Message!!');
    });
    const title = await screen.findByText('Server Message!!');
    expect(title.tagName).toBe('STRONG');
    expect(screen.getByText('Order placed')).toBeInTheDocument();
  });
  it('shows plain success and error messages', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Login successful!');
      notify.error('Invalid email or password');
    });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });
  it('shows the same words once: a repeat replaces the notice still on screen', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error('Invalid email or password');
    });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    act(() => {
      notify.error('Invalid email or password');
      notify.info('Invalid email or password', 'Server Message!!');
    });
    // jsdom runs no CSS animations: the replaced copy leaves at the end of its exit animation.
    for (const copy of screen.getAllByText('Invalid email or password')) fireEvent.animationEnd(copy);
    await waitFor(() => expect(screen.getAllByRole('alert', { name: 'Invalid email or password' })).toHaveLength(1));
    expect(screen.getByRole('alert', { name: 'Server Message!! Invalid email or password' })).toBeInTheDocument();
  });
  it('says a success politely and interrupts for an error or a server message; each toast is named and closable', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Login successful!');
    });
    expect(await screen.findByRole('status', { name: 'Login successful!' })).toHaveTextContent('Login successful!');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    act(() => {
      notify.error('Invalid email or password');
      notify.info('Only 2 left', 'Server Message!!');
    });
    expect(await screen.findByRole('alert', { name: 'Invalid email or password' })).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Server Message!! Only 2 left' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close notification' }).length).toBeGreaterThanOrEqual(2);
  });
});

describe('SuccessPopup', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Add to Basket
        </button>
        <SuccessPopup open={open} message="Added 2 Basmati Rice to your basket" onClose={() => setOpen(false)} />
      </>
    );
  }
  const renderHarness = () =>
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<Harness />} />
          <Route path="/basket" element={<h1>Basket page</h1>} />
        </Routes>
      </MemoryRouter>,
    );

  it('is a labelled modal dialog with the message, focused on open', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
    const dialog = screen.getByRole('dialog', { name: 'Success!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Added 2 Basmati Rice to your basket');
    expect(screen.getByRole('button', { name: 'Continue Shopping' })).toHaveFocus();
  });

  it('traps Tab inside and returns focus when closed with Escape', async () => {
    const user = userEvent.setup();
    renderHarness();
    const opener = screen.getByRole('button', { name: 'Add to Basket' });
    await user.click(opener);
    await user.tab();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue Shopping' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('Continue Shopping closes it; View Cart goes to /basket', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
    await user.click(screen.getByRole('link', { name: 'View Cart' }));
    expect(screen.getByRole('heading', { name: 'Basket page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useDocumentTitle', () => {
  function Page({ name }: { name: string | null }) {
    useDocumentTitle(name);
    return null;
  }

  it('names the tab "<page> | Storefront" and follows the page', () => {
    const { rerender } = render(<Page name="Basket" />);
    expect(document.title).toBe('Basket | Storefront');
    rerender(<Page name="Checkout" />);
    expect(document.title).toBe('Checkout | Storefront');
  });

  it('leaves the title alone while the page does not know its name', () => {
    document.title = 'Home | Storefront';
    render(<Page name={null} />);
    expect(document.title).toBe('Home | Storefront');
  });
});

describe('ToastHost keeps notices current and few', () => {
  const setNarrow = (narrow: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: narrow && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  };
  const matchMedia = window.matchMedia.bind(window);
  afterEach(() => {
    act(() => {
      notify.dismissAll();
    });
  });
  afterAll(() => {
    window.matchMedia = matchMedia;
  });

  it('takes down what went wrong once something succeeds after it', async () => {
    setNarrow(false);
    render(<ToastHost />);
    act(() => {
      notify.error('Invalid email or password');
      notify.info('Please wait 37 seconds', 'Server Message!!');
    });
    expect(await screen.findByRole('alert', { name: 'Invalid email or password' })).toBeInTheDocument();
    act(() => {
      notify.success('Login successful!');
    });
    expect(await screen.findByRole('status', { name: 'Login successful!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('takes down what succeeded once something goes wrong after it', async () => {
    setNarrow(false);
    render(<ToastHost />);
    act(() => {
      notify.success('OTP has been sent to your email');
    });
    expect(await screen.findByRole('status', { name: 'OTP has been sent to your email' })).toBeInTheDocument();
    act(() => {
      notify.error('Invalid OTP');
    });
    expect(await screen.findByRole('alert', { name: 'Invalid OTP' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /OTP has been sent/ })).not.toBeInTheDocument());
    act(() => {
      notify.success('Email verified successfully');
      notify.info('Please wait 37 seconds', 'Server Message!!');
    });
    expect(await screen.findByRole('alert', { name: /Please wait 37 seconds/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows only the newest notice on a narrow screen, and four on a wide one', async () => {
    setNarrow(true);
    const { unmount } = render(<ToastHost />);
    const ids: Id[] = [];
    act(() => {
      ['One', 'Two', 'Three'].forEach((name) => ids.push(notify.success(`${name} added`)));
    });
    expect(await screen.findByRole('status', { name: 'Three added' })).toBeInTheDocument();
    // (jsdom plays no exit animation, so a dismissed notice is read from the toast list, not the page.)
    await waitFor(() => expect(ids.map((id) => toast.isActive(id))).toEqual([false, false, true]));
    act(() => {
      notify.dismissAll();
    });
    unmount();

    setNarrow(false);
    render(<ToastHost />);
    const errors: Id[] = [];
    act(() => {
      ['A', 'B', 'C', 'D', 'E', 'F'].forEach((name) => errors.push(notify.error(`${name} failed`)));
    });
    expect(await screen.findByRole('alert', { name: 'F failed' })).toBeInTheDocument();
    await waitFor(() => expect(errors.map((id) => toast.isActive(id))).toEqual([false, false, true, true, true, true]));
  });
});
