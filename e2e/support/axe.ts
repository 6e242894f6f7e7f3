// axe-core run in the page as it is now (its default WCAG 2.x A/AA and best-practice rules): each
// violation with the first elements it names, so a failing test says what to fix.
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  rule: string;
  help: string;
  targets: string[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated, not added as a script element: the page's script policy would refuse an inline one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SCRIPT);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
}
