import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@storefront/shared/i18n';
import { flushAnswers, renderWithProviders } from '@storefront/shared/testing';
import { searchProducts } from '../api/search-api';
import { SearchBox } from './search-box';

jest.mock('../api/search-api');

describe('SearchBox in Urdu', () => {
  beforeEach(async () => {
    jest.useFakeTimers();
    await act(() => i18n.changeLanguage('ur'));
  });
  afterEach(async () => {
    jest.useRealTimers();
    await act(() => i18n.changeLanguage('en'));
  });

  it('labels the box, hints, lists and announces in Urdu; product names and prices stay as they are', async () => {
    jest.mocked(searchProducts).mockResolvedValue([
      {
        id: 2,
        name: 'Samsung Galaxy A55',
        netPrice: 119999,
        imgUrl: '/a55.svg',
        slug: 'samsung-galaxy-a55',
        stock: 0,
      },
    ]);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'پروڈکٹس تلاش کریں' });
    expect(input).toHaveAttribute('placeholder', 'پروڈکٹس تلاش کریں');

    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'a' } });
    expect(input).toHaveAccessibleDescription('تلاش کے لیے کم از کم 2 حروف لکھیں');

    fireEvent.change(input, { target: { value: 'samsung' } });
    await flushAnswers(() => {
      jest.advanceTimersByTime(500);
    });
    const list = screen.getByRole('listbox', { name: 'تلاش کے نتائج' });
    const [option] = within(list).getAllByRole('option');
    expect(option).toHaveTextContent('Samsung Galaxy A55');
    expect(option).toHaveTextContent('اسٹاک میں نہیں');
    expect(option).toHaveTextContent('Rs 119,999');
    expect(screen.getByRole('link', { name: '“samsung” کے تمام نتائج دیکھیں' })).toBeInTheDocument();
    expect(screen.getByText('1 پروڈکٹ ملی')).toBeInTheDocument();
  });
});
