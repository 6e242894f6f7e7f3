import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyProductReview, Review, ReviewPage } from '@storefront/shared/types';
import { renderWithProviders } from '@storefront/shared/testing';
import { REVIEW_MESSAGES } from '@storefront/shared/validation';
import { createReview, getMyReview, getReviews } from '../api/reviews-api';
import { useProductReviews } from '../hooks/use-product-reviews';
import { NOT_DELIVERED_YET, ProductReviews } from './product-reviews';

jest.mock('../api/reviews-api', () => ({
  ...jest.requireActual<typeof import('../api/reviews-api')>('../api/reviews-api'),
  getReviews: jest.fn(),
  getMyReview: jest.fn(),
  createReview: jest.fn(),
}));

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 1,
  rating: 5,
  title: 'Excellent!',
  text: 'Fast delivery to Lahore.',
  author: 'Sana M.',
  createdAt: '2025-05-20T10:00:00.000Z',
  updatedAt: '2025-05-20T10:00:00.000Z',
  helpfulCount: 3,
  verifiedPurchase: true,
  ...overrides,
});

const page = (reviews: Review[]): ReviewPage => ({
  summary: {
    average: 4.5,
    count: reviews.length,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: reviews.filter((r) => r.rating === stars).length })),
  },
  reviews,
  page: 1,
  totalPages: 1,
  total: reviews.length,
  sort: 'newest',
});

function Reviews() {
  const { reviews, sort, page: current, setView } = useProductReviews('kettle');
  return (
    <ProductReviews slug="kettle" productName="Kettle" reviews={reviews} sort={sort} page={current} onView={setView} />
  );
}

const user = { id: 7, name: 'Ayesha Khan', email: 'demo@storefront.pk', phone: '03001234567', createdAt: '' };
const mine = (state: Partial<MyProductReview>): MyProductReview => ({
  canReview: false,
  review: null,
  helpfulVotes: [],
  ...state,
});

beforeEach(() => {
  jest.mocked(getReviews).mockResolvedValue(page([review(), review({ id: 2, rating: 4, helpfulCount: 0 })]));
});

it('shows the summary and verified reviews, and asks a visitor to log in to write one', async () => {
  renderWithProviders(<Reviews />, { route: '/product/kettle' });
  expect(await screen.findByText('Based on 2 reviews')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Reviews of Kettle' });
  expect(within(list).getAllByRole('article')).toHaveLength(2);
  expect(within(list).getAllByText('Verified purchase')).toHaveLength(2);
  expect(within(list).getByRole('button', { name: 'Yes (3)' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  expect(getMyReview).not.toHaveBeenCalled();
});

it('tells a customer without a delivered order why they cannot review', async () => {
  jest.mocked(getMyReview).mockResolvedValue(mine({ canReview: false }));
  renderWithProviders(<Reviews />, { route: '/product/kettle', user });
  expect(await screen.findByText(NOT_DELIVERED_YET)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
});

it('lets a customer with a delivered order write a review, checking it first', async () => {
  jest.mocked(getMyReview).mockResolvedValue(mine({ canReview: true }));
  const created = review({ id: 9, rating: 4, title: 'Good kettle', text: 'Boils fast and stays cool.' });
  jest.mocked(createReview).mockImplementation(() => {
    jest.mocked(getMyReview).mockResolvedValue(mine({ review: created }));
    return Promise.resolve(created);
  });
  renderWithProviders(<Reviews />, { route: '/product/kettle', user });
  await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
  const form = screen.getByRole('form', { name: 'Write a review' });
  await userEvent.type(within(form).getByLabelText('Title'), 'Good <b>kettle</b>');
  await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
  expect(await within(form).findByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
  expect(within(form).getByText(REVIEW_MESSAGES.noHtml)).toBeInTheDocument();
  expect(within(form).getByRole('radio', { name: '1 star' })).toHaveFocus();
  expect(createReview).not.toHaveBeenCalled();

  await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
  await userEvent.clear(within(form).getByLabelText('Title'));
  await userEvent.type(within(form).getByLabelText('Title'), 'Good kettle');
  await userEvent.type(within(form).getByLabelText('Your review'), 'Boils fast and stays cool.');
  await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
  expect(createReview).toHaveBeenCalledWith('kettle', {
    rating: 4,
    title: 'Good kettle',
    text: 'Boils fast and stays cool.',
  });
  expect(await screen.findByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
});
