/**
 * Which schema the code knows and which the database holds (issue 17, decision 125). Drizzle
 * records each applied migration in `drizzle.__drizzle_migrations` with its journal time; a
 * database holding a migration newer than this code's newest was migrated by a newer release,
 * and this code must not serve it (nor "migrate" it: Drizzle would skip what it doesn't know).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './database.ts';

type Journal = { entries: { tag: string; when: number }[] };

export class SchemaNewerThanCodeError extends Error {}

/** The migrations this code ships, oldest first. */
export function codeMigrations(migrationsFolder: string): Journal['entries'] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries;
}

/** Refuses a database whose schema is newer than this code's; an empty database passes. */
export async function assertSchemaNotNewer(db: Db, migrationsFolder: string): Promise<void> {
  const [table] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return;
  const [applied] = await queryRows<{ count: number; newest: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const known = codeMigrations(migrationsFolder);
  const newestKnown = known.at(-1)!;
  if (!applied?.newest || Number(applied.newest) <= newestKnown.when) return;
  throw new SchemaNewerThanCodeError(
    `The database's schema is newer than this code: the database is at schema version ${applied.count}, ` +
      `this code knows schema version ${known.length} (its newest migration is ${newestKnown.tag}). ` +
      'A newer release has migrated this database: start that release, or point DATABASE_URL at another database.',
  );
}
