/**
 * The API's assignment (spec 1 §3, `assignmentSchema`), defined once: `ASSIGNMENT_FIELDS` names
 * each field and the row value it is written from, and every writer of the shape is generated
 * from it (decision 140): `toAssignment` in JavaScript (the map's mutations, an employee's
 * list), `assignmentJson` for lists the database writes as JSON (too long to decode row by row),
 * and the database function `assignment_json` the realtime triggers call (decision 119),
 * installed by a migration `npm run db:assignment-json` writes; a test fails while the
 * installed function is not the one generated here.
 */
import { eq, getTableColumns, getTableName, is, sql, type Column } from 'drizzle-orm';
import { PgBoolean, PgDateString, PgText, PgTimestamp, PgUUID } from 'drizzle-orm/pg-core';
import type { Assignment } from '@stationboard/domain/schemas/floor-map';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';

export type AssignmentRow = typeof s.assignments.$inferSelect & { employeeLogin: string | null; stationCode: string };

type Source = keyof AssignmentRow;

/** The rows an assignment is written from: its own, its employee's login, its station's code. */
const SOURCES = {
  ...getTableColumns(s.assignments),
  employeeLogin: s.employees.employeeId,
  stationCode: s.stations.stationCode,
} satisfies Record<Source, Column>;

/** How each joined row is found from the assignment's: [its key, the assignment's reference]. */
const JOINS = [
  [s.employees.id, s.assignments.employeeId],
  [s.stations.id, s.assignments.stationId],
] as const;

/** What the API writes for a row value: a timestamp as ISO text. */
type Written<T> = T extends Date ? string : T;
/** The row values an API field of type V can be written from. */
type SourceOf<V> = { [K in Source]-?: Written<AssignmentRow[K]> extends V ? K : never }[Source];
type OrNull<T> = { [K in keyof T]: T[K] | null };
/** Fields of an API object: each a row value, or a nested object (null when `nullWhen` is). */
type FieldsOf<T> = { [K in keyof T]-?: FieldOf<T[K]> };
type FieldOf<V> = [NonNullable<V>] extends [string | number | boolean]
  ? SourceOf<V>
  : null extends V
    ? { fields: FieldsOf<OrNull<NonNullable<V>>>; nullWhen: Source }
    : { fields: FieldsOf<V> };

/**
 * The assignment, field by field, in the order the API writes them. The type holds it to
 * `assignmentSchema`: a field missing, one too many, or read from a row value of another type
 * does not compile. How a value is written follows its column's type (see `kindOf`).
 */
const ASSIGNMENT_FIELDS = {
  id: 'id',
  station_id: 'stationId',
  station_code: 'stationCode',
  quarter_id: 'quarterId',
  assignment_date: 'assignmentDate',
  employee_id: 'employeeId',
  employee_name: 'employeeName',
  employee: { fields: { name: 'employeeName', employee_id: 'employeeLogin' } },
  is_wildcard: 'isWildcard',
  wildcard_assignment: { fields: { id: 'wildcardAssignmentId' }, nullWhen: 'wildcardAssignmentId' },
  created_by: 'createdBy',
  fulfillment_center_id: 'fulfillmentCenterId',
  checked_in: 'checkedIn',
  checked_in_at: 'checkedInAt',
  override_reason: 'overrideReason',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
} as const satisfies FieldsOf<Assignment>;

type Field = Source | { fields: Fields; nullWhen?: Source };
type Fields = Readonly<Record<string, Field>>;

/**
 * How a value is written: as stored (uuid, text, boolean), a date as YYYY-MM-DD, a timestamp
 * in UTC with milliseconds as JavaScript's toISOString writes it. It follows the column's
 * type; a column of another type needs its form decided here before a field can use it.
 */
type Kind = 'stored' | 'date' | 'timestamp';

function kindOf(source: Source): Kind {
  const column = SOURCES[source];
  if (is(column, PgTimestamp)) return 'timestamp';
  if (is(column, PgDateString)) return 'date';
  if (is(column, PgUUID) || is(column, PgText) || is(column, PgBoolean)) return 'stored';
  throw new Error(`assignment field from ${source}: a ${column.columnType} column has no API form yet`);
}

/** The field table, read once into the steps every writer follows. */
type Step = { name: string; source: Source; kind: Kind } | { name: string; steps: Step[]; nullWhen: Source | undefined };

function stepsOf(fields: Fields): Step[] {
  return Object.entries(fields).map(([name, field]) =>
    typeof field === 'string' ? { name, source: field, kind: kindOf(field) } : { name, steps: stepsOf(field.fields), nullWhen: field.nullWhen },
  );
}

