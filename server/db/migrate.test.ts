import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatAccessKinds } from '../../src/api/membership.ts';
import { legalLinkIds, socialNetworks, sponsorGroupIds } from '../../src/api/pages.ts';
import { photoRefusalReasons, photoStatuses, userTypes } from '../../src/api/users.ts';
import { createDb, type Db } from './db.ts';
import { migrate } from './migrate.ts';

describe('migrate', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createDb({});
  });
  afterAll(() => db.close());

  it('applies every migration once and records it; a second run changes nothing', async () => {
    const first = await migrate(db);
    expect(first).toContain('0001_initial.sql');
    const second = await migrate(db);
    expect(second).toEqual([]);
    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(first);
  });

  it('keeps a failed migration out of the database and out of schema_migrations', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'club-migrations-'));
    try {
      await writeFile(join(dir, '0001_ok.sql'), 'CREATE TABLE probe_ok (id int);');
      await writeFile(join(dir, '0002_broken.sql'), 'CREATE TABLE probe_half (id int); SELECT no_such_column FROM probe_ok;');
      await expect(migrate(db, dir)).rejects.toThrow(/no_such_column/);
      const { rows } = await db.query<{ name: string }>(
        "SELECT name FROM schema_migrations WHERE name IN ('0001_ok.sql', '0002_broken.sql')",
      );
      expect(rows.map((row) => row.name)).toEqual(['0001_ok.sql']);
      const half = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'probe_half'");
      expect(half.rows).toHaveLength(0); // rolled back with its transaction
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('constrains enum-like columns to exactly the contract lists', async () => {
    const checks = await db.query<{ table: string; def: string }>(
      `SELECT conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'c'
         AND conrelid::regclass::text IN ('sponsors', 'legal_links', 'social_links', 'users', 'seats')`,
    );
    // Only the constraint on `column` when given (users has other checks, e.g. photo_status).
    const definition = (table: string, column?: string) =>
      checks.rows
        .filter((row) => row.table === table && (!column || row.def.includes(`(${column} = ANY`)))
        .map((row) => row.def)
        .join(' ');
    const quotedValues = (def: string) => [...def.matchAll(/'([A-Za-z_]+)'::text/g)].map((match) => match[1]).sort();
    expect(quotedValues(definition('sponsors'))).toEqual([...sponsorGroupIds].sort());
    expect(quotedValues(definition('legal_links'))).toEqual([...legalLinkIds].sort());
    expect(quotedValues(definition('social_links'))).toEqual([...socialNetworks].sort());
    expect(quotedValues(definition('users', 'type'))).toEqual([...userTypes].sort());
    expect(quotedValues(definition('seats', 'access'))).toEqual([...seatAccessKinds].sort());
    expect(quotedValues(definition('users', 'photo_status'))).toEqual([...photoStatuses].sort());
    expect(quotedValues(definition('users', 'photo_refusal'))).toEqual([...photoRefusalReasons].sort());
  });
});
