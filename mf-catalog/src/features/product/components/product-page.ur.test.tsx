import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@storefront/shared/i18n';
import { renderWithProviders } from '@storefront/shared/testing';
import { httpError, makeProduct } from '../../../test-utils/fixtures';
import { getProductBySlug } from '../api/product-api';
import { ProductPage } from './product-page';

// The product page in Urdu: its own texts from the catalogue, the product's name and brand as the API sends them.
jest.mock('../api/product-api', () => ({ getProductBySlug: jest.fn() }));
jest.mock('../api/reviews-api', () => ({
  getReviews: jest.fn(() =>
    Promise.resolve({
      summary: { average: 0, count: 0, distribution: [] },
      reviews: [],
      page: 1,
      totalPages: 0,
      total: 0,
      sort: 'newest',
    }),
  ),
  getRelatedProducts: jest.fn(() => Promise.resolve({ sameCategory: [], alsoBought: [] })),
}));

describe('ProductPage in Urdu', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('ur'));
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('says everything of its own in Urdu and keeps the product data as it is', async () => {
    jest.mocked(getProductBySlug).mockResolvedValue(makeProduct());
    renderWithProviders(<ProductPage />, { route: '/product/haier-inverter-ac-1-5-ton', path: '/product/:productId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Haier Inverter AC 1.5 Ton' })).toBeInTheDocument();
    expect(screen.getByText('Haier')).toBeInTheDocument();
    expect(screen.getByText('Rs 10,000 کی بچت')).toBeInTheDocument();
    expect(screen.getByText('(10% رعایت)')).toBeInTheDocument();
    expect(screen.getByText('اسٹاک میں موجود (5 دستیاب)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ٹوکری میں ڈالیں' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'ابھی خریدیں' })).toBeEnabled();
    expect(screen.getByRole('spinbutton', { name: 'تعداد' })).toHaveValue(1);
    // The breadcrumb starts at Home, in Urdu.
    const trail = screen.getByRole('navigation', { name: 'آپ یہاں ہیں' });
    expect(within(trail).getByRole('link', { name: 'ہوم' })).toHaveAttribute('href', '/');
    // Gallery: thumbnails, alt texts and the full-screen button.
    const thumbs = screen.getByRole('list', { name: 'Haier Inverter AC 1.5 Ton کی تصاویر' });
    expect(within(thumbs).getByRole('button', { name: '2 میں سے تصویر 2 دکھائیں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 میں سے تصویر 1 پوری اسکرین پر دیکھیں' })).toBeInTheDocument();
    expect(screen.getAllByAltText('Haier Inverter AC 1.5 Ton، 2 میں سے تصویر 1')[0]).toBeInTheDocument();
    // Details tabs, share and reviews.
    expect(screen.getByRole('tab', { name: 'جائزہ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'خصوصیات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /شیئر کریں/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ریٹنگز اور ریویوز' })).toBeInTheDocument();
    expect(await screen.findByText('ابھی کوئی ریویو نہیں۔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'لاگ اِن' })).toHaveAttribute('href', '/auth/login');
    // The head keeps the product's name; a description built by the page is in Urdu.
    expect(document.title).toBe('Haier Inverter AC 1.5 Ton | Storefront');
  });

  it('moves between the details tabs with the arrow keys as a right-to-left page shows them', async () => {
    jest.mocked(getProductBySlug).mockResolvedValue(makeProduct());
    renderWithProviders(<ProductPage />, { route: '/product/haier-inverter-ac-1-5-ton', path: '/product/:productId' });
    const overview = await screen.findByRole('tab', { name: 'جائزہ' });
    act(() => overview.focus());
    // The second tab is to the left of the first.
    fireEvent.keyDown(overview, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'خصوصیات' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the not-found page in Urdu', async () => {
    jest.mocked(getProductBySlug).mockRejectedValue(httpError(404, 'Product not found'));
    renderWithProviders(<ProductPage />, { route: '/product/none', path: '/product/:productId' });
    expect(await screen.findByRole('heading', { name: 'پروڈکٹ نہیں ملی' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ہوم پیج پر واپس جائیں' })).toBeInTheDocument();
  });
});