const ASSIGNMENT_STEPS = stepsOf(ASSIGNMENT_FIELDS);

/** A JavaScript writer per step, made once: a row's value as the API writes it. */
type Writer = readonly [name: string, write: (row: AssignmentRow) => unknown];

function writersOf(steps: Step[]): Writer[] {
  return steps.map((step): Writer => {
    if ('steps' in step) {
      const writeObject = objectWriter(writersOf(step.steps));
      const { nullWhen } = step;
      return [step.name, nullWhen === undefined ? writeObject : (row) => (row[nullWhen] == null ? null : writeObject(row))];
    }
    const { source } = step;
    if (step.kind === 'timestamp') return [step.name, (row) => (row[source] as Date | null | undefined)?.toISOString() ?? null];
    return [step.name, (row) => row[source]];
  });
}

function objectWriter(writers: Writer[]) {
  return (row: AssignmentRow) => {
    const out: Record<string, unknown> = {};
    for (const [name, write] of writers) out[name] = write(row);
    return out;
  };
}

const writeAssignment = objectWriter(writersOf(ASSIGNMENT_STEPS));

export function toAssignment(row: AssignmentRow): Assignment {
  return writeAssignment(row) as Assignment;
}

/** Assignments with their employee's login, ready for `toAssignment`; add where/order/limit. */
export function selectAssignments(db: Db | Tx) {
  const [employee, station] = JOINS;
  return db
    .select(SOURCES)
    .from(s.assignments)
    .innerJoin(s.employees, eq(...employee))
    .innerJoin(s.stations, eq(...station))
    .$dynamic();
}

/** The SQL alias of each table an assignment is written from. */
type Aliases = Record<string, string>;

function columnSql(column: Column, aliases: Aliases): string {
  return `${aliases[getTableName(column.table)]}."${column.name}"`;
}

function valueSql(step: { source: Source; kind: Kind }, aliases: Aliases): string {
  const column = columnSql(SOURCES[step.source], aliases);
  switch (step.kind) {
    case 'timestamp':
      return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'date':
      return `to_char(${column}, 'YYYY-MM-DD')`;
    case 'stored':
      return column;
  }
}

/** `json_build_object` of the steps; the outermost one a field a line, for the migration's reader. */
function stepsSql(steps: Step[], aliases: Aliases, layout: 'lines' | 'inline' = 'lines'): string {
  const pairs = steps.map((step) => {
    if (!('steps' in step)) return `'${step.name}', ${valueSql(step, aliases)}`;
    const object = stepsSql(step.steps, aliases, 'inline');
    if (step.nullWhen === undefined) return `'${step.name}', ${object}`;
    return `'${step.name}', case when ${columnSql(SOURCES[step.nullWhen], aliases)} is null then null else ${object} end`;
  });
  return layout === 'inline' ? `json_build_object(${pairs.join(', ')})` : `json_build_object(\n    ${pairs.join(',\n    ')})`;
}

function aliasesOf(a: string, e: string, st: string): Aliases {
  return { [getTableName(s.assignments)]: a, [getTableName(s.employees)]: e, [getTableName(s.stations)]: st };
}

/**
 * One assignment as the API's JSON, built by the database from the aliases of its assignment,
 * employee and station rows (`json_build_object`, the same text the function below writes).
 */
export function assignmentJson(a: string, e: string, st: string) {
  return sql.raw(stepsSql(ASSIGNMENT_STEPS, aliasesOf(a, e, st)));
}

/**
 * The body of `assignment_json(a assignments)`: the row the trigger hands in is `a`, its
 * employee and station are joined here. PostgreSQL keeps this text as the function's `prosrc`,
 * which is what the test compares.
 */
export function assignmentJsonFunctionBody(): string {
  const aliases = aliasesOf('a', 'e', 'st');
  const joined = JOINS.map(([key]) => `"${getTableName(key.table)}" ${aliases[getTableName(key.table)]}`);
  const on = JOINS.map(([key, reference]) => `${columnSql(key, aliases)} = ${columnSql(reference, aliases)}`);
  return `\n  SELECT ${stepsSql(ASSIGNMENT_STEPS, aliases)}\n  FROM ${joined.join(', ')}\n  WHERE ${on.join(' AND ')};\n`;
}

/** The statement a migration runs to install the function (decision 140). */
export function assignmentJsonFunctionSql(): string {
  return `CREATE OR REPLACE FUNCTION assignment_json(a assignments) RETURNS json AS $$${assignmentJsonFunctionBody()}$$ LANGUAGE sql STABLE;\n`;
}
