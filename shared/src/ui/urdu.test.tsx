// The shared components in Urdu: every text from the 'shared' catalogue, known messages translated.
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { MemoryRouter } from '@storefront/shared/router';
import {
  HeartButton,
  heartLabel,
  notify,
  Price,
  QuantityStepper,
  RetryButton,
  Spinner,
  SuccessPopup,
  ToastHost,
  useDocumentTitle,
} from '@storefront/shared/ui';
import { API_TIMEOUT_MESSAGE, SERVER_MESSAGE_TITLE } from '@storefront/shared/api';
import { MESSAGES } from '@storefront/shared/validation';
import { parseQuantity } from './parse-quantity';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  notify.dismissAll();
});

const inUrdu = () => act(() => i18n.changeLanguage('ur'));

describe('in Urdu', () => {
  it('says loading, try again and the prices struck for screen readers', async () => {
    await inUrdu();
    const { container } = render(
      <>
        <Spinner />
        <RetryButton onRetry={() => {}} />
        <Price amount={1500} original={2000} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('لوڈ ہو رہا ہے…');
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
    // Prices stay 'Rs 1,234' in every language.
    expect(container).toHaveTextContent('قیمت: Rs 1,500');
    expect(container.querySelector('s')).toHaveTextContent('اصل قیمت: Rs 2,000');
  });

  it('follows a switch of language without a new render from the parent', async () => {
    render(<RetryButton onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await inUrdu();
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
  });

  it('names the heart and the success dialog', async () => {
    await inUrdu();
    render(
      <MemoryRouter>
        <HeartButton pressed={false} productName="Lawn Suit" onToggle={() => {}} />
        <SuccessPopup open message="…" onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Lawn Suit کو پسندیدہ اشیاء میں محفوظ کریں' })).toBeInTheDocument();
    expect(heartLabel('Lawn Suit')).toBe('Lawn Suit کو پسندیدہ اشیاء میں محفوظ کریں');
    expect(screen.getByRole('dialog', { name: 'کامیاب!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'خریداری جاری رکھیں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ٹوکری دیکھیں' })).toHaveAttribute('href', '/basket');
  });

  it('labels the quantity buttons and says why a typed quantity changed, in the language of the moment', async () => {
    function Harness() {
      const [value, setValue] = useState(2);
      return <QuantityStepper value={value} max={5} label="مقدار" itemName="Lawn Suit" onChange={setValue} />;
    }
    await inUrdu();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Lawn Suit کی مقدار کم کریں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lawn Suit کی مقدار بڑھائیں' })).toBeInTheDocument();
    const box = screen.getByLabelText('مقدار');
    await userEvent.clear(box);
    await userEvent.type(box, '99{Enter}');
    expect(box).toHaveValue(5);
    expect(screen.getByRole('status')).toHaveTextContent('اسٹاک میں صرف 5 باقی ہیں۔');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Only 5 in stock.');
  });

  it('says each quantity note in Urdu, one in stock as one', async () => {
    await inUrdu();
    expect(parseQuantity('abc', 3, 5).note).toBe('1 سے 5 تک کوئی عدد درج کریں۔');
    expect(parseQuantity('0', 3, 5).note).toBe('مقدار کم از کم 1 ہونی چاہیے۔');
    expect(parseQuantity('2.5', 1, 5).note).toBe('مقدار پورا عدد ہونی چاہیے۔');
    expect(parseQuantity('4', 1, 1).note).toBe('اسٹاک میں صرف 1 باقی ہے۔');
  });

  it('shows known messages of a toast in Urdu, from the top left corner of a right-to-left page', async () => {
    await inUrdu();
    const { container } = render(<ToastHost />);
    act(() => {
      notify.info(API_TIMEOUT_MESSAGE, SERVER_MESSAGE_TITLE);
      notify.error(MESSAGES.emailRequired);
      notify.error('Lawn Suit کا اسٹاک ختم ہو گیا');
    });
    expect(
      await screen.findByRole('alert', {
        name: 'سرور کا پیغام!! دکان نے جواب دینے میں بہت دیر لگا دی۔ براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('سرور کا پیغام!!').tagName).toBe('STRONG');
    expect(screen.getByRole('alert', { name: 'ای میل درکار ہے' })).toBeInTheDocument();
    // A text the catalogue does not know (already in the page's language) shows as it came.
    expect(screen.getByRole('alert', { name: 'Lawn Suit کا اسٹاک ختم ہو گیا' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'اطلاع بند کریں' }).length).toBeGreaterThanOrEqual(3);
    expect(container.querySelector('.Toastify__toast-container--top-left')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast--rtl')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast-container--top-right')).toBeNull();
  });

  it('keeps toasts top right in English', async () => {
    const { container } = render(<ToastHost />);
    act(() => {
      notify.success('Login successful!');
    });
    const toast = await screen.findByRole('status', { name: 'Login successful!' });
    fireEvent.animationEnd(toast);
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast--rtl')).toBeNull();
  });

  it('writes the tab title again when the language changes', async () => {
    function Page() {
      useDocumentTitle(i18n.language === 'ur' ? 'میرے آرڈرز' : 'My Orders');
      return null;
    }
    render(<Page />);
    expect(document.title).toBe('My Orders | Storefront');
    await inUrdu();
    expect(document.title).toBe('میرے آرڈرز | Storefront');
  });
});
