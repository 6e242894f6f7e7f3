// /review/*: a product's ratings and reviews (public), and the logged-in customer's own review and
// "Was this helpful?" votes. Only a customer whose order with the product was delivered may review
// it, once; only the author may change or delete a review.
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ApiEnvelope, MyProductReview, Review, ReviewInput, ReviewPage } from '@storefront/shared/types';
import { REVIEWS_PAGE_SIZE, readReviewSort, reviewSchema } from '@storefront/shared/validation';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { parseId } from '../../http/ids';
import { ok } from '../../http/reply';
import { firstText, pageNumber } from '../../catalog/listing-query';
import { currentUser } from '../auth/authenticate';
import { envelope } from '../../catalog/catalog-schemas';
import { doc, documentedBody } from '../api-docs';
import type { CommerceRouteOptions } from '../commerce-context';
import { readBody, validateBody } from '../request-body';
import {
  addHelpfulVote,
  deleteReview,
  findCustomerReview,
  findReview,
  hasDeliveredOrderWith,
  helpfulVotesOf,
  insertReview,
  listReviews,
  productIdBySlug,
  ratingSummary,
  removeHelpfulVote,
  updateReview,
} from './reviews-repository';

export const REVIEW_MESSAGES_API = {
  productNotFound: 'Product not found',
  reviewNotFound: 'This review no longer exists',
  notDelivered: 'You can review this product once an order of yours with it has been delivered',
  alreadyReviewed: 'You have already reviewed this product: you can edit your review instead',
  notYours: 'You can only change or delete your own review',
  ownVote: 'You cannot vote on your own review',
  ratingNotNumber: 'Please choose a rating from 1 to 5 stars',
  created: 'Thank you! Your review has been published.',
  updated: 'Your review has been updated.',
  deleted: 'Your review has been deleted.',
} as const;

const M = REVIEW_MESSAGES_API;

/** The review body as the shared schema reads it; a rating must be a number or digits, not '0x5'. */
function readReview(raw: unknown): ReviewInput {
  const body = readBody(raw);
  for (const field of ['title', 'text'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw badRequest(`${field} must be text`, { [field]: `${field} must be text` });
    }
  }
  const rating = body.rating;
  const digits = typeof rating === 'string' && /^\s*\d\s*$/.test(rating);
  if (rating !== undefined && rating !== null && typeof rating !== 'number' && !digits) {
    throw badRequest(M.ratingNotNumber, { rating: M.ratingNotNumber });
  }
  return validateBody(reviewSchema, body);
}

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const review = {
  type: 'object',
  properties: {
    id: int,
    rating: { ...int, minimum: 1, maximum: 5 },
    title: str,
    text: { ...str, description: 'Plain text' },
    author: { ...str, example: 'Ayesha K.' },
    createdAt: { ...str, format: 'date-time' },
    updatedAt: { ...str, format: 'date-time' },
    helpfulCount: int,
    verifiedPurchase: { type: 'boolean' },
  },
} as const;
const ratingSummarySchema = {
  type: 'object',
  properties: {
    average: { type: 'number', description: '1-5, two decimals; 0 when unrated' },
    count: int,
    distribution: {
      type: 'array',
      description: '5 stars first',
      items: { type: 'object', properties: { stars: int, count: int } },
    },
  },
} as const;
const reviewPage = {
  type: 'object',
  properties: {
    summary: ratingSummarySchema,
    reviews: { type: 'array', items: review },
    page: int,
    totalPages: int,
    total: int,
    sort: { type: 'string', enum: ['newest', 'helpful'] },
  },
} as const;
const slugParam = { type: 'object', properties: { slug: { ...str, description: 'Product slug' } }, required: ['slug'] };
const idParam = { type: 'object', properties: { id: { ...str, description: 'Review id' } }, required: ['id'] };
const body = documentedBody(reviewSchema, {
  rating: { description: 'Whole stars, 1 to 5' },
  title: { example: 'Does what it says' },
  text: { description: 'Plain text, no HTML' },
});

