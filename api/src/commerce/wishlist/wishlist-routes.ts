// /wishlist: the caller's saved products, kept on the server so they follow the customer across
// devices. Every call is the caller's own: no customer id is taken from the request.
import type { FastifyPluginCallback } from 'fastify';
import type { ApiEnvelope, WishlistEntry, WishlistIds } from '@storefront/shared/types';
import { conflict, notFound } from '../../http/errors';
import { parseId } from '../../http/ids';
import { ok } from '../../http/reply';
import { currentUser } from '../auth/authenticate';
import { doc, DOCS } from '../api-docs';
import type { CommerceRouteOptions } from '../commerce-context';
import {
  addToWishlist,
  listWishlist,
  MAX_WISHLIST_ITEMS,
  removeFromWishlist,
  wishlistProductIds,
} from './wishlist-repository';

export const WISHLIST_MESSAGES = {
  added: 'Saved to your wishlist',
  removed: 'Removed from your wishlist',
  noProduct: 'Product not found',
  full: `Your wishlist is full: it holds at most ${MAX_WISHLIST_ITEMS} products. Please remove some before saving more.`,
};

export const wishlistRoutes: FastifyPluginCallback<CommerceRouteOptions> = (app, { ctx }, done) => {
  const { db } = ctx;
  app.addHook('preHandler', ctx.authenticate);

  const idsOf = async (customerId: number): Promise<WishlistIds> => ({
    productIds: await wishlistProductIds(db, customerId),
  });

  app.get<{ Reply: ApiEnvelope<WishlistEntry[]> }>(
    '/',
    doc('Wishlist', "The caller's wishlist, most recently saved first", true, DOCS.wishlist),
    async (request) => ok(await listWishlist(db, currentUser(request).id)),
  );

  app.get<{ Reply: ApiEnvelope<WishlistIds> }>(
    '/ids',
    doc('Wishlist', "The ids of the products on the caller's wishlist", true, DOCS.wishlistIds),
    async (request) => ok(await idsOf(currentUser(request).id)),
  );

  app.put<{ Params: { productId: string }; Reply: ApiEnvelope<WishlistIds> }>(
    '/items/:productId',
    doc('Wishlist', 'Save a product (saving it again changes nothing)', true, DOCS.wishlistChange),
    async (request) => {
      const productId = parseId(request.params.productId, 'productId');
      const customerId = currentUser(request).id;
      const outcome = await addToWishlist(db, customerId, productId);
      if (outcome === 'noProduct') throw notFound(WISHLIST_MESSAGES.noProduct);
      if (outcome === 'full') throw conflict(WISHLIST_MESSAGES.full);
      return ok(await idsOf(customerId), WISHLIST_MESSAGES.added);
    },
  );

  app.delete<{ Params: { productId: string }; Reply: ApiEnvelope<WishlistIds> }>(
    '/items/:productId',
    doc('Wishlist', 'Remove a product (removing one not saved is not an error)', true, DOCS.wishlistChange),
    async (request) => {
      const productId = parseId(request.params.productId, 'productId');
      const customerId = currentUser(request).id;
      await removeFromWishlist(db, customerId, productId);
      return ok(await idsOf(customerId), WISHLIST_MESSAGES.removed);
    },
  );
  done();
};
