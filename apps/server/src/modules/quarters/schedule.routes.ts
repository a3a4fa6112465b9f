/** GET /quarters/schedule/{fc} and its issues (issue 6): the day at a glance for a center. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { weekBounds } from '@stationboard/domain/quarters/local-time';
import { occurrenceOnDay } from '@stationboard/domain/quarters/operating-day';
import { findOverlappingQuarters } from '@stationboard/domain/quarters/overlapping-quarters';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { laterOccurrencesInShift } from '@stationboard/domain/quarters/shift-order';
import { quarterDurationMinutes } from '@stationboard/domain/quarters/time';
import { scheduleIssuesSchema, scheduleQuarterSchema } from '@stationboard/domain/schemas/dashboard';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { compareStationCodes } from '@stationboard/domain/stations/station-code';
import { queryRows } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { listIndirectHoursOverLimit, listMissingAssignments } from '../employees/dashboard-figures.repository.ts';
import { readCenterClock } from './center-clock.ts';

const params = z.object({ fc: idSchema });

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** The center's quarters in shift order, each on its date of the operating day (decision 080). */
  async function centerDay(centerId: string) {
    const clock = await readCenterClock(db, centerId, app.clock());
    const quarters = clock.quarters.sort((a, b) => a.shift.localeCompare(b.shift) || a.quarter_number - b.quarter_number);
    const days = quarters.map((q) => occurrenceOnDay(q, clock.operatingDay, quarters));
    const keys = days.length > 0 ? sql.join(days.map((o) => sql`(${o.quarter.id}::uuid, ${o.date}::date)`), sql`, `) : sql`(null::uuid, null::date)`;
    return { clock, quarters, keys };
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
      const { quarters, keys } = await centerDay(centerId);
      const counts = await queryRows<{ quarter_id: string; assigned: number; checked_in: number }>(
        db,
        sql`select quarter_id, count(*)::int as assigned, count(*) filter (where checked_in)::int as checked_in
            from assignments where fulfillment_center_id = ${centerId} and (quarter_id, assignment_date) in (values ${keys}) group by quarter_id`,
      );
      const byQuarter = new Map(counts.map((c) => [c.quarter_id, c]));
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
        summary: "Today's problems: empty critical stations per quarter, people missing later quarters, indirect hours over the limit, overlapping quarters",
        params,
        response: { 200: envelopeSchema(scheduleIssuesSchema) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.params.fc);
      const { clock, quarters, keys } = await centerDay(centerId);
      const empty = await queryRows<{ quarter_id: string; station_code: string }>(
        db,
        sql`select day.quarter_id, st.station_code
            from (values ${keys}) as day(quarter_id, assignment_date)
            cross join stations st
            join tv_station_configs cfg on cfg.station_id = st.id and cfg.critical_station
            where st.fulfillment_center_id = ${centerId} and st.is_active
              and not exists (select 1 from assignments a where a.station_id = st.id and a.quarter_id = day.quarter_id and a.assignment_date = day.assignment_date)`,
      );
      const current = selectCurrentQuarter(quarters, clock.now);
      const week = weekBounds(clock.operatingDay);
      return ok({
        date: clock.operatingDay,
        empty_critical_stations: quarters
          .map((q) => ({
            quarter_id: q.id,
            quarter_name: q.quarter_name,
            station_codes: empty
              .filter((e) => e.quarter_id === q.id)
              .map((e) => e.station_code)
              .sort(compareStationCodes),
          }))
          .filter((q) => q.station_codes.length > 0),
        missing_future_assignments: current
          ? await listMissingAssignments(db, { centerId, current, later: laterOccurrencesInShift(quarters, current) })
          : [],
        indirect_over_limit: await listIndirectHoursOverLimit(db, { centerId, start: week.start, end: week.end }),
        overlapping_quarters: findOverlappingQuarters(quarters).map(([a, b]) => [a.quarter_name, b.quarter_name] as [string, string]),
      });
    },
  );
};
