import { act, screen, within } from '@testing-library/react';
import { i18n } from '@storefront/shared/i18n';
import { renderWithProviders } from '@storefront/shared/testing';
import { makeListing } from '../../../test-utils/fixtures';
import { fetchListing } from '../api/listing-api';
import { CategoryPage } from './category-page';

// A category listing in Urdu: filters, sort names, price boxes, chips and pages from the catalogue;
// category and brand names as the API sends them.
jest.mock('../api/listing-api');

describe('CategoryPage in Urdu', () => {
  beforeEach(async () => {
    jest.mocked(fetchListing).mockResolvedValue(makeListing({ total: 2, totalPages: 2 }));
    await act(() => i18n.changeLanguage('ur'));
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows its filters, sort, chips, count and pages in Urdu', async () => {
    renderWithProviders(<CategoryPage />, {
      route: '/category/electronics?onSale=true&minPrice=1000&minRating=4',
      path: '/category/:cat/:sub?/:child?',
    });
    const grid = await screen.findByRole('list', { name: 'Electronics کی پروڈکٹس' });
    expect(within(grid).getAllByRole('button', { name: /^ٹوکری میں ڈالیں: / })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Electronics' })).toBeInTheDocument();
    expect(screen.getByText('2 پروڈکٹس')).toBeInTheDocument();

    const sort = screen.getByRole('combobox', { name: 'ترتیب' });
    expect(within(sort).getByRole('option', { name: 'نئی پہلے' })).toBeInTheDocument();
    expect(within(sort).getByRole('option', { name: 'قیمت: کم سے زیادہ' })).toBeInTheDocument();

    expect(screen.getByRole('group', { name: 'برانڈز' })).toBeInTheDocument();
    const price = screen.getByRole('group', { name: 'قیمت کی حد' });
    expect(within(price).getByRole('textbox', { name: 'کم از کم قیمت (Rs)' })).toHaveValue('1000');
    expect(within(price).getByRole('slider', { name: 'زیادہ سے زیادہ قیمت' })).toBeInTheDocument();
    expect(within(price).getByRole('button', { name: 'فلٹر کریں' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 ستارے اور زیادہ' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'سیل پر' })).toBeChecked();

    // The chips: the price range keeps Rs, an open end is 'any'.
    expect(screen.getByRole('button', { name: 'فلٹر ہٹائیں: Rs 1,000 - کوئی بھی' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فلٹر ہٹائیں: سیل پر' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فلٹر ہٹائیں: 4 ستارے اور زیادہ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'سب ہٹائیں' })).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'صفحات' });
    expect(within(pages).getByRole('link', { name: 'صفحہ 2' })).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'اگلا' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'پچھلا' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'آپ یہاں ہیں' })).toHaveTextContent('ہوم');
  });
});
