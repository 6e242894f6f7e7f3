/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InlineStyles } from './inline-styles';
import { shellStylesheets } from './shell-assets';

describe('stylesheets of a server-rendered page', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each stylesheet into the page once, in order, and links one it cannot read', async () => {
    fs.writeFileSync(path.join(dir, 'a.css'), '.a{color:red}');
    fs.writeFileSync(path.join(dir, 'b.css'), '.b{color:blue}');
    const html = await new InlineStyles().tags([
      { href: '/a.css', source: path.join(dir, 'a.css') },
      { href: 'https://catalog.example/b.css', source: path.join(dir, 'b.css') },
      { href: '/a.css', source: path.join(dir, 'a.css') },
      { href: '/gone.css', source: path.join(dir, 'gone.css') },
    ]);
    expect(html.split('\n').map((line) => line.trim())).toEqual([
      '<style data-href="/a.css">.a{color:red}</style>',
      '<style data-href="https://catalog.example/b.css">.b{color:blue}</style>',
      '<link rel="stylesheet" href="/gone.css" />',
    ]);
  });

  it('never lets a stylesheet end its style element: such a one is linked', async () => {
    fs.writeFileSync(path.join(dir, 'evil.css'), '.x{}</style><script>alert(1)</script>');
    expect(await new InlineStyles().tags([{ href: '/evil.css', source: path.join(dir, 'evil.css') }])).toBe(
      '<link rel="stylesheet" href="/evil.css" />',
    );
  });

  it("names the shell's stylesheets a page needs: its bootstrap's, the shared UI's, the static page's", () => {
    const build = {
      dir,
      assets: {
        groups: {
          './bootstrap': ['boot.css'],
          '../pages/faq/faq-page': ['faq.css'],
          '../pages/about/about-page': ['about.css'],
        },
      },
      manifest: { shared: [{ assets: { css: { sync: ['ui.css'] } } }, { assets: { css: { sync: [] } } }] },
    };
    expect(shellStylesheets(build, 'faq')).toEqual(['/boot.css', '/ui.css', '/faq.css']);
    expect(shellStylesheets(build)).toEqual(['/boot.css', '/ui.css']);
  });
});