export const reviewRoutes: FastifyPluginCallback<CommerceRouteOptions> = (app, { ctx }, done) => {
  const { db } = ctx;
  const authenticated = { preHandler: ctx.authenticate };

  const productId = async (request: FastifyRequest<{ Params: { slug: string } }>) => {
    const id = await productIdBySlug(db, request.params.slug.trim().toLowerCase());
    if (id === null) throw notFound(M.productNotFound);
    return id;
  };

  /** The review a path names, which must be the caller's own. */
  const ownReview = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const found = await findReview(db, parseId(request.params.id, 'id'));
    if (!found) throw notFound(M.reviewNotFound);
    if (found.userId !== currentUser(request).id) throw forbidden(M.notYours);
    return found;
  };

  app.get<{ Params: { slug: string }; Querystring: Record<string, unknown>; Reply: ApiEnvelope<ReviewPage> }>(
    '/product/:slug',
    doc('Review', "A product's rating summary and one page of its reviews", false, {
      params: slugParam,
      querystring: {
        type: 'object',
        properties: {
          page: { ...str, description: 'From 1; 1 when missing or not a number' },
          sort: { type: 'string', enum: ['newest', 'helpful'], description: 'newest (default) or helpful' },
        },
      },
      response: { 200: envelope(reviewPage) },
    }),
    async (request) => {
      const id = await productId(request);
      const sort = readReviewSort(firstText(request.query.sort));
      const page = pageNumber(request.query.page);
      const summary = await ratingSummary(db, id);
      const totalPages = Math.ceil(summary.count / REVIEWS_PAGE_SIZE);
      const reviews = page <= totalPages ? await listReviews(db, id, sort, page, REVIEWS_PAGE_SIZE) : [];
      return ok({ summary, reviews, page, totalPages, total: summary.count, sort });
    },
  );

  app.get<{ Params: { slug: string }; Reply: ApiEnvelope<MyProductReview> }>(
    '/product/:slug/mine',
    {
      ...doc(
        'Review',
        "The caller's review of the product, whether they may write one, and their helpful votes",
        true,
        {
          params: slugParam,
        },
      ),
      ...authenticated,
    },
    async (request) => {
      const id = await productId(request);
      const userId = currentUser(request).id;
      const [review, delivered, helpfulVotes] = await Promise.all([
        findCustomerReview(db, userId, id),
        hasDeliveredOrderWith(db, userId, id),
        helpfulVotesOf(db, userId, id),
      ]);
      return ok({ canReview: delivered && review === null, review, helpfulVotes });
    },
  );

  app.post<{ Params: { slug: string }; Reply: ApiEnvelope<Review> }>(
    '/product/:slug',
    {
      ...doc('Review', 'Rate and review a product delivered to the caller (once per product)', true, {
        params: slugParam,
        body,
        response: { 201: envelope(review) },
      }),
      ...authenticated,
    },
    async (request, reply) => {
      const input = readReview(request.body);
      const id = await productId(request);
      const userId = currentUser(request).id;
      if (!(await hasDeliveredOrderWith(db, userId, id))) throw forbidden(M.notDelivered);
      const reviewId = await insertReview(db, userId, id, input);
      if (reviewId === null) throw conflict(M.alreadyReviewed);
      const created = await findReview(db, reviewId);
      reply.code(201);
      return ok(created!.review, M.created);
    },
  );

  app.put<{ Params: { id: string }; Reply: ApiEnvelope<Review> }>(
    '/:id',
    {
      ...doc('Review', "Change the caller's own review", true, {
        params: idParam,
        body,
        response: { 200: envelope(review) },
      }),
      ...authenticated,
    },
    async (request) => {
      const input = readReview(request.body);
      const { review: before } = await ownReview(request);
      const userId = currentUser(request).id;
      // Deleted meanwhile: nothing to change.
      if (!(await updateReview(db, before.id, userId, input))) throw notFound(M.reviewNotFound);
      const updated = await findReview(db, before.id);
      return ok(updated!.review, M.updated);
    },
  );

  app.delete<{ Params: { id: string }; Reply: ApiEnvelope<null> }>(
    '/:id',
    { ...doc('Review', "Delete the caller's own review", true, { params: idParam }), ...authenticated },
    async (request) => {
      const { review } = await ownReview(request);
      await deleteReview(db, review.id, currentUser(request).id);
      return ok(null, M.deleted);
    },
  );

  /** Votes for another customer's review. */
  const votable = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const found = await findReview(db, parseId(request.params.id, 'id'));
    if (!found) throw notFound(M.reviewNotFound);
    if (found.userId === currentUser(request).id) throw forbidden(M.ownVote);
    return found.review.id;
  };

  app.put<{ Params: { id: string }; Reply: ApiEnvelope<{ helpfulCount: number; voted: boolean }> }>(
    '/:id/helpful',
    {
      ...doc('Review', 'Vote a review helpful (one vote per customer; again changes nothing)', true, {
        params: idParam,
      }),
      ...authenticated,
    },
    async (request) => {
      const id = await votable(request);
      return ok({ helpfulCount: await addHelpfulVote(db, id, currentUser(request).id), voted: true });
    },
  );

  app.delete<{ Params: { id: string }; Reply: ApiEnvelope<{ helpfulCount: number; voted: boolean }> }>(
    '/:id/helpful',
    { ...doc('Review', 'Take back a helpful vote', true, { params: idParam }), ...authenticated },
    async (request) => {
      const id = await votable(request);
      return ok({ helpfulCount: await removeHelpfulVote(db, id, currentUser(request).id), voted: false });
    },
  );
  done();
};
