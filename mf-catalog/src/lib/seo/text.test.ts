import { plainText, trimDescription } from './text';

test('plainText drops tags, decodes common entities and puts everything on one line', () => {
  expect(plainText('  <p>Fast &amp; <b>quiet</b></p>\n\n fan&nbsp;&#8211; 3&#x2011;speed ')).toBe(
    'Fast & quiet fan – 3‑speed',
  );
  expect(plainText(null)).toBe('');
});

test('trimDescription keeps short text as it is', () => {
  expect(trimDescription('Short one.')).toBe('Short one.');
  expect(trimDescription('x'.repeat(160))).toBe('x'.repeat(160));
});

test('trimDescription cuts long text at a word boundary, within 160 characters, with an ellipsis', () => {
  const text = 'word '.repeat(50).trim(); // 249 characters
  const out = trimDescription(text);
  expect(Array.from(out).length).toBeLessThanOrEqual(160);
  expect(out).toMatch(/ word…$/);
  expect(text.startsWith(out.slice(0, -1))).toBe(true);
});

test('trimDescription keeps a word that ends exactly at the limit, and cuts one long word anyway', () => {
  const exact = `${'a'.repeat(159)} tail`; // the 160th character is the space
  expect(trimDescription(exact)).toBe(`${'a'.repeat(159)}…`);
  expect(Array.from(trimDescription('b'.repeat(300))).length).toBe(160);
});

test('trimDescription does not leave a dangling comma before the ellipsis, nor split an emoji', () => {
  expect(trimDescription('one, two, three, four', 12)).toBe('one, two…');
  expect(Array.from(trimDescription('😀'.repeat(200)))).toHaveLength(160);
});
