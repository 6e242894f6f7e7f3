// Server rendering: public pages arrive with their content, head and structured data, answer the
// right status, hydrate without a warning, and keep answering when the catalog's server part fails.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { launchBrowser, newShopperPage, DESKTOP, MOBILE } from '../support/browser';
import { API_URL, BASE_URL, E2E_PORTS } from '../support/env';
import { rupees } from '../support/shopper';
import { seen } from '../support/waits';

interface Listing {
  products: { slug: string; name: string; netPrice: number }[];
  totalPages: number;
}
interface ProductDetail {
  slug: string;
  name: string;
  netPrice: number;
  total: number;
  stock: number;
  categoryPath: { name: string; slug: string }[];
}

const CATEGORY = 'electronics';

async function api<T>(pathAndQuery: string): Promise<T> {
  const body = (await (await fetch(`${API_URL}${pathAndQuery}`)).json()) as { data: T };
  return body.data;
}

let browser: Browser;
let listing: Listing;
let product: ProductDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  listing = await api<Listing>(`/category/${CATEGORY}`);
  product = await api<ProductDetail>(`/product/getProductBySlug?slug=${listing.products[0].slug}`);
});
afterAll(async () => {
  await browser?.close();
});

const PUBLIC_PAGES = () => [
  '/',
  `/category/${CATEGORY}`,
  `/category/${CATEGORY}?page=2&orderBy=priceAsc`,
  `/product/${product.slug}`,
  '/products/fresh-picks',
  '/about',
  '/contact',
  '/faq',
  '/shipping',
  '/terms',
  '/privacy',
];

/** The JSON-LD blocks of a page's HTML, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

const byType = (blocks: Record<string, unknown>[], type: string) => blocks.find((b) => b['@type'] === type);

test('with JavaScript off, a product page shows its name, price and breadcrumb, and a listing its cards and page links', async () => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: DESKTOP, javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto(`/product/${product.slug}`);
  await seen(page.getByRole('heading', { level: 1, name: product.name }));
  await seen(page.getByText(rupees(product.netPrice)));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await seen(crumbs.getByRole('link', { name: 'Home' }));
  for (const level of product.categoryPath) await seen(crumbs.getByRole('link', { name: level.name }));

  await page.goto(`/category/${CATEGORY}`);
  for (const card of listing.products.slice(0, 3)) await seen(page.getByRole('heading', { level: 3, name: card.name }));
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  expect(await pagination.getByRole('link', { name: /^Page \d+$/ }).count()).toBe(listing.totalPages);
  // Following a page link without JavaScript brings that page, rendered by the server.
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  const second = await api<Listing>(`/category/${CATEGORY}?page=2`);
  await seen(page.getByRole('heading', { level: 3, name: second.products[0].name }));
  await context.close();
});

test("every public page's head names it, points at its canonical address and carries valid JSON-LD", async () => {
  const titles = new Set<string>();
  for (const pagePath of PUBLIC_PAGES()) {
    const response = await fetch(`${BASE_URL}${pagePath}`);
    expect({ pagePath, status: response.status }).toEqual({ pagePath, status: 200 });
    const html = await response.text();
    expect(html).toMatch(/<html lang="en-PK">/);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title).toBeTruthy();
    titles.add(title!);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/);
    const canonical = /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1];
    if (pagePath.startsWith('/category/')) {
      // Filters and sorts fold into the listing; the page number stays.
      expect(canonical).toBe(`${BASE_URL}/category/${CATEGORY}${pagePath.includes('page=2') ? '?page=2' : ''}`);
    } else {
      expect(canonical).toBe(`${BASE_URL}${pagePath}`);
    }
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+, stale-while-revalidate=\d+/);
    expect(response.headers.get('server-timing')).toMatch(/remotes;dur=[\d.]+, api;dur=[\d.]+, render;dur=/);
    for (const block of jsonLd(html)) expect(block['@context']).toBe('https://schema.org');
  }
  // Each its own, page 2 of a listing included ("Electronics - Page 2").
  expect(titles.size).toBe(PUBLIC_PAGES().length);

  const home = jsonLd(await (await fetch(`${BASE_URL}/`)).text());
  expect(byType(home, 'Organization')).toMatchObject({ name: 'Storefront', url: `${BASE_URL}/` });
  expect(byType(home, 'WebSite')?.potentialAction).toMatchObject({
    '@type': 'SearchAction',
    'query-input': 'required name=search_term_string',
  });

  const productHtml = await (await fetch(`${BASE_URL}/product/${product.slug}`)).text();
  const productLd = jsonLd(productHtml);
  const offer = byType(productLd, 'Product')?.offers as { priceSpecification?: unknown } | undefined;
  expect(byType(productLd, 'Product')).toMatchObject({ name: product.name });
  expect(offer).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'PKR',
    price: product.netPrice,
    availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: `${BASE_URL}/product/${product.slug}`,
  });
  if (product.total > product.netPrice)
    expect(offer?.priceSpecification).toMatchObject({ price: product.total, priceCurrency: 'PKR' });
  expect(productHtml).toMatch(new RegExp(`<meta property="og:image" content="${BASE_URL}/[^"]+" />`));
  const crumbs = byType(productLd, 'BreadcrumbList')?.itemListElement as {
    position: number;
    name: string;
    item: string;
  }[];
  expect(crumbs.map((c) => c.position)).toEqual(crumbs.map((_, i) => i + 1));
  expect(crumbs.map((c) => c.name)).toEqual(['Home', ...product.categoryPath.map((c) => c.name), product.name]);
  for (const crumb of crumbs) expect(crumb.item.startsWith(`${BASE_URL}/`)).toBe(true);

  const listingLd = jsonLd(await (await fetch(`${BASE_URL}/category/${CATEGORY}`)).text());
  expect(byType(listingLd, 'BreadcrumbList')?.itemListElement).toHaveLength(2);
  expect((byType(listingLd, 'ItemList')?.itemListElement as unknown[] | undefined)?.[0]).toMatchObject({
    position: 1,
    url: `${BASE_URL}/product/${listing.products[0].slug}`,
  });
});

test('unknown products, categories and paths, and listing pages past the end, answer 404; private pages are never shared', async () => {
  const status = async (pagePath: string) => (await fetch(`${BASE_URL}${pagePath}`)).status;
  expect(await status('/product/no-such-product-anywhere')).toBe(404);
  expect(await status('/category/no-such-category')).toBe(404);
  expect(await status(`/category/${CATEGORY}/no-such-sub`)).toBe(404);
  expect(await status('/no/such/page')).toBe(404);
  expect(await status('/products/no-such-list')).toBe(404);
  expect(await status(`/category/${CATEGORY}?page=${listing.totalPages + 1}`)).toBe(404);
  expect(await status(`/category/${CATEGORY}?page=${listing.totalPages}`)).toBe(200);
  const notFound = await (await fetch(`${BASE_URL}/product/no-such-product-anywhere`)).text();
  expect(notFound).toContain('Product Not Found');
  expect(notFound).toContain('<meta name="robots" content="noindex" />');

  for (const pagePath of ['/basket', '/checkout', '/account', '/auth/login']) {
    const response = await fetch(`${BASE_URL}${pagePath}`);
    expect({ pagePath, status: response.status, cache: response.headers.get('cache-control') }).toEqual({
      pagePath,
      status: 200,
      cache: 'private, no-store',
    });
  }
});

/** Attributes that name an element by id, with ids that no element of the page has. */
function danglingIdReferences(page: Page) {
  return page.evaluate(() => {
    const dangling: string[] = [];
    for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`${element.tagName.toLowerCase()}[${attribute}=${id}]`);
        }
      }
    }
    return dangling;
  });
}

