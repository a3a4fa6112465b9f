import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column in (ids)` with the ids as one JSON parameter (decision 152): Drizzle's inArray binds
 * one parameter per id, and a day plan's thousands of ids cost more to bind than to look up.
 */
export function inIdList(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;
}
