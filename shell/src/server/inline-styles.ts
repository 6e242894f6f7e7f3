// The stylesheets of a server-rendered page, written into it: the page is painted as soon as its
// HTML arrives instead of after a request per stylesheet, to two origins (the shell's and the
// catalog's), on a phone network. They are the build's content-hashed files, so each is read once
// and kept; one that cannot be read in time is linked instead. The browser's code later adds the
// same files as links when it loads its modules: the rules are the same, nothing moves.
import { readFile } from 'node:fs/promises';
import { escapeHtml } from './html-document';

export interface Stylesheet {
  /** Its public address, as the browser would link it. */
  href: string;
  /** Where this server reads it: a file path of the shell's build, or a URL it can reach. */
  source: string;
}

/** How long a stylesheet not read yet may hold up a page before it is linked instead. */
const READ_BUDGET_MS = 300;
/** Enough for every release of every app a process meets; beyond, the oldest are dropped. */
const MAX_KEPT = 200;

export class InlineStyles {
  private readonly texts = new Map<string, Promise<string | null>>();

  /** `<style>` elements (or `<link>`s for those not read in time), in the order given. */
  async tags(stylesheets: Stylesheet[]): Promise<string> {
    const unique = [...new Map(stylesheets.map((s) => [s.href, s])).values()];
    const texts = await Promise.all(unique.map((sheet) => this.read(sheet)));
    return unique
      .map((sheet, i) => {
        const text = texts[i];
        // A stylesheet cannot close the style element early: its text never holds '</style'.
        return text !== null && !/<\/style/i.test(text)
          ? `<style data-href="${escapeHtml(sheet.href)}">${text}</style>`
          : `<link rel="stylesheet" href="${escapeHtml(sheet.href)}" />`;
      })
      .join('\n    ');
  }

  private read(sheet: Stylesheet): Promise<string | null> {
    let text = this.texts.get(sheet.source);
    if (!text) {
      text = (
        /^https?:/.test(sheet.source)
          ? fetch(sheet.source, { signal: AbortSignal.timeout(2_000) }).then((res) => (res.ok ? res.text() : null))
          : readFile(sheet.source, 'utf8')
      ).catch(() => null);
      // A failure is not kept: the next page tries again.
      void text.then((value) => {
        if (value === null) this.texts.delete(sheet.source);
      });
      this.texts.set(sheet.source, text);
      if (this.texts.size > MAX_KEPT) this.texts.delete(this.texts.keys().next().value as string);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), READ_BUDGET_MS);
    });
    return Promise.race([text, late]).finally(() => clearTimeout(timer));
  }
}
