import { screen, within } from '@testing-library/dom';
import fs from 'node:fs';
import path from 'node:path';
import { startOfflinePage } from './offline-page';

const PAGE = fs.readFileSync(path.join(__dirname, 'offline.html'), 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(PAGE)![1];

beforeEach(() => {
  document.body.innerHTML = body;
  localStorage.clear();
});

const line = (id: number, name: string, quantity: number, netPrice: number) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  imgUrl: '/api/api/media/x.svg',
  netPrice,
  quantity,
  stock: 10,
});

describe('the offline page', () => {
  it('shows the basket saved on this device, with its subtotal', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [line(1, 'Samsung TV', 2, 85000), line(2, 'Rice 5kg', 1, 2400)],
        total: 0,
        itemCount: 0,
      }),
    );
    startOfflinePage();
    const basket = screen.getByRole('region', { name: 'Your basket' });
    expect(within(basket).getByRole('link', { name: 'Samsung TV' })).toHaveAttribute('href', '/product/samsung-tv');
    expect(within(basket).getByText('Qty 2 × Rs 85,000')).toBeInTheDocument();
    // The total is worked out again from the lines, not trusted from storage.
    expect(within(basket).getByText('Subtotal (3 items): Rs 172,400')).toBeInTheDocument();
  });

  it('says so when the basket is empty or unreadable', () => {
    localStorage.setItem('cart', '{not json');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    startOfflinePage();
    expect(
      within(screen.getByRole('region', { name: 'Your basket' })).getByText('Your basket is empty.'),
    ).toBeVisible();
    expect(screen.getByText("You haven't viewed any products yet.")).toBeInTheDocument();
  });

  it('lists the recently viewed products as links', () => {
    localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([
        { id: 'dawlance-fridge', name: 'Dawlance Fridge', price: 99000, image: '', viewedAt: Date.now() },
      ]),
    );
    startOfflinePage();
    const recent = screen.getByRole('region', { name: 'Recently viewed' });
    expect(within(recent).getByRole('link', { name: 'Dawlance Fridge' })).toHaveAttribute(
      'href',
      '/product/dawlance-fridge',
    );
    expect(within(recent).getByText('Rs 99,000')).toBeInTheDocument();
  });
});

describe('the offline page in the remembered language', () => {
  const remember = (language: string) => {
    document.cookie = `storefront-language=${language}; path=/`;
  };
  afterEach(() => {
    document.cookie = 'storefront-language=; path=/; max-age=0';
  });

  it('speaks Urdu, right to left, when the shopper chose Urdu', () => {
    remember('ur');
    localStorage.setItem('cart', JSON.stringify({ items: [line(1, 'Samsung TV', 2, 85000)], total: 0, itemCount: 0 }));
    startOfflinePage();
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe('آپ آف لائن ہیں | Storefront');
    expect(screen.getByRole('heading', { level: 1, name: 'آپ آف لائن ہیں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
    const basket = screen.getByRole('region', { name: 'آپ کی ٹوکری' });
    expect(within(basket).getByText('تعداد 2 × Rs 85,000')).toBeInTheDocument();
    expect(within(basket).getByText('ذیلی کل (2 اشیاء): Rs 170,000')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'حال ہی میں دیکھی گئی مصنوعات' });
    expect(within(recent).getByText('آپ نے ابھی تک کوئی پروڈکٹ نہیں دیکھی۔')).toBeInTheDocument();
  });

  it('stays in English, left to right, otherwise', () => {
    remember('fr');
    startOfflinePage();
    expect(document.documentElement).toHaveAttribute('lang', 'en-PK');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.title).toBe("You're offline | Storefront");
    expect(screen.getByRole('heading', { level: 1, name: "You're offline" })).toBeInTheDocument();
  });
});
