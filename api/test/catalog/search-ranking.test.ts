// The search scores only the names that can still reach the top results (catalog-repository.ts):
// its answers must be exactly those of scoring every matching name, for every kind of query.
import { CatalogRepository } from '../../src/catalog/catalog-repository';
import { normaliseSearchQuery } from '../../src/catalog/search-query';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 500 });
});
afterAll(async () => {
  await t?.close();
});

/** The ranking of search(), applied to every match. */
async function exhaustive(text: string, words: string[], limit: number): Promise<number[]> {
  const escape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  const params: unknown[] = [text, `${escape(text)}%`, limit];
  const where = words.map((word) => {
    params.push(`%${escape(word)}%`);
    return `p.name ILIKE $${params.length}`;
  });
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE ${where.join(' AND ')}
      ORDER BY (p.name ILIKE $2) DESC, similarity(p.name, $1) DESC, p.name ASC, p.id ASC LIMIT $3`,
    params,
  );
  return rows.map((r) => r.id);
}

it('ranks exactly as scoring every match would, for whole words, fragments and several words', async () => {
  const { rows } = await t.db.query<{ word: string }>(
    `SELECT DISTINCT lower(w) AS word FROM products, regexp_split_to_table(name, '\\s+') AS w
      WHERE length(w) > 3 ORDER BY 1`,
  );
  const words = rows.map((r) => r.word);
  const queries = [
    ...words,
    ...words.map((w) => w.slice(0, 4)),
    ...words.map((w) => w.slice(1, 5)),
    ...words.slice(0, 60).map((w, i) => `${w} ${words[(i * 7) % words.length]}`),
    'samsung led',
    'Samsung Tablet 8 inch',
    'xx yy',
    '100%_\\',
  ];
  expect(queries.length).toBeGreaterThan(200);
  const repository = new CatalogRepository(t.db);
  let compared = 0;
  for (const raw of queries) {
    const query = normaliseSearchQuery(raw);
    if (!query) continue;
    for (const limit of [10, 3]) {
      const found = (await repository.search(query, limit)).map((r) => r.id);
      expect({ raw, limit, found }).toEqual({ raw, limit, found: await exhaustive(query.text, query.words, limit) });
      compared += 1;
    }
  }
  expect(compared).toBeGreaterThan(400);
});
