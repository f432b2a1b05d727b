// The embedded database on disk, as `npm start` opens it: created on first open, kept across restarts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database in a data folder', () => {
  it('is created on first open, migrated, small in memory, and keeps its rows after a restart', { timeout: 180_000 }, async () => {
    const first = await openDatabase({ dataDir });
    try {
      expect(first.driver).toBe('pglite');
      expect(await queryRows(first.db, sql`select current_setting('shared_buffers') as v`)).toEqual([{ v: '16MB' }]);
      await first.db.execute(sql`create table kept (note text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
    } finally {
      await first.close();
    }

    const again = await openDatabase({ dataDir });
    try {
      expect(await queryRows(again.db, sql`select note from kept`)).toEqual([{ note: 'still here' }]);
      expect(await queryRows(again.db, sql`select count(*)::int as n from users`)).toEqual([{ n: 0 }]);
    } finally {
      await again.close();
    }
  });
});
