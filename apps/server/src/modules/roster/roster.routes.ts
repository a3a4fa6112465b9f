/**
 * Issue 28 (decision 149): a person's exceptions on dates (time off, VTO, VET, call-outs), read
 * by VIEW and up and changed by MANAGER and up in the person's center; the roster of a date;
 * and issue 30's roster sync from the HR system (decision 169).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import {
  callOutOpeningSchema,
  callOutOpeningsQuerySchema,
  employeeExceptionInputSchema,
  employeeExceptionSchema,
  exceptionRangeQuerySchema,
  rosterEntrySchema,
  rosterQuerySchema,
  rosterSummaryQuerySchema,
  rosterSummarySchema,
  rosterSyncInputSchema,
  rosterSyncResultSchema,
} from '@stationboard/domain/schemas/roster';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { findEmployee } from '../../floor/employee-row.ts';
import { listPersonExceptions } from '../../floor/roster-standing.ts';
import { findException } from './roster.repository.ts';
import { addException, readCallOutOpenings, readDaySummary, readRoster, removeException } from './roster.service.ts';
import { syncRoster } from './roster-sync.service.ts';

const personParams = z.object({ id: idSchema });
/** PUT /roster's body: 20,000 people of a few hundred bytes each (ROSTER_SYNC_MAX_PEOPLE). */
const ROSTER_SYNC_BODY_LIMIT = 8 * 1024 * 1024;
const exceptionParams = z.object({ id: idSchema, exceptionId: idSchema });

export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** The person, who must belong to the acting center (and to the center the request names, if any). */
  async function loadEmployee(request: FastifyRequest, id: string, named?: string) {
    actingCenterId(request, named);
    const employee = await findEmployee(db, id);
    if (!employee) throw new AppError('NOT_FOUND', 'Employee not found');
    actingCenterId(request, employee.fulfillmentCenterId);
    return employee;
  }

  app.get(
    '/employees/:id/exceptions',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['roster'],
        summary: "The person's exceptions from `from` to `to` (both included, at most 366 days), by date",
        params: personParams,
        querystring: exceptionRangeQuerySchema,
        response: { 200: envelopeSchema(z.array(employeeExceptionSchema)) },
      },
    },
    async (request) => {
      const employee = await loadEmployee(request, request.params.id);
      return ok(await listPersonExceptions(db, employee.id, request.query.from, request.query.to));
    },
  );

  app.post(
    '/employees/:id/exceptions',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['roster'],
        summary:
          'Add an exception on a date: time off, VTO or a call-out take the person off the roster, VET puts them on; 409 when they have one of that kind that day. A call-out on a day not yet over also takes the person off the stations they hold that day and have not checked in to',
        params: personParams,
        body: employeeExceptionInputSchema,
        response: { 200: envelopeSchema(employeeExceptionSchema) },
      },
    },
    async (request) => {
      const employee = await loadEmployee(request, request.params.id, request.body.fulfillment_center_id);
      return ok(await addException(db, employee, request.body, actingOf(request), app.clock()), 'Exception added');
    },
  );

  app.delete(
    '/employees/:id/exceptions/:exceptionId',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: { tags: ['roster'], summary: 'Remove an exception', params: exceptionParams, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      const employee = await loadEmployee(request, request.params.id);
      const exception = await findException(db, request.params.exceptionId);
      if (!exception || exception.employeeId !== employee.id) throw new AppError('NOT_FOUND', MESSAGES.exceptionNotFound);
      await removeException(db, employee, exception, actingOf(request));
      return ok(null, 'Exception removed');
    },
  );

  app.get(
    '/roster',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' } },
      schema: {
        tags: ['roster'],
        summary:
          "Every active person of the center on an operating day (a night shift's date is the day it starts): on the roster by their pattern or VET, or off by time off, VTO, a call-out or not being scheduled",
        querystring: rosterQuerySchema,
        response: { 200: envelopeSchema(z.array(rosterEntrySchema)) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      return ok(await readRoster(db, centerId, request.query.date, request.query.shift));
    },
  );

  app.put(
    '/roster',
    {
      config: { access: { minimum: 'ADMIN', token: 'roster:write' } },
      // 20,000 people of a few hundred bytes each; every other route keeps the app's 1 MB.
      bodyLimit: ROSTER_SYNC_BODY_LIMIT,
      schema: {
        tags: ['roster'],
        summary:
          "The HR system's whole list of the center's people, by employee UID (decision 169): new UIDs are created, changed fields updated, active people with a UID the list leaves out deactivated; dry_run answers the diff and changes nothing",
        body: rosterSyncInputSchema,
        response: { 200: envelopeSchema(rosterSyncResultSchema) },
      },
    },
    async (request) => {
      const result = await syncRoster(db, request.body, actingOf(request, request.body.fulfillment_center_id));
      return ok(result, result.dry_run ? 'Roster sync previewed' : 'Roster synced');
    },
  );

  app.get(
    '/roster/summary',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' } },
      schema: {
        tags: ['roster'],
        summary:
          "Per shift of an operating day (a night shift's quarters after midnight included): rostered, planned, checked in, the rostered not planned, and from today on the attendance forecast per shift and quarter (decision 154)",
        querystring: rosterSummaryQuerySchema,
        response: { 200: envelopeSchema(rosterSummarySchema) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      return ok(await readDaySummary(db, centerId, request.query.date, app.clock()));
    },
  );

  app.get(
    '/roster/call-out-openings',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['roster'],
        summary: 'The stations call-outs on an operating day took people off that nobody holds again, by quarter and station (decision 153)',
        querystring: callOutOpeningsQuerySchema,
        response: { 200: envelopeSchema(z.array(callOutOpeningSchema)) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      return ok(await readCallOutOpenings(db, centerId, request.query.date, app.clock()));
    },
  );
};
