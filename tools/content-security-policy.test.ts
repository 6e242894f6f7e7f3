// The shell's page policy: which inline scripts it allows, and from which origins scripts load.
import crypto from 'node:crypto';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { inlineScriptHashes, pagePolicy } = require('./content-security-policy.cjs') as {
  inlineScriptHashes: (html: string) => string[];
  pagePolicy: (sources: { scriptHashes: string[]; remotes: Record<string, string> }) => string;
};

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser runs, once, and nothing else', () => {
    const html = [
      '<script>window.a = 1</script>',
      '<script type="module">import("/x.js")</script>',
      '<script>window.a = 1</script>',
      '<script defer src="/main.1a2b3c4d.js"></script>',
      '<script id="__SERVER_DATA__" type="application/json">{"a":"</p>"}</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = 1'), sha256('import("/x.js")')]);
  });

  it('hashes the text as written, characters beyond ASCII included', () => {
    expect(inlineScriptHashes("<SCRIPT type='text/javascript'>say('دکان')</SCRIPT>")).toEqual([sha256("say('دکان')")]);
  });
});

describe('pagePolicy', () => {
  it("names each remote's origin once, sorted, and never allows inline or eval'd code at large", () => {
    const policy = pagePolicy({
      scriptHashes: [sha256('boot()')],
      remotes: {
        catalog: 'https://cdn.example.pk/catalog/mf-manifest.json',
        checkout: 'https://cdn.example.pk/checkout/releases/r7/mf-manifest.json',
        auth: 'http://localhost:3004/remoteEntry.js',
      },
    });
    expect(policy).toBe(
      `script-src 'self' ${sha256('boot()')} http://localhost:3004 https://cdn.example.pk; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`,
    );
    expect(policy).not.toMatch(/unsafe/);
  });
});
