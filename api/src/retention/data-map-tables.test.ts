/**
 * The data map names every table of the database (docs/privacy.md#retention): a table holding
 * personal data appears in the `tables` of at least one kind (the lead tables in every lead
 * kind), one holding none in `notPersonal` and in no kind, and every table the map names exists.
 * A new table therefore fails here until someone decides what it holds and how long.
 */
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { dataMap } from '#api/privacy/data-map-file.ts';
import { databasePerTest } from '#api/testing/test-database.ts';

const database = databasePerTest();

/** The tables of the migrated database, on either engine. */
async function tablesOfDatabase(): Promise<string[]> {
  const { engine } = await database();
  const query =
    engine.dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`;
  const { rows } = await query.execute(engine.db);
  return rows.map((row) => row.name).sort();
}

const personal = () => new Set(dataMap().kinds.flatMap((kind) => kind.tables));

describe('the data map and the tables of the database', () => {
  // claim: fadp-compliant, gdpr-compliant
  test('every table of the database is in a kind of personal data or in notPersonal', async () => {
    const named = new Set([...personal(), ...dataMap().notPersonal]);
    const unnamed = (await tablesOfDatabase()).filter((table) => !named.has(table));
    expect(unnamed).toEqual([]);
  });

  test('every table the map names exists', async () => {
    const tables = new Set(await tablesOfDatabase());
    const missing = [...personal(), ...dataMap().notPersonal].filter((table) => !tables.has(table));
    expect(missing).toEqual([]);
  });

  test('a table listed as holding no personal data is in no kind of personal data', () => {
    const both = dataMap().notPersonal.filter((table) => personal().has(table));
    expect(both).toEqual([]);
  });
});
