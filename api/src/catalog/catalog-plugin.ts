// Registers every catalogue route under the API prefix.
import type { FastifyPluginAsync } from 'fastify';
import { CatalogRepository } from './catalog-repository';
import { bannerRoutes } from './banner-routes';
import { categoryRoutes } from './category-routes';
import { locationRoutes } from './location-routes';
import { productRoutes } from './product-routes';
import { sitemapRoutes } from './sitemap-routes';

export const catalogPlugin: FastifyPluginAsync = async (app) => {
  const repository = new CatalogRepository(app.readDb);
  await app.register(categoryRoutes, { repository });
  await app.register(productRoutes, { repository });
  await app.register(bannerRoutes, { repository });
  await app.register(locationRoutes, { repository });
  await app.register(sitemapRoutes, { repository });
};
