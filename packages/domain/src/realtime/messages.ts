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
export const stationFactsSchema = z
  .object({ line_number: z.number().int().nullable(), is_active: z.boolean(), type_name: z.string() })
  .nullable();
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

export type ClientMessage = { type: 'join'; channel: string };
