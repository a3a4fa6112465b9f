/**
 * The TV configs that spec 1 §7 reads and writes as "direct data tables", as REST calls
 * (DESIGN §2): the center config and the per-station critical flag.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { DEFAULT_MAXIMUM_ATTENDANCE, maximumAttendanceSchema } from '@stationboard/domain/schemas/maximum-attendance';
import { ok } from '../../lib/envelope.ts';
import { actingOf } from '../../plugins/acting.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { findStation } from '../../floor/station-row.ts';
import { findCenterConfig, findCenterConfigOfCenter, listStationConfigs, type CenterConfigRow } from './tv-configs.repository.ts';
import { createCenterConfig, setMaximumAttendance, setStationCritical } from './tv-configs.service.ts';

export const CENTER_CONFIG_NOT_FOUND = 'Center config not found';

const centerConfigSchema = z.object({ id: idSchema, fulfillment_center_id: idSchema, maximum_attendance: z.number().int() });
const stationConfigSchema = z.object({ center_config_id: idSchema, station_id: idSchema, critical_station: z.boolean(), fulfillment_center_id: idSchema });

/** A center config as the API answers it. */
function toCenterConfig(config: CenterConfigRow) {
  return { id: config.id, fulfillment_center_id: config.fulfillmentCenterId, maximum_attendance: config.maximumAttendance };
}

export const tvConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function loadCenterConfig(id: string, request: Parameters<typeof actingCenterId>[0]) {
    const config = await findCenterConfig(db, id);
    if (!config) throw new AppError('NOT_FOUND', CENTER_CONFIG_NOT_FOUND);
    actingCenterId(request, config.fulfillmentCenterId);
    return config;
  }

  app.get(
    '/tv/center-config',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['tv'],
        summary: "The center's TV config (maximum attendance)",
        querystring: z.object({ fulfillment_center_id: idSchema.optional() }),
        response: { 200: envelopeSchema(centerConfigSchema) },
      },
    },
    async (request) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      const config = await findCenterConfigOfCenter(db, centerId);
      if (!config) throw new AppError('NOT_FOUND', CENTER_CONFIG_NOT_FOUND);
      return ok(toCenterConfig(config));
    },
  );

  app.post(
    '/tv/center-config',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['tv'],
        summary: "Create the center's TV config (maximum attendance 50 unless given)",
        body: z.object({ fulfillment_center_id: idSchema.optional(), maximum_attendance: maximumAttendanceSchema.shape.maximum_attendance.optional() }),
        response: { 200: envelopeSchema(centerConfigSchema) },
      },
    },
    async (request) => {
      const acting = actingOf(request, request.body.fulfillment_center_id);
      const config = await createCenterConfig(db, request.body.maximum_attendance ?? DEFAULT_MAXIMUM_ATTENDANCE, acting);
      return ok(toCenterConfig(config), 'TV config created');
    },
  );

  app.put(
    '/tv/center-config/:id',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['tv'],
        summary: 'Set the maximum attendance',
        params: z.object({ id: idSchema }),
        body: maximumAttendanceSchema,
        response: { 200: envelopeSchema(centerConfigSchema) },
      },
    },
    async (request) => {
      const before = await loadCenterConfig(request.params.id, request);
      const row = await setMaximumAttendance(db, before, request.body.maximum_attendance, actingOf(request));
      return ok(toCenterConfig(row), 'Maximum attendance saved');
    },
  );

  app.get(
    '/tv/station-configs',
    {
      config: { access: { minimum: 'VIEW' } },
      schema: {
        tags: ['tv'],
        summary: 'The station configs (critical flags) of a center config',
        querystring: z.object({ center_config_id: idSchema }),
        response: { 200: envelopeSchema(z.array(stationConfigSchema)) },
      },
    },
    async (request) => {
      const config = await loadCenterConfig(request.query.center_config_id, request);
      return ok(await listStationConfigs(db, config.id));
    },
  );

  app.put(
    '/tv/station-configs',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['tv'],
        summary: 'Mark a station critical or not (upsert)',
        body: z.object({ center_config_id: idSchema, station_id: idSchema, critical_station: z.boolean() }),
        response: { 200: envelopeSchema(stationConfigSchema) },
      },
    },
    async (request) => {
      const config = await loadCenterConfig(request.body.center_config_id, request);
      const station = await findStation(db, request.body.station_id);
      if (!station) throw new AppError('NOT_FOUND', 'Station not found');
      actingCenterId(request, station.fulfillmentCenterId);
      const saved = await setStationCritical(db, config, station, request.body.critical_station, actingOf(request));
      return ok(saved, saved.critical_station ? 'Station marked critical' : 'Station no longer critical');
    },
  );
};
