// Serves the generated images. They are drawn on request from the database row they depict and
// never change for a given URL, so browsers and CDNs may keep them for a year.
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import { BANNER_VARIANTS, type BannerVariant } from './media-urls';
import { BANNER_SIZES, bannerSvg, productSvg } from './svg-images';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const PHOTO_FILE = /^([1-9])\.svg$/;
const BANNER_FILE = /^(desktop|tablet|mobile)\.svg$/;

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', LONG_CACHE).send(svg);
}

export const mediaPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Params: { slug: string; file: string } }>(
    '/products/:slug/:file',
    {
      schema: { hide: true },
    },
    async (request, reply) => {
      const match = PHOTO_FILE.exec(request.params.file);
      if (!match) throw notFound('Image not found');
      const { rows } = await app.db.query<{ name: string; category: string }>(
        `SELECT p.name, c.name AS category FROM products p JOIN categories c ON c.id = p.category_id WHERE p.slug = $1`,
        [request.params.slug],
      );
      if (!rows[0]) throw notFound('Image not found');
      return sendSvg(reply, productSvg(rows[0].name, rows[0].category, request.params.slug, Number(match[1])));
    },
  );

  app.get<{ Params: { position: string; sort: string; file: string } }>(
    '/banners/:position/:sort/:file',
    {
      schema: { hide: true },
    },
    async (request, reply) => {
      const { position, sort, file } = request.params;
      const match = BANNER_FILE.exec(file);
      const sizes = BANNER_SIZES[position];
      if (!match || !sizes || !/^\d{1,4}$/.test(sort)) throw notFound('Image not found');
      const { rows } = await app.db.query<{ alt_text: string }>(
        'SELECT alt_text FROM banners WHERE position = $1 AND sort = $2 ORDER BY id LIMIT 1',
        [position, Number(sort)],
      );
      if (!rows[0]) throw notFound('Image not found');
      const variant = match[1] as BannerVariant;
      if (!BANNER_VARIANTS.includes(variant)) throw notFound('Image not found');
      return sendSvg(reply, bannerSvg(rows[0].alt_text, sizes[variant], `${position}-${sort}`));
    },
  );
  done();
};
