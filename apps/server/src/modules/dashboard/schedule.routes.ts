/** GET /quarters/schedule/{fc} and its issues (issue 6): the day at a glance for a center. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { weekBounds } from '@stationboard/domain/quarters/local-time';
import { hasOccurrenceEnded, occurrenceSpan } from '@stationboard/domain/quarters/occurrence-span';
import { occurrenceOnDay } from '@stationboard/domain/quarters/operating-day';
import { findOverlappingQuarters } from '@stationboard/domain/quarters/overlapping-quarters';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { laterOccurrencesInShift } from '@stationboard/domain/quarters/shift-order';
import { quarterDurationMinutes } from '@stationboard/domain/quarters/time';
import { scheduleIssuesSchema, scheduleQuarterSchema, type StationInQuarter } from '@stationboard/domain/schemas/dashboard';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { compareStationCodes } from '@stationboard/domain/stations/station-code';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { listIndirectHoursOverLimit, listMissingAssignments } from './dashboard-figures.repository.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { countAssignmentsByQuarter, listEmptyCriticalStations, listIndirectAssignments } from './schedule.repository.ts';

const params = z.object({ fc: idSchema });

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** The center's quarters in shift order, each on its date of the operating day (decision 080). */
  async function centerDay(centerId: string) {
    const clock = await readCenterClock(db, centerId, app.clock());
    const quarters = clock.quarters.sort((a, b) => a.shift.localeCompare(b.shift) || a.quarter_number - b.quarter_number);
    const days = quarters.map((q) => occurrenceOnDay(q, clock.operatingDay, quarters));
    return { clock, quarters, days };
  }

  app.get(
    '/quarters/schedule/:fc',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['quarters'],
        summary: "The center's quarters in shift order, with today's assigned and checked-in counts",
        params,
        response: { 200: envelopeSchema(z.array(scheduleQuarterSchema)) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.params.fc);
      const { quarters, days } = await centerDay(centerId);
      const byQuarter = new Map((await countAssignmentsByQuarter(db, centerId, days)).map((c) => [c.quarter_id, c]));
      return ok(
        quarters.map((q) => ({
          ...q,
          duration_minutes: quarterDurationMinutes(q.start_time, q.end_time),
          assigned: byQuarter.get(q.id)?.assigned ?? 0,
          checked_in: byQuarter.get(q.id)?.checked_in ?? 0,
        })),
      );
    },
  );

  app.get(
    '/quarters/schedule/:fc/issues',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['quarters'],
        summary:
          "Today's problems: empty critical stations per quarter, people missing later quarters, indirect hours over the limit (with their next indirect station today), overlapping quarters",
        params,
        response: { 200: envelopeSchema(scheduleIssuesSchema) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.params.fc);
      const { clock, quarters, days } = await centerDay(centerId);
      const empty = await listEmptyCriticalStations(db, centerId, days);
      const current = selectCurrentQuarter(quarters, clock.now);
      const week = weekBounds(clock.operatingDay);
      const overLimit = await listIndirectHoursOverLimit(db, { centerId, start: week.start, end: week.end, now: clock.now });

      // Where each person over the limit next works an indirect station today: the place to relieve them.
      const ahead = days.filter((o) => !hasOccurrenceEnded(o, clock.now)).sort((a, b) => occurrenceSpan(a).start - occurrenceSpan(b).start);
      const indirect = await listIndirectAssignments(
        db,
        centerId,
        overLimit.map((p) => p.employee_id),
        ahead,
      );
      const nextIndirect = (employeeId: string): StationInQuarter | null => {
        for (const { quarter, date } of ahead) {
          const held = indirect.find((a) => a.employee_id === employeeId && a.quarter_id === quarter.id);
          if (held)
            return {
              quarter_id: quarter.id,
              quarter_name: quarter.quarter_name,
              quarter_number: quarter.quarter_number,
              date,
              station_id: held.station_id,
              station_code: held.station_code,
            };
        }
        return null;
      };

      return ok({
        date: clock.operatingDay,
        empty_critical_stations: days
          .map(({ quarter, date }) => {
            const stations = empty
              .filter((e) => e.quarter_id === quarter.id)
              .map((e) => ({ id: e.station_id, station_code: e.station_code }))
              .sort((a, b) => compareStationCodes(a.station_code, b.station_code));
            return {
              quarter_id: quarter.id,
              quarter_name: quarter.quarter_name,
              quarter_number: quarter.quarter_number,
              date,
              has_ended: hasOccurrenceEnded({ quarter, date }, clock.now),
              station_codes: stations.map((st) => st.station_code),
              stations,
            };
          })
          .filter((q) => q.stations.length > 0),
        missing_future_assignments: current ? await listMissingAssignments(db, { centerId, current, later: laterOccurrencesInShift(quarters, current) }) : [],
        indirect_over_limit: overLimit.map((person) => ({ ...person, next_indirect: nextIndirect(person.employee_id) })),
        overlapping_quarters: findOverlappingQuarters(quarters).map(([a, b]) => [a.quarter_name, b.quarter_name] as [string, string]),
      });
    },
  );
};
