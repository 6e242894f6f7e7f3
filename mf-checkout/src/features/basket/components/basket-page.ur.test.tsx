import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushAnswers, renderWithProviders } from '@storefront/shared/testing';
import { catalogueAsSaved, lawnSuit, microwave } from '../../../test-utils/fixtures';
import { englishLeftOnPage, renderedInUrdu } from '../../../test-utils/urdu';
import { fetchCurrentProducts } from '../../../lib/products-api';
import BasketPage from './basket-page';

jest.mock('../../../lib/products-api');
jest.mock('../../../lib/waiting-card-order', () => ({ findWaitingCardOrder: () => Promise.resolve(null) }));
const currentProducts = jest.mocked(fetchCurrentProducts);
beforeEach(() => currentProducts.mockReset().mockImplementation(catalogueAsSaved));

renderedInUrdu();

/** The basket page, once its check against the catalogue has answered. */
async function renderBasket(items = [microwave, lawnSuit]) {
  const rendered = renderWithProviders(<BasketPage />, { path: '/basket', cart: items });
  await flushAnswers();
  return rendered;
}

const summary = () => within(screen.getByRole('complementary', { name: 'آرڈر کا خلاصہ' }));
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('BasketPage in Urdu', () => {
  it('names the table, its columns and each line in Urdu, prices as Rs 1,234', async () => {
    await renderBasket();
    expect(screen.getByRole('heading', { level: 1, name: 'آپ کی ٹوکری' })).toBeInTheDocument();
    expect(document.title).toMatch(/^ٹوکری/);
    const table = screen.getByRole('table', { name: 'آپ کی ٹوکری میں موجود اشیاء' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['پروڈکٹ', 'قیمت', 'تعداد', 'کل', 'ہٹائیں']);

    const row = within(rowOf(microwave.name));
    expect(row.getByRole('spinbutton', { name: `${microwave.name} کی تعداد` })).toHaveValue(2);
    expect(row.getByRole('button', { name: `${microwave.name} کو ٹوکری سے ہٹائیں` })).toHaveTextContent('ہٹائیں');
    expect(row.getByText('Rs 25,000')).toHaveAttribute('data-label', 'قیمت');
    expect(row.getByText('Rs 50,000')).toHaveAttribute('data-label', 'کل');
    expect(englishLeftOnPage()).toEqual([]);
  });

  it('sums the basket in Urdu, counting its items with the Urdu plural', async () => {
    const { unmount } = await renderBasket();
    const terms = () => summary().getAllByRole('term');
    expect(terms()[0]).toHaveTextContent('ذیلی کل (3 آئٹمز)');
    expect(summary().getByText('چیک آؤٹ پر طے ہوگی')).toBeInTheDocument();
    expect(terms()[2]).toHaveTextContent('کل');
    expect(summary().getAllByText('Rs 54,500')).toHaveLength(2);
    expect(summary().getByRole('link', { name: 'چیک آؤٹ کی طرف بڑھیں' })).toHaveAttribute('href', '/checkout');
    expect(summary().getByRole('link', { name: 'خریداری جاری رکھیں' })).toHaveAttribute('href', '/');
    unmount();

    await renderBasket([{ ...microwave, quantity: 1 }]);
    expect(terms()[0]).toHaveTextContent('ذیلی کل (1 آئٹم)');
  });

  it('announces a removal in Urdu and shows the empty basket in Urdu', async () => {
    const user = userEvent.setup();
    await renderBasket([microwave]);
    await user.click(screen.getByRole('button', { name: `${microwave.name} کو ٹوکری سے ہٹائیں` }));
    expect(screen.getByRole('heading', { name: 'آپ کی ٹوکری خالی ہے' })).toHaveFocus();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(`${microwave.name} آپ کی ٹوکری سے ہٹا دیا گیا`);
    expect(screen.getByText('لگتا ہے آپ نے ابھی تک اپنی ٹوکری میں کوئی چیز نہیں ڈالی۔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'خریداری جاری رکھیں' })).toHaveAttribute('href', '/');
    expect(englishLeftOnPage()).toEqual([]);
  });

  it('says in Urdu what changed since the products were added', async () => {
    currentProducts.mockResolvedValueOnce([{ ...microwave, stock: 1, netPrice: 24000 }] as never);
    await renderBasket();
    const title = await screen.findByText('آپ کی ٹوکری اپ ڈیٹ کر دی گئی');
    expect(
      within(title.parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      `${microwave.name} کے صرف 1 اسٹاک میں باقی ہیں: آپ کی تعداد اب 1 ہے۔`,
      `${microwave.name} کی قیمت Rs 25,000 سے بدل کر Rs 24,000 ہو گئی ہے۔`,
      `${lawnSuit.name} اب دستیاب نہیں ہے اور اسے آپ کی ٹوکری سے ہٹا دیا گیا۔`,
    ]);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(/^آپ کی ٹوکری اپ ڈیٹ کر دی گئی۔ /);
    expect(englishLeftOnPage()).toEqual([]);
  });

  it('gives every control of the basket an accessible name', async () => {
    await renderBasket();
    for (const control of [
      ...screen.getAllByRole('button'),
      ...screen.getAllByRole('link'),
      ...screen.getAllByRole('spinbutton'),
    ]) {
      expect(control).toHaveAccessibleName();
    }
  });
});
