/**
 * Issue 29 (decision 156): labour standards (read by VIEW and up, changed by ADMIN and up) and
 * the volume of an operating day per line and quarter (read by VIEW and up, typed by MANAGER
 * and up), on the acting center. The volume upload is POST /demand/upload, beside the other
 * uploads (bulk-upload.routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  demandCenterQuerySchema,
  demandDateParamsSchema,
  demandDaySchema,
  demandStandardsInputSchema,
  demandStandardsSchema,
  demandVolumesInputSchema,
} from '@stationboard/domain/schemas/demand';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { readDemandDay } from '../../floor/demand-day.ts';
import { getStandards, setVolumes, updateStandards } from './demand.service.ts';

export const demandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/demand/standards',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' } },
      schema: {
        tags: ['demand'],
        summary:
          "The center's labour standards: each line's fewest and most heads, each station's rate (units per labour hour) and high-strain flag, and the most consecutive quarters on a high-strain station",
        querystring: demandCenterQuerySchema,
        response: { 200: envelopeSchema(demandStandardsSchema) },
      },
    },
    async (request) => ok(await getStandards(db, actingCenterId(request, request.query.fulfillment_center_id))),
  );

  app.put(
    '/demand/standards',
    {
      config: { access: { minimum: 'ADMIN', token: 'demand:write' } },
      schema: {
        tags: ['demand'],
        summary: 'Change labour standards: only the lines, stations and N sent; each change audited',
        body: demandStandardsInputSchema,
        response: { 200: envelopeSchema(demandStandardsSchema) },
      },
    },
    async (request) => ok(await updateStandards(db, actingOf(request, request.body.fulfillment_center_id), request.body), 'Standards saved'),
  );

  app.get(
    '/demand/:date',
    {
      config: { access: { minimum: 'VIEW', token: 'plan:read' } },
      schema: {
        tags: ['demand'],
        summary:
          'Per quarter of an operating day and line: the units entered, the heads they require (and why), and the heads planned, expected (planned × the forecast show rate) and checked in',
        params: demandDateParamsSchema,
        querystring: demandCenterQuerySchema,
        response: { 200: envelopeSchema(demandDaySchema) },
      },
    },
    async (request) => ok(await readDemandDay(db, actingCenterId(request, request.query.fulfillment_center_id), request.params.date, app.clock())),
  );

  app.put(
    '/demand/:date',
    {
      config: { access: { minimum: 'MANAGER', token: 'demand:write' } },
      schema: {
        tags: ['demand'],
        summary: "Set the units of lines in quarters of an operating day (null or absent clears); 409 on a day that is over, 403 for another center's quarter",
        params: demandDateParamsSchema,
        body: demandVolumesInputSchema,
        response: { 200: envelopeSchema(demandDaySchema) },
      },
    },
    async (request) => {
      const acting = actingOf(request, request.body.fulfillment_center_id);
      return ok(await setVolumes(db, acting, request.params.date, request.body, app.clock()), 'Volumes saved');
    },
  );
};
