// 768px wide counts as narrow everywhere (spec section 9). JS takes the queries from here; CSS cannot
// import them, so this reads every stylesheet and source of the apps for a breakpoint that drifted.
import fs from 'node:fs';
import path from 'node:path';
import { NARROW_BREAKPOINT_PX, NARROW_SCREEN_QUERY, WIDE_SCREEN_QUERY } from '@storefront/shared/config';
import { filesUnder } from '../test-support/files-under';

const repo = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shared', 'shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth'].map((app) =>
  path.join(repo, app, 'src'),
);
/** A width query near the breakpoint (other breakpoints, such as 480px or 1100px, are left alone). */
const WIDTH_QUERY = /\((max|min)-width:\s*([\d.]+)px\)/g;
const NEAR_BREAKPOINT = (px: number) => Math.abs(px - NARROW_BREAKPOINT_PX) < 10;
/** JS that builds its own breakpoint query instead of importing one. */
const HOME_MADE_QUERY = /-width:\s*\$\{\s*NARROW_BREAKPOINT_PX/;

/** The conditions of every @media rule (a container query sizes by its box, not the window). */
const MEDIA_CONDITIONS = /@media([^{]*)\{/g;

/** Every width query near the breakpoint that is not max-width: 768px (wide screens negate it). */
function driftedQueries(text: string): string[] {
  return [...text.matchAll(MEDIA_CONDITIONS)]
    .flatMap(([, conditions]) => [...conditions.matchAll(WIDTH_QUERY)])
    .filter(([, , px]) => NEAR_BREAKPOINT(Number(px)))
    .filter(([query]) => query !== NARROW_SCREEN_QUERY)
    .map(([query]) => query);
}

test('narrow is up to and including 768px, wide is everything else (no gap at fractional widths)', () => {
  expect(NARROW_SCREEN_QUERY).toBe('(max-width: 768px)');
  expect(WIDE_SCREEN_QUERY).toBe('not all and (max-width: 768px)');
});

test('the check catches a query that treats 768px as wide or stops short of it', () => {
  expect(
    driftedQueries('@media (min-width: 768px) {} @media (max-width: 767.98px) {} @media (max-width: 767px) {}'),
  ).toEqual(['(min-width: 768px)', '(max-width: 767.98px)', '(max-width: 767px)']);
  // min-width: 769px leaves 768.5px matching neither side.
  expect(driftedQueries('@media (min-width: 769px) {}')).toEqual(['(min-width: 769px)']);
  expect(
    driftedQueries(
      '@media (max-width: 768px) {} @media not all and (max-width: 768px) {} @media (min-width: 1100px) {}',
    ),
  ).toEqual([]);
  // A container query is about its container's width: any value is its own business.
  expect(driftedQueries('@container (min-width: 760px) {} @media screen and (min-width: 760px) {}')).toEqual([
    '(min-width: 760px)',
  ]);
  expect('window.matchMedia(`(min-width: ${NARROW_BREAKPOINT_PX}px)`)').toMatch(HOME_MADE_QUERY);
});

test('every stylesheet switches at the same width', () => {
  const offenders = APP_SOURCES.flatMap((dir) => filesUnder(dir, /\.css$/)).flatMap((file) =>
    driftedQueries(fs.readFileSync(file, 'utf8')).map((query) => `${path.relative(repo, file)}: ${query}`),
  );
  expect(offenders).toEqual([]);
});

test('scripts use the shared queries rather than writing their own', () => {
  const constants = path.join(__dirname, 'constants.ts');
  const offenders = APP_SOURCES.flatMap((dir) => filesUnder(dir, /\.tsx?$/))
    .filter((file) => file !== constants && !/\.test\.tsx?$/.test(file))
    .filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return (
        HOME_MADE_QUERY.test(text) || [...text.matchAll(WIDTH_QUERY)].some(([, , px]) => NEAR_BREAKPOINT(Number(px)))
      );
    })
    .map((file) => path.relative(repo, file));
  expect(offenders).toEqual([]);
});
