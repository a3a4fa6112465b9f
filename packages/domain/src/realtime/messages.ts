/**
 * The realtime channel's messages (spec 1 §4 Realtime; issue 12, decision 119), one
 * definition for the server that sends them, the browser and the benchmark that read them.
 * Every message about a center carries the center's change sequence: consecutive numbers, so
 * a client that sees one skipped knows it missed a change and reloads.
 */
import { z } from 'zod';
import { assignmentSchema } from '../schemas/floor-map.ts';

export const REALTIME_PROTOCOL = 'stationboard';

export const assignmentsChannel = (centerId: string) => `assignments:${centerId}`;

/**
 * WebSocket close code 1012 "Service Restart": the server process is stopping (a deploy, a
 * replica drained). The client reconnects at once, reaching another replica through the
 * balancer, and reloads what it holds (issue 17, decision 125).
 */
export const SERVER_RESTART_CLOSE_CODE = 1012;

/** What the counters need to know of a station (null: the station is gone). */
export const stationFactsSchema = z.object({ line_number: z.number().int().nullable(), is_active: z.boolean(), type_name: z.string() }).nullable();
export type StationFacts = z.infer<typeof stationFactsSchema>;

/** An assignment as it was before an UPDATE or DELETE: where it stood and what it counted as. */
export const previousAssignmentSchema = assignmentSchema.pick({
  id: true,
  station_id: true,
  quarter_id: true,
  assignment_date: true,
  employee_id: true,
  is_wildcard: true,
  checked_in: true,
});
export type PreviousAssignment = z.infer<typeof previousAssignmentSchema>;

export const assignmentChangeSchema = z.object({
  type: z.literal('change'),
  channel: z.string(),
  seq: z.number().int(),
  event: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  /** Who made it: the acting user's employee ID, null for the system (decision 159). Absent from a server before migration 0019. */
  by: z.string().nullable().default(null),
  /** The assignment now (INSERT, UPDATE): the API's whole assignment. */
  assignment: z.object({ row: assignmentSchema, station: stationFactsSchema }).nullable(),
  /** The assignment before (UPDATE, DELETE). */
  previous: z.object({ row: previousAssignmentSchema, station: stationFactsSchema }).nullable(),
});
export type AssignmentChange = z.infer<typeof assignmentChangeSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  /** Joined the channel; `seq` is the center's change sequence at that moment. */
  z.object({ type: z.literal('joined'), channel: z.string(), seq: z.number().int() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  assignmentChangeSchema,
  /** Something other than an assignment changed (the layout, quarters, employees...): reload. */
  z.object({ type: z.literal('refresh'), channel: z.string(), seq: z.number().int() }),
  /** Changes may have been missed (the server's database listener was lost): reload. */
  z.object({ type: z.literal('resync') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** The longest channel name a client may send; `assignments:` and a uuid make 48 characters. */
export const CHANNEL_MAX_LENGTH = 100;

/**
 * What a client may send (decision 132): the server reads nothing else, and ends the socket
 * of anything else. Fields it does not know are dropped rather than refused, so a newer
 * client's extra field does not cut it off.
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  /** Join a center's channel: answered `joined`, or `error` for a center the user does not act on. */
  z.object({ type: z.literal('join'), channel: z.string().max(CHANNEL_MAX_LENGTH) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ClientMessageReading = { ok: true; message: ClientMessage } | { ok: false; reason: string };

/** A text frame as a client message, or why it is not one: words for the server's log, never sent back. */
export function readClientMessage(text: string): ClientMessageReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = clientMessageSchema.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, reason: `not a client message (${where}${issue?.message ?? 'invalid'})` };
}
