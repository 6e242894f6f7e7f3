/** @jest-environment node */
import { escapeHtml, headTags, renderDocument, scriptJson, withDocumentLanguage } from './html-document';
import { SERVER_PAYLOAD_ID } from '../lib/page-payload';

const TEMPLATE =
  '<!doctype html><html lang="en-PK"><head><meta charset="utf-8"><meta name="description" content="Default">' +
  '<title>Storefront | Default</title><script defer src="/main.1234abcd.js"></script></head>' +
  '<body><noscript>Please enable JavaScript to shop on this site.</noscript><div id="root"></div></body></html>';

describe('the HTML document', () => {
  it('escapes text for HTML and JSON for a script element', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = scriptJson({ text: '</script><script>alert(1)</script>&\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>&\u2028' });
  });

  it("names the page's locale, English or Urdu", () => {
    expect(headTags({ title: 'TV' }, 'https://shop.pk')).toContain('<meta property="og:locale" content="en_PK" />');
    const urdu = headTags({ title: 'ٹی وی' }, 'https://shop.pk', 'ur');
    expect(urdu).toContain('<meta property="og:locale" content="ur_PK" />');
    expect(urdu).toContain('<title>ٹی وی | Storefront</title>');
  });

  it('writes <html> in the language: lang, and dir for a right-to-left one', () => {
    expect(withDocumentLanguage('<html lang="en-PK"><body></body></html>', 'ur')).toBe(
      '<html lang="ur" dir="rtl"><body></body></html>',
    );
    expect(withDocumentLanguage('<html lang="en-PK"><body></body></html>', 'en')).toBe(
      '<html lang="en-PK"><body></body></html>',
    );
  });

  it("writes the page's title, description, canonical link, previews and structured data", () => {
    const tags = headTags(
      {
        title: 'TV & Video',
        description: 'Shop "TVs"',
        canonicalPath: '/category/tv?page=2',
        image: '/media/tv.svg',
        type: 'product',
        jsonLd: [{ '@context': 'https://schema.org', name: '</script>' }],
        noindex: true,
      },
      'https://shop.pk',
    );
    expect(tags).toContain('<title>TV &amp; Video | Storefront</title>');
    expect(tags).toContain('<meta name="description" content="Shop &quot;TVs&quot;" />');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).toContain('<link rel="canonical" href="https://shop.pk/category/tv?page=2" />');
    expect(tags).toContain('<meta property="og:image" content="https://shop.pk/media/tv.svg" />');
    expect(tags).toContain('<meta property="og:type" content="product" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","name":"\\u003c/script\\u003e"}</script>',
    );
  });

  it("replaces the template's own title and description, drops its no-JavaScript notice, and fills the root", () => {
    const html = renderDocument(TEMPLATE, {
      language: 'en',
      head: '<title>TV | Storefront</title>',
      links: '<link rel="stylesheet" href="https://catalog.pk/page.css" />',
      body: '<main>TVs</main>',
      payload: {
        entries: { a: { ok: true, value: '<b>' } },
        state: {},
        modules: ['catalog/HomePage'],
        origin: 'https://shop.pk',
        language: 'en',
      },
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>TV | Storefront</title>');
    expect(html).not.toContain('content="Default"');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script defer src="/main.1234abcd.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="https://catalog.pk/page.css" />');
    expect(html).toContain('<div id="root"><main>TVs</main></div>');
    const payload = new RegExp(`<script id="${SERVER_PAYLOAD_ID}" type="application/json">(.*?)</script>`).exec(
      html,
    )?.[1];
    expect(JSON.parse(payload!)).toMatchObject({
      entries: { a: { ok: true, value: '<b>' } },
      modules: ['catalog/HomePage'],
    });
  });
});
