// How the shell's origin answers a page request with its renderer (page-rendering.cjs): the
// renderer itself is tested end to end (e2e/tests/server-rendering.test.ts).
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

type Renderer = {
  render: (
    url: string,
    request: { cookie?: string },
  ) => Promise<{ status: number; html: string; timing: string } | null>;
  shellPage: (request: { cookie?: string }) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { sendPage, PUBLIC_PAGE_CACHE, PRIVATE_PAGE_CACHE } = require('./page-rendering.cjs') as {
  sendPage: (
    r: Renderer | null,
    req: FastifyRequest,
    reply: FastifyReply,
    sendShell: (reply: FastifyReply) => unknown,
  ) => Promise<unknown>;
  PUBLIC_PAGE_CACHE: string;
  PRIVATE_PAGE_CACHE: string;
};

/** The shell's page as the renderer writes it for the browser: in the language the cookie names. */
const shellPage = ({ cookie }: { cookie?: string }) =>
  cookie?.includes('storefront-language=ur')
    ? '<html lang="ur" dir="rtl"><div id="root"></div>'
    : '<div id="root"></div>';

async function answer(renderer: Omit<Renderer, 'shellPage'> | null, url = '/product/tv', cookie?: string) {
  const app = Fastify();
  app.get('/*', (req, reply) =>
    sendPage(renderer && { ...renderer, shellPage }, req, reply, (r) =>
      r.type('text/html').send('<div id="root"></div>'),
    ),
  );
  const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
  await app.close();
  return response;
}

describe('a page request on the shell origin', () => {
  it('answers a rendered page with its status, a cache a CDN may share, and Server-Timing', async () => {
    const ok = await answer({
      render: () => Promise.resolve({ status: 200, html: '<h1>TV</h1>', timing: 'render;dur=3' }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('<h1>TV</h1>');
    expect(ok.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    expect(ok.headers['server-timing']).toBe('render;dur=3');
    const missing = await answer({
      render: () => Promise.resolve({ status: 404, html: 'Not here', timing: 'render;dur=1' }),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=60');
  });

  it("answers a shopper's own page (the renderer declines it) with the browser-rendered page, never shared", async () => {
    const response = await answer({ render: () => Promise.resolve(null) }, '/basket');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
  });

  it('hands the renderer the Cookie header and says the page varies with it', async () => {
    const seen: Array<string | undefined> = [];
    const rendered = await answer(
      {
        render: (_url, request) => {
          seen.push(request.cookie);
          return Promise.resolve({ status: 200, html: '<h1>TV</h1>', timing: 'render;dur=3' });
        },
      },
      '/product/tv',
      'storefront-language=ur',
    );
    expect(seen).toEqual(['storefront-language=ur']);
    expect(rendered.headers.vary).toMatch(/\bCookie\b/);
    const own = await answer({ render: () => Promise.resolve(null) }, '/basket', 'storefront-language=ur');
    expect(own.body).toBe('<html lang="ur" dir="rtl"><div id="root"></div>');
    expect(own.headers.vary).toMatch(/\bCookie\b/);
  });

  it('answers the browser-rendered page, never a 500, when the renderer throws', async () => {
    const response = await answer({
      render: () => Promise.reject(new Error('boom')),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
  });

  it('serves the page as built when the build has no renderer', async () => {
    const response = await answer(null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
