// Registers every catalogue route under the API prefix.
import type { FastifyPluginAsync } from 'fastify';
import { CatalogCache } from './catalog-cache';
import { CatalogRepository } from './catalog-repository';
import { startDealExpiry } from './deal-expiry';
import { bannerRoutes } from './banner-routes';
import { categoryRoutes } from './category-routes';
import { locationRoutes } from './location-routes';
import { productRoutes } from './product-routes';
import { SearchPageRepository } from './search-page-repository';
import { searchPageRoutes } from './search-page-routes';
import { relatedRoutes } from './related-routes';
import { sitemapRoutes } from './sitemap-routes';

export const catalogPlugin: FastifyPluginAsync = async (app) => {
  const cache = new CatalogCache(app.config.catalogCacheSeconds * 1000);
  // Changes are announced where they are written: on the primary, also when reads go to a replica.
  const following = cache.follow(app.db, (err) =>
    app.log.warn({ err }, 'Catalogue cache: cannot listen for changes; answers are read afresh until it can'),
  );
  app.addHook('onReady', () => following.ready);
  app.addHook('onClose', following.stop);
  // Deals end on the primary, where the change is written and announced.
  let expiry: ReturnType<typeof startDealExpiry> | undefined;
  app.addHook('onReady', (done) => {
    expiry = startDealExpiry({
      db: app.db,
      onEnded: (count) => app.log.info({ count }, 'flash deals ended'),
      onError: (err) => app.log.warn({ err }, 'Flash deals: could not end the deals due; trying again'),
    });
    done();
  });
  app.addHook('onClose', async () => expiry?.stop());
  const repository = new CatalogRepository(app.readDb, cache);
  await app.register(categoryRoutes, { repository, cache });
  await app.register(productRoutes, { repository, cache });
  await app.register(searchPageRoutes, { search: new SearchPageRepository(app.readDb, repository, cache), cache });
  await app.register(relatedRoutes, { repository, cache });
  await app.register(bannerRoutes, { repository });
  await app.register(locationRoutes, { repository });
  await app.register(sitemapRoutes, { repository });
};
