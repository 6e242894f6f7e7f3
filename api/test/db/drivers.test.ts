// The Database contract, on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../../src/db/app-database';
import { assertSchemaName } from '../../src/db/app-database';
import { openDatabase } from '../../src/db/open-database';
import { openPglite } from '../../src/db/pglite';
import { dropSchema, openPostgres } from '../../src/db/postgres';

const url = process.env.TEST_DATABASE_URL;
const schema = `test_drivers_${randomBytes(3).toString('hex')}`;

let db: AppDatabase;
beforeAll(async () => {
  db = url ? await openPostgres(url, { schema }) : await openPglite(undefined, { schema });
  await db.query('CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL UNIQUE, n int8)');
});
afterAll(async () => {
  await db?.close();
  if (url) await dropSchema(url, schema);
});

describe(`${url ? 'postgres' : 'pglite'} driver`, () => {
  it('works inside its own schema', async () => {
    const { rows } = await db.query<{ s: string }>('SELECT current_schema() AS s');
    expect(rows[0].s).toBe(schema);
  });

  it('runs parameterised queries and counts affected rows', async () => {
    const inserted = await db.query('INSERT INTO items (name, n) VALUES ($1, $2), ($3, $4)', ['a', 1, 'b', 2]);
    expect(inserted.affectedRows).toBe(2);
    const updated = await db.query('UPDATE items SET n = n + 1 WHERE name = ANY($1::text[])', [['a', 'b', 'zzz']]);
    expect(updated.affectedRows).toBe(2);
    const { rows } = await db.query<{ name: string; n: number }>('SELECT name, n FROM items ORDER BY name');
    expect(rows).toEqual([
      { name: 'a', n: 2 },
      { name: 'b', n: 3 },
    ]);
  });

  it('commits a transaction and rolls it back when it throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (name) VALUES ($1)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items (name) VALUES ($1)', ['dropped']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items (name) VALUES ($1)', ['dropped-too']);
        await tx.query('INSERT INTO items (name) VALUES ($1)', ['kept']); // unique violation
      }),
    ).rejects.toThrow();
    const { rows } = await db.query<{ name: string }>(
      "SELECT name FROM items WHERE name LIKE 'kept%' OR name LIKE 'dropped%'",
    );
    expect(rows.map((r) => r.name)).toEqual(['kept']);
  });

  it('commits behind a last statement, and commits nothing when that statement fails', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (name) VALUES ($1)', ['first-of-two']);
      return tx.queryThenCommit<{ id: number }>('INSERT INTO items (name) VALUES ($1) RETURNING id', ['last-of-two']);
    });
    expect(result.rows).toHaveLength(1);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items (name) VALUES ($1)', ['before-failure']);
        await tx.queryThenCommit('INSERT INTO items (name) VALUES ($1)', ['last-of-two']); // unique violation
      }),
    ).rejects.toThrow();
    // Refused after its commit: what was committed stays.
    await expect(
      db.transaction(async (tx) => {
        await tx.queryThenCommit('INSERT INTO items (name) VALUES ($1)', ['committed-then-refused']);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const { rows } = await db.query<{ name: string }>(
      "SELECT name FROM items WHERE name IN ('first-of-two', 'last-of-two', 'before-failure', 'committed-then-refused') ORDER BY name",
    );
    expect(rows.map((r) => r.name)).toEqual(['committed-then-refused', 'first-of-two', 'last-of-two']);
    // The connection is fine afterwards.
    expect((await db.transaction((tx) => tx.query<{ n: number }>('SELECT 1 AS n'))).rows).toEqual([{ n: 1 }]);
  });

  it('runs multi-statement scripts in a transaction', async () => {
    await db.scriptTransaction((tx) =>
      tx.exec("INSERT INTO items (name) VALUES ('s1'); INSERT INTO items (name) VALUES ('s2');"),
    );
    await expect(
      db.scriptTransaction((tx) => tx.exec("INSERT INTO items (name) VALUES ('s3'); SELECT 1/0;")),
    ).rejects.toThrow();
    const { rows } = await db.query<{ name: string }>("SELECT name FROM items WHERE name LIKE 's_' ORDER BY name");
    expect(rows.map((r) => r.name)).toEqual(['s1', 's2']);
  });
});

describe('openDatabase and schema names', () => {
  it('picks PGlite without DATABASE_URL', async () => {
    const memory = await openDatabase({ databaseUrl: undefined, pgliteDir: '' });
    expect(memory.kind).toBe('pglite');
    await memory.close();
    await memory.close(); // closing twice is harmless
  });

  it('refuses schema names that are not plain identifiers', () => {
    expect(assertSchemaName('test_1')).toBe('test_1');
    expect(() => assertSchemaName('x"; DROP SCHEMA public; --')).toThrow('Invalid schema name');
    expect(() => assertSchemaName('Upper')).toThrow();
  });
});
