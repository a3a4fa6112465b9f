/**
 * `npm run db:assignment-json --workspace @stationboard/server`: writes the migration that
 * installs the database function `assignment_json` as `floor/assignment-row.ts` defines the
 * assignment (decision 140), unless the newest migration defining it already installs exactly
 * that. Run it after changing the assignment's fields; a test fails until it has been run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { assignmentJsonFunctionSql } from './assignment-row.ts';
import { MIGRATIONS_FOLDER } from '../db/database.ts';
import { codeMigrations } from '../db/schema-version.ts';

const HEADER = `-- Written by \`npm run db:assignment-json\` from the assignment's fields in
-- src/floor/assignment-row.ts (decision 140): change those and run it again, never this file.
`;

const migrationFile = (tag: string) => path.join(MIGRATIONS_FOLDER, `${tag}.sql`);
const statement = assignmentJsonFunctionSql();
const defining = codeMigrations(MIGRATIONS_FOLDER)
  .map((migration) => fs.readFileSync(migrationFile(migration.tag), 'utf8'))
  .filter((text) => text.includes('FUNCTION assignment_json('));

if (defining.at(-1)?.includes(statement)) {
  process.stdout.write('assignment_json: the newest migration already installs it; nothing written.\n');
} else {
  // drizzle-kit numbers the file and records it in the journal with a snapshot, as for any migration.
  execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name=assignment_json'], { cwd: path.dirname(MIGRATIONS_FOLDER), stdio: 'inherit' });
  const written = migrationFile(codeMigrations(MIGRATIONS_FOLDER).at(-1)!.tag);
  fs.writeFileSync(written, HEADER + statement);
  process.stdout.write(`assignment_json: written to ${path.relative(process.cwd(), written)}\n`);
}
