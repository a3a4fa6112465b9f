/**
 * Issue 28 (decision 149): a person's exceptions on dates (time off, VTO, VET, call-outs), read
 * by VIEW and up and changed by MANAGER and up in the person's center; the roster of a date.
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
} from '@stationboard/domain/schemas/roster';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { findEmployee } from '../../floor/employee-row.ts';
import { listPersonExceptions } from '../../floor/roster-standing.ts';
import { findException } from './roster.repository.ts';
import { addException, readCallOutOpenings, readDaySummary, readRoster, removeException } from './roster.service.ts';

const personParams = z.object({ id: idSchema });
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
