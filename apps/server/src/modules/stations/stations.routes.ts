/** The floor map's calls (spec 1 §7): the map itself, assignment, activation and position. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { findFollowingOccurrence } from '@stationboard/domain/quarters/select-quarter';
import {
  assignmentInputSchema,
  createAndAssignAnswerSchema,
  createAndAssignInputSchema,
  wildcardAssignmentInputSchema,
} from '@stationboard/domain/schemas/assignment';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { assignmentSchema, stationRecordSchema, stationSchema, stationsQuerySchema, stationTypeSchema } from '@stationboard/domain/schemas/floor-map';
import { idSchema } from '@stationboard/domain/schemas/id';
import {
  lineActivationAnswerSchema,
  lineActivationInputSchema,
  lineActivationPreviewSchema,
  lineActivationQuerySchema,
  lineParamsSchema,
} from '@stationboard/domain/schemas/line-activation';
import { correctionReasonSchema } from '@stationboard/domain/schemas/plan';
import { stationCreateSchema, stationPutSchema } from '@stationboard/domain/schemas/station';
import { ok, sendJsonData } from '../../lib/envelope.ts';
import { actingOf as acting, pastDayPermitOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { toEmployee, withSkills } from '../../floor/employee-row.ts';
import { createAndAssign } from './create-and-assign.service.ts';
import { previewLineActivation, setLineActive } from './line-activation.service.ts';
import { assignEmployee, assignWildcard, removeAssignment } from './station-assignments.service.ts';
import { findStationRecord, listStationTypes, listStationsJson } from './stations.repository.ts';
import { createStation, deleteStation, toggleStationActive, updateStation } from './stations.service.ts';

const stationParams = z.object({ id: idSchema });
const centerQuery = z.object({ fulfillment_center_id: idSchema.optional() });
const removalQuery = centerQuery.extend({ correction_reason: correctionReasonSchema.optional() });

export const stationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  /** Decision 147: a change to a past operating day, asked now by this caller with this reason. */
  const pastDayOf = (request: FastifyRequest, correctionReason: string | undefined) => ({
    permit: pastDayPermitOf(request, correctionReason),
    now: app.clock(),
  });

  app.get(
    '/stations',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' }, etag: 'dated' },
      schema: {
        tags: ['stations'],
        summary: 'Every station of the center with its assignment in the quarter and date, and the next one',
        querystring: stationsQuerySchema,
        response: { 200: envelopeSchema(z.array(stationSchema)) },
      },
    },
    async (request, reply) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      let current = null;
      let next = null;
      if (request.query.quarter_id) {
        const clock = await readCenterClock(db, centerId, app.clock());
        const quarter = clock.quarters.find((q) => q.id === request.query.quarter_id);
        if (!quarter) throw new AppError('NOT_FOUND', 'Quarter not found');
        const occurrence = request.query.assignment_date ? { quarter, date: request.query.assignment_date } : clock.occurrenceOf(quarter);
        const following = findFollowingOccurrence(clock.quarters, occurrence);
        current = { quarterId: quarter.id, date: occurrence.date };
        next = following && { quarterId: following.quarter.id, date: following.date };
      }
      // The database wrote the JSON (stationsMapSql); it goes out as it is, in the envelope.
      return sendJsonData(reply, await listStationsJson(db, { centerId, current, next }));
    },
  );

  app.post(
    '/stations/:id/assign',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['stations'],
        summary: 'Assign an employee; replaces the occupant; 409 EMPLOYEE_CONFLICT when they hold another station',
        params: stationParams,
        body: assignmentInputSchema,
        response: { 200: envelopeSchema(assignmentSchema) },
      },
    },
    async (request) => {
      if (request.body.station_id !== request.params.id) throw new AppError('BAD_REQUEST', 'station_id: does not match the station in the path');
      const { body } = request;
      const assignment = await assignEmployee(
        db,
        request.params.id,
        body,
        acting(request, body.fulfillment_center_id),
        pastDayOf(request, body.correction_reason),
      );
      return ok(assignment, 'Employee assigned');
    },
  );

  app.post(
    '/stations/:id/create-and-assign',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['stations'],
        summary: 'Create an employee and assign them in one call; a retry with the same request_id assigns the person the first try made (issue 25)',
        params: stationParams,
        body: createAndAssignInputSchema,
        response: { 200: envelopeSchema(createAndAssignAnswerSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const { employee, assignment } = await createAndAssign(
        db,
        request.params.id,
        body,
        acting(request, body.fulfillment_center_id),
        pastDayOf(request, body.correction_reason),
      );
      const [answer] = await withSkills(db, [toEmployee(employee)]);
      return ok({ employee: answer!, assignment }, 'Employee created and assigned');
    },
  );

  app.get(
    '/stations/lines/:line/activation',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['stations'],
        summary:
          'What Activate/Deactivate Line would change: the stations, the indirect roles among them, those staying off, and how many people hold them now (issue 25)',
        params: lineParamsSchema,
        querystring: lineActivationQuerySchema,
        response: { 200: envelopeSchema(lineActivationPreviewSchema) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      const { quarter_id: quarterId, assignment_date: date } = request.query;
      const named = quarterId && date ? { quarterId, date } : null;
      return ok(await previewLineActivation(db, centerId, request.params.line, app.clock(), named));
    },
  );

  app.post(
    '/stations/lines/:line/activation',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['stations'],
        summary: 'Deactivate a line (every station on it that is on), or activate it (the stations its last deactivation switched off, else all)',
        params: lineParamsSchema,
        body: lineActivationInputSchema,
        response: { 200: envelopeSchema(lineActivationAnswerSchema) },
      },
    },
    async (request) => {
      const answer = await setLineActive(db, request.params.line, request.body.is_active, acting(request, request.body.fulfillment_center_id));
      return ok(answer, answer.is_active ? 'Line activated' : 'Line deactivated');
    },
  );

  app.post(
    '/stations/:id/assign-wildcard',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['stations'],
        summary: 'Assign an employee as a wildcard',
        params: stationParams,
        body: wildcardAssignmentInputSchema,
        response: { 200: envelopeSchema(assignmentSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      return ok(
        await assignWildcard(db, request.params.id, body, acting(request, body.fulfillment_center_id), pastDayOf(request, body.correction_reason)),
        'Wildcard assigned',
      );
    },
  );

  app.delete(
    '/stations/:id/assignments/:assignmentId',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['stations'],
        summary: 'Remove an assignment from a station',
        params: z.object({ id: idSchema, assignmentId: idSchema }),
        querystring: removalQuery,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { query } = request;
      await removeAssignment(
        db,
        request.params.id,
        request.params.assignmentId,
        acting(request, query.fulfillment_center_id),
        pastDayOf(request, query.correction_reason),
      );
      return ok(null, 'Assignment removed');
    },
  );

  app.patch(
    '/stations/:id/toggle-active',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['stations'],
        summary: 'Activate or deactivate a station',
        params: stationParams,
        querystring: centerQuery,
        body: centerQuery.nullish(),
        response: { 200: envelopeSchema(z.object({ id: idSchema, is_active: z.boolean() })) },
      },
    },
    async (request) => {
      const named = request.query.fulfillment_center_id ?? request.body?.fulfillment_center_id;
      const isActive = await toggleStationActive(db, request.params.id, acting(request, named));
      return ok({ id: request.params.id, is_active: isActive }, isActive ? 'Station activated' : 'Station deactivated');
    },
  );

  app.put(
    '/stations/:id',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['stations'],
        summary: 'Edit a station (Stations tab), or move it on the map / take it off (both coordinates null)',
        params: stationParams,
        body: stationPutSchema,
        response: { 200: envelopeSchema(stationRecordSchema) },
      },
    },
    async (request) => {
      const station = await updateStation(db, request.params.id, request.body, acting(request, request.body.fulfillment_center_id));
      return ok((await findStationRecord(db, station.id))!, 'Station saved');
    },
  );

  app.get(
    '/stations/:id',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' } },
      schema: { tags: ['stations'], summary: 'One station', params: stationParams, response: { 200: envelopeSchema(stationRecordSchema) } },
    },
    async (request) => {
      const station = await findStationRecord(db, request.params.id);
      if (!station) throw new AppError('NOT_FOUND', 'Station not found');
      actingCenterId(request, station.fulfillment_center_id);
      return ok(station);
    },
  );

  app.post(
    '/stations',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['stations'],
        summary: 'Add a station (off the map until placed)',
        body: stationCreateSchema,
        response: { 200: envelopeSchema(stationRecordSchema) },
      },
    },
    async (request) => {
      const id = await createStation(db, request.body, acting(request, request.body.fulfillment_center_id));
      return ok((await findStationRecord(db, id))!, 'Station created');
    },
  );

  app.delete(
    '/stations/:id',
    {
      config: { access: { minimum: 'ADMIN' } },
      schema: {
        tags: ['stations'],
        summary: 'Delete a station with its assignments, rules and configs',
        params: stationParams,
        querystring: centerQuery,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteStation(db, request.params.id, acting(request, request.query.fulfillment_center_id));
      return ok(null, 'Station deleted');
    },
  );

  app.get(
    '/station-types',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' } },
      schema: {
        tags: ['stations'],
        summary: "The center's station types",
        querystring: centerQuery,
        response: { 200: envelopeSchema(z.array(stationTypeSchema)) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      return ok(await listStationTypes(db, centerId));
    },
  );
};
