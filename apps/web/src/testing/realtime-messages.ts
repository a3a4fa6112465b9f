import type { AssignmentChange } from '@stationboard/domain/realtime/messages';
import type { Assignment } from '@stationboard/domain/schemas/floor-map';
import { assignmentRecord } from './records.ts';

const LINE_FACTS = { line_number: 1, is_active: true, type_name: 'LINE' };

/** A realtime change as the server sends it: `assignment` arrived (or was updated from `before`), or `before` left; made by `by` (the system when absent). */
export function changeMessage(channel: string, seq: number, change: { now?: Assignment; before?: Assignment; by?: string }): AssignmentChange {
  const { now, before } = change;
  return {
    type: 'change',
    channel,
    seq,
    event: now && before ? 'UPDATE' : now ? 'INSERT' : 'DELETE',
    by: change.by ?? null,
    assignment: now ? { row: now, station: LINE_FACTS } : null,
    previous: before
      ? {
          row: {
            id: before.id,
            station_id: before.station_id,
            quarter_id: before.quarter_id,
            assignment_date: before.assignment_date,
            employee_id: before.employee_id,
            is_wildcard: before.is_wildcard,
            checked_in: before.checked_in,
          },
          station: LINE_FACTS,
        }
      : null,
  };
}

/** Someone's new assignment, announced. */
export const insertedMessage = (channel: string, seq: number, name = 'Ann Lee') => changeMessage(channel, seq, { now: assignmentRecord(name) });
