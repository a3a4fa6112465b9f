import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { knownName } from './scan-queue-store.ts';

type MaybeAssignment = { employee?: { name?: unknown; employee_id?: unknown } };

/** A name for a badge from assignments the screen already holds (recent scans, the quarter's list). */
function nameInAssignments(data: unknown, badge: string): string | null {
  const rows = Array.isArray(data) ? data : Array.isArray((data as { data?: unknown } | null)?.data) ? (data as { data: unknown[] }).data : [];
  for (const row of rows as MaybeAssignment[]) {
    const employee = row?.employee;
    if (typeof employee?.employee_id === 'string' && typeof employee.name === 'string' && employee.employee_id.toLowerCase() === badge) return employee.name;
  }
  return null;
}

/**
 * Who a badge belongs to as far as this device knows, for "Saved — will sync" while the server
 * cannot be asked: a name an earlier scan answer gave for the same badge, else an assignment
 * the screen holds whose alias is the badge; null when neither knows.
 */
export async function nameForBadge(queryClient: QueryClient, badge: string): Promise<string | null> {
  const key = badge.trim().toLowerCase();
  const remembered = await knownName(key).catch(() => null);
  if (remembered) return remembered;
  for (const [, data] of queryClient.getQueriesData({ queryKey: queryKeys.quarterAssignments() })) {
    const name = nameInAssignments(data, key);
    if (name) return name;
  }
  return null;
}
