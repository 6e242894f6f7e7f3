import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(async () => {
  await t?.close();
});

describe('migrate', () => {
  it('records every migration once and applies nothing the second time', async () => {
    const { rows } = await t.db.query<{ version: string; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.name)).toEqual(loadMigrations().map((m) => m.name));
    expect(rows[0]).toEqual({ version: '001', name: '001_catalog.sql' });
    expect(await migrate(t.db)).toEqual([]);
  });

  it('rolls back a failing migration completely', async () => {
    const bad = {
      version: '900',
      name: '900_bad.sql',
      sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing_table;',
    };
    await expect(migrate(t.db, [bad])).rejects.toThrow(/missing_table/);
    const tables = await t.db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(tables.rows).toHaveLength(0);
    const recorded = await t.db.query("SELECT 1 FROM schema_migrations WHERE version = '900'");
    expect(recorded.rows).toHaveLength(0);
  });

  it('enforces the catalogue rules in the schema', async () => {
    await expect(t.db.query(`INSERT INTO brands (name, slug) VALUES ('Bad', 'Not A Slug')`)).rejects.toThrow();
    await t.db.query(`INSERT INTO categories (name, slug, parent_id, level) VALUES ('Top', 'top', NULL, 1)`);
    await expect(
      t.db.query(`INSERT INTO categories (name, slug, parent_id, level) VALUES ('Top again', 'top', NULL, 1)`),
    ).rejects.toThrow();
  });

  it('refuses badly named or duplicate migration files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(dir, '001_ok.sql'), 'SELECT 1;');
    writeFileSync(path.join(dir, 'oops.sql'), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow('Migration file "oops.sql" must be named NNN_name.sql');
    const dup = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(dup, '001_a.sql'), 'SELECT 1;');
    writeFileSync(path.join(dup, '001_b.sql'), 'SELECT 1;');
    expect(() => loadMigrations(dup)).toThrow('Two migrations share the number 001');
  });
});
