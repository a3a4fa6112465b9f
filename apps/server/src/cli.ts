/**
 * The operators' command line (DESIGN §6). It opens the database the way the server does,
 * so on the embedded database it refuses to run while a server owns the data folder.
 *
 *   npm run cli -w @stationboard/server -- <command> [options]
 */
import { parseArgs } from 'node:util';
import { isRole } from '@stationboard/domain/roles/roles';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { SchemaNewerThanCodeError } from './db/schema-version.ts';
import { openDatabase, type Db } from './db/database.ts';
import { seedLarge } from './db/seed/seed-large.ts';
import { createSudoUser, OperatorError, resetUserPassword, setUserRole } from './operator/operator-commands.ts';

const USAGE = `Usage: npm run cli -w @stationboard/server -- <command> [options]

Commands:
  create-sudo     --employee-id ID [--password PW] [--center CODE]   a SUDO user (password from stdin if omitted)
  set-role        --employee-id ID --role VIEW|MANAGER|ADMIN|SUDO|none
  reset-password  --employee-id ID [--password PW]                   new password; ends the user's sessions
  seed-large      [--stations 1000] [--employees 5000] [--days 365] [--code BENCH1]
                  the benchmark center`;

type Values = Record<string, string | undefined>;

async function readPassword(values: Values): Promise<string> {
  if (values.password !== undefined) return values.password;
  if (process.stdin.isTTY) throw new OperatorError('Give --password, or pipe the password on standard input');
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  return input.split('\n')[0] ?? '';
}

function required(values: Values, name: string): string {
  const value = values[name];
  if (!value) throw new OperatorError(`--${name} is required`);
  return value;
}

function wholeNumber(values: Values, name: string): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new OperatorError(`--${name}: expected a whole number of at least 1 (got '${raw}')`);
  return n;
}

const COMMANDS: Record<string, (db: Db, values: Values, config: Config) => Promise<string>> = {
  'create-sudo': async (db, v, config) =>
    createSudoUser(db, { employeeId: required(v, 'employee-id'), password: await readPassword(v), centerCode: v.center, mailDomain: config.mailDomain }),
  'set-role': async (db, v) => {
    const role = required(v, 'role').toUpperCase();
    if (role !== 'NONE' && !isRole(role)) throw new OperatorError(`--role: expected VIEW, MANAGER, ADMIN, SUDO or none (got '${v.role}')`);
    return setUserRole(db, { employeeId: required(v, 'employee-id'), role: role === 'NONE' ? null : role });
  },
  'reset-password': async (db, v) => resetUserPassword(db, { employeeId: required(v, 'employee-id'), password: await readPassword(v) }),
  'seed-large': async (db, v) => {
    const started = performance.now();
    const result = await seedLarge(db, {
      stations: wholeNumber(v, 'stations'),
      employees: wholeNumber(v, 'employees'),
      days: wholeNumber(v, 'days'),
      code: v.code,
      onProgress: (step) => process.stdout.write(`  ${step}\n`),
    });
    return `Seeded ${result.assignments} assignments in ${Math.round(performance.now() - started)} ms`;
  },
};

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    process.stderr.write(`${USAGE}\n`);
    return command ? 2 : 0;
  }
  const { values } = parseArgs({
    args: rest,
    options: Object.fromEntries(
      ['employee-id', 'password', 'center', 'role', 'stations', 'employees', 'days', 'code'].map((name) => [name, { type: 'string' as const }]),
    ),
  });
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(config, 'command line');
  try {
    await database.exclusively(() => database.migrate());
    process.stdout.write(`${await run(database.db, values as Values, config)}\n`);
  } finally {
    await database.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof OperatorError || err instanceof SchemaNewerThanCodeError;
    process.stderr.write(`${known ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(known ? 1 : 70);
  },
);