test('public pages hydrate without a warning or error in the console, every id reference intact', async () => {
  const { page, context, pageErrors } = await newShopperPage(browser);
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // The test browser blocks the shop's service worker (support/browser.ts), and says so.
    if (message.text().includes('Service Worker registration blocked')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  };
  page.on('console', onConsole);
  // The page came with its data: hydrating it asks the API for nothing (pictures aside).
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/api/') && !url.includes('/api/api/media/')) apiCalls.push(`${page.url()} -> ${url}`);
  });
  for (const pagePath of PUBLIC_PAGES()) {
    await page.goto(pagePath, { waitUntil: 'load' });
    // Hydration is over once the page answers a click: open the category panel and close it.
    await page.getByRole('button', { name: 'Shop by category' }).click();
    await seen(page.getByRole('dialog', { name: 'Shop By Category' }));
    await page.keyboard.press('Escape');
    // React keeps the server's attributes as they were: an id made by useId on the server and
    // another in the browser would leave labels pointing at nothing, silently in production.
    expect({ pagePath, dangling: await danglingIdReferences(page) }).toEqual({ pagePath, dangling: [] });
  }
  expect(apiCalls).toEqual([]);
  expect(problems).toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('ids made on the server are the ones the browser uses: the phone filter drawer opened after hydration is named', async () => {
  const { page, context, pageErrors } = await newShopperPage(browser, MOBILE);
  await page.goto(`/category/${CATEGORY}`);
  await page.getByRole('button', { name: 'Filters' }).click();
  // Its aria-labelledby is written in the browser, its heading's id came from the server.
  await seen(page.getByRole('dialog', { name: 'Filters' }));
  expect(await danglingIdReferences(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
});

/** A second shell server whose catalog server part answers as `serverPart` does. */
async function shellWithCatalogServer(port: number, serverPartUrl: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_URL: `http://127.0.0.1:${E2E_PORTS.api}`,
    SITE_URL: `http://localhost:${port}`,
  };
  for (const remote of ['catalog', 'checkout', 'account', 'auth'] as const) {
    env[`REMOTE_${remote.toUpperCase()}_URL`] = `http://localhost:${E2E_PORTS[remote]}/mf-manifest.json`;
  }
  env.REMOTE_CATALOG_SERVER_URL = serverPartUrl;
  const root = path.resolve(__dirname, '../..');
  const child = spawn('node', ['tools/serve-static.mjs', '--app', 'shell', '--port', String(port)], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/runtime-config.json`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the second shell did not start');
}

/** A server that takes requests and never answers them. */
async function silentServer(): Promise<{ url: string; close: () => void }> {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((_req, res) => {
    held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/server/mf-manifest.json`,
    close: () => {
      for (const res of held) res.destroy();
      server.close();
    },
  };
}

test.each([
  [
    'answers 404',
    () =>
      Promise.resolve({
        url: `http://localhost:${E2E_PORTS.catalog}/server/no-such-manifest.json`,
        close: () => undefined,
      }),
  ],
  [
    'is unreachable',
    () => Promise.resolve({ url: 'http://127.0.0.1:9/server/mf-manifest.json', close: () => undefined }),
  ],
  ['never answers', silentServer],
])(
  "when the catalog's server part %s, the page still answers 200 and the catalog renders in the browser",
  async (_case, serverPart) => {
    const port = E2E_PORTS.shell + 50;
    const part = await serverPart();
    const child = await shellWithCatalogServer(port, part.url);
    try {
      const started = Date.now();
      const response = await fetch(`http://localhost:${port}/product/${product.slug}`);
      expect(response.status).toBe(200);
      // The remote's budget (300 ms) bounds the wait, with room for a loaded machine.
      expect(Date.now() - started).toBeLessThan(5_000);
      const html = await response.text();
      // Everything but the catalog's section came from the server; the section did not.
      expect(html).toContain('Cash on delivery available across Pakistan');
      expect(html).not.toContain(`>${product.name}</h1>`);

      const { page, context, pageErrors } = await newShopperPage(browser);
      await page.goto(`http://localhost:${port}/product/${product.slug}`);
      await seen(page.getByRole('heading', { level: 1, name: product.name }));
      expect(pageErrors).toEqual([]);
      await context.close();
    } finally {
      // Gone before the next case starts its own on the same port.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      part.close();
    }
  },
);

test('a catalog release is server-rendered at the next page load, without restarting or redeploying the shell', async () => {
  // The catalog's build, copied to a folder of its own and served like a deployed remote.
  const root = path.resolve(__dirname, '../..');
  const deployed = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-release-'));
  fs.cpSync(path.join(root, 'mf-catalog', 'dist'), deployed, { recursive: true });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the apps' CommonJS server, without type declarations, loaded from the repository as Node runs it
  const { createStaticServer } = require(path.join(root, 'tools/static-server.cjs')) as {
    createStaticServer: (o: {
      app: string;
      distDir: string;
    }) => Promise<{ listen: (o: { port: number; host: string }) => Promise<string>; close: () => Promise<void> }>;
  };
  const catalog = await createStaticServer({ app: 'mf-catalog', distDir: deployed });
  const catalogPort = E2E_PORTS.shell + 60;
  await catalog.listen({ port: catalogPort, host: '127.0.0.1' });
  const port = E2E_PORTS.shell + 51;
  const shell = await shellWithCatalogServer(port, `http://127.0.0.1:${catalogPort}/server/mf-manifest.json`);
  try {
    const pageUrl = `http://localhost:${port}/product/${product.slug}`;
    expect(await (await fetch(pageUrl)).text()).toContain('>Add to Basket</button>');

    // The release: the product page's server code says something new, and its manifest changes.
    const serverDir = path.join(deployed, 'server');
    // The text is in the catalog's catalogue, which each exposed module's server build carries.
    const chunks = fs.readdirSync(serverDir).filter((f) => f.startsWith('__federation_expose_'));
    expect(chunks.map((f) => f.split('.')[0])).toContain('__federation_expose_ProductPage');
    for (const chunk of chunks) {
      const code = fs.readFileSync(path.join(serverDir, chunk), 'utf8');
      fs.writeFileSync(path.join(serverDir, chunk), code.replaceAll('Add to Basket', 'Add to Basket (new release)'));
    }
    fs.appendFileSync(path.join(serverDir, 'mf-manifest.json'), '\n');

    // Within the shell's check interval (a second), the next page load renders the new code.
    let html = '';
    const deadline = Date.now() + 10_000;
    while (!html.includes('Add to Basket (new release)') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 300));
      html = await (await fetch(pageUrl)).text();
    }
    expect(html).toContain('>Add to Basket (new release)</button>');
  } finally {
    const exited = new Promise((resolve) => shell.once('exit', resolve));
    if (shell.pid) process.kill(-shell.pid, 'SIGTERM');
    await exited;
    await catalog.close();
    fs.rmSync(deployed, { recursive: true, force: true });
  }
});
