/** The dashboard's tables (spec 2 §2) and manual check-in (spec 2 §6: MANAGER). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { weekBounds } from '@stationboard/domain/quarters/local-time';
import { laterOccurrencesInShift } from '@stationboard/domain/quarters/shift-order';
import { dateRangeQuerySchema, indirectStatSchema, missingAssignmentSchema, uncheckedInSchema } from '@stationboard/domain/schemas/dashboard';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { dateSchema, idSchema } from '@stationboard/domain/schemas/id';
import { QUARTER_NUMBER_MAX, QUARTER_NUMBER_MIN } from '@stationboard/domain/schemas/quarter-record';
import { ok, sendJsonData } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { indirectHoursJson, listMissingAssignments, uncheckedInJson } from './dashboard-figures.repository.ts';
import { findAssignmentCenterId } from './manual-check-in.repository.ts';
import { checkInByHand } from './manual-check-in.service.ts';

export const dashboardFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** The acting center and its clock (decision 080: figures belong to the operating day). */
  async function centerClock(request: FastifyRequest, named: string | undefined) {
    const centerId = actingCenterId(request, named);
    return { centerId, clock: await readCenterClock(db, centerId, app.clock()) };
  }

  app.get(
    '/employees/indirect-assignment-stats',
    {
      // Clocked: a quarter that ends turns its hours from planned to worked, with no change to the data.
      config: { access: { minimum: 'VIEW' }, etag: 'clocked', shareAnswer: true },
      schema: {
        tags: ['dashboard'],
        summary:
          'Hours per employee on indirect stations, Sunday to Saturday of this week unless dates are given: worked (quarters over, checked in) and still planned',
        querystring: dateRangeQuerySchema,
        response: { 200: envelopeSchema(z.array(indirectStatSchema)) },
      },
    },
    async (request, reply) => {
      const { centerId, clock } = await centerClock(request, request.query.fulfillment_center_id);
      const week = weekBounds(clock.operatingDay);
      return sendJsonData(
        reply,
        await indirectHoursJson(db, { centerId, start: request.query.start_date ?? week.start, end: request.query.end_date ?? week.end, now: clock.now }),
      );
    },
  );

  app.get(
    '/employees/missing-assignments',
    {
      config: { access: { minimum: 'VIEW' }, etag: 'dated', shareAnswer: true },
      schema: {
        tags: ['dashboard'],
        summary: 'People of the current quarter with no assignment in later quarters of the same shift, and the station their rotation leads to in each',
        querystring: z.object({ current_quarter_id: idSchema, assignment_date: dateSchema.optional(), fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(z.array(missingAssignmentSchema)) },
      },
    },
    async (request, reply) => {
      const { centerId, clock } = await centerClock(request, request.query.fulfillment_center_id);
      const quarter = clock.quarters.find((q) => q.id === request.query.current_quarter_id);
      if (!quarter) throw new AppError('NOT_FOUND', 'Quarter not found');
      const current = request.query.assignment_date ? { quarter, date: request.query.assignment_date } : clock.occurrenceOf(quarter);
      // Written as it is: checking hundreds of rows against the response schema cost more than finding them (decision 144).
      return sendJsonData(
        reply,
        JSON.stringify(await listMissingAssignments(db, { centerId, current, later: laterOccurrencesInShift(clock.quarters, current) })),
      );
    },
  );

  app.get(
    '/employees/unchecked-in',
    {
      config: { access: { minimum: 'VIEW' }, etag: 'dated', shareAnswer: true },
      schema: {
        tags: ['dashboard'],
        summary: 'Assignments of the quarter (by number) and date that are not checked in',
        querystring: z.object({
          quarter_number: z.coerce.number().int().min(QUARTER_NUMBER_MIN).max(QUARTER_NUMBER_MAX),
          assignment_date: dateSchema.optional(),
          fulfillment_center_id: idSchema.optional(),
        }),
        response: { 200: envelopeSchema(z.array(uncheckedInSchema)) },
      },
    },
    async (request, reply) => {
      const { centerId, clock } = await centerClock(request, request.query.fulfillment_center_id);
      const quarter = clock.quarters.find((q) => q.quarter_number === request.query.quarter_number);
      if (!quarter) throw new AppError('NOT_FOUND', 'Quarter not found');
      return sendJsonData(
        reply,
        await uncheckedInJson(db, { centerId, quarterId: quarter.id, date: request.query.assignment_date ?? clock.occurrenceOf(quarter).date }),
      );
    },
  );

  app.post(
    '/employees/manual-check-in',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['dashboard'],
        summary: 'Check in one assignment by hand',
        body: z.object({ assignment_id: idSchema }),
        response: { 200: envelopeSchema(z.object({ assignment_id: idSchema, checked_in: z.literal(true), checked_in_at: z.string() })) },
      },
    },
    async (request) => {
      const centerId = await findAssignmentCenterId(db, request.body.assignment_id);
      if (!centerId) throw new AppError('NOT_FOUND', 'Assignment not found');
      const row = await checkInByHand(db, request.body.assignment_id, () => app.clock(), actingOf(request, centerId));
      return ok({ assignment_id: row.id, checked_in: true as const, checked_in_at: row.checkedInAt!.toISOString() }, 'Checked in');
    },
  );
};
