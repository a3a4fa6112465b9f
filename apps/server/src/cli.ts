/**
 * The operators' command line (DESIGN §6). It opens the database the way the server does,
 * so on the embedded database it refuses to run while a server owns the data folder.
 *
 *   npm run cli -w @stationboard/server -- seed-large [--stations 1000] [--employees 5000] [--days 365]
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { seedLarge } from './db/seed/seed-large.ts';

const USAGE = `Usage: stationboard <command> [options]

Commands:
  seed-large   Add the benchmark center (1000 stations, 5000 employees, a year of assignments)
               --stations N  --employees N  --days N  --code CODE`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'seed-large') {
    process.stderr.write(`${USAGE}\n`);
    return command ? 2 : 0;
  }
  const { values } = parseArgs({
    args: rest,
    options: { stations: { type: 'string' }, employees: { type: 'string' }, days: { type: 'string' }, code: { type: 'string' } },
  });
  const toNumber = (name: keyof typeof values) => {
    const raw = values[name];
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new ConfigError([`--${name}: expected a whole number of at least 1 (got '${raw}')`]);
    return n;
  };
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(config, 'command line');
  try {
    await database.migrate();
    const started = performance.now();
    const result = await seedLarge(database.db, {
      stations: toNumber('stations'),
      employees: toNumber('employees'),
      days: toNumber('days'),
      code: values.code,
      onProgress: (step) => process.stdout.write(`  ${step}\n`),
    });
    process.stdout.write(`Seeded ${result.assignments} assignments in ${Math.round(performance.now() - started)} ms\n`);
  } finally {
    await database.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof DataDirLockedError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
