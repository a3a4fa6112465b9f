/**
 * The TV configs that spec 1 §7 reads and writes as "direct data tables", as REST calls
 * (DESIGN §2): the center config and the per-station critical flag.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { idSchema } from '@stationboard/domain/schemas/id';
import { DEFAULT_MAXIMUM_ATTENDANCE, maximumAttendanceSchema } from '@stationboard/domain/schemas/maximum-attendance';
import * as s from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId, requireActor } from '../../plugins/authorization.ts';

export const CENTER_CONFIG_NOT_FOUND = 'Center config not found';

const centerConfigSchema = z.object({ id: idSchema, fulfillment_center_id: idSchema, maximum_attendance: z.number().int() });
const stationConfigSchema = z.object({ center_config_id: idSchema, station_id: idSchema, critical_station: z.boolean(), fulfillment_center_id: idSchema });

const stationConfigColumns = {
  center_config_id: s.tvStationConfigs.centerConfigId,
  station_id: s.tvStationConfigs.stationId,
  critical_station: s.tvStationConfigs.criticalStation,
  fulfillment_center_id: s.tvStationConfigs.fulfillmentCenterId,
};

export const tvConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function loadCenterConfig(id: string, request: Parameters<typeof actingCenterId>[0]) {
    const [config] = await db.select().from(s.tvCenterConfigs).where(eq(s.tvCenterConfigs.id, id));
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
      const [config] = await db.select().from(s.tvCenterConfigs).where(eq(s.tvCenterConfigs.fulfillmentCenterId, centerId));
      if (!config) throw new AppError('NOT_FOUND', CENTER_CONFIG_NOT_FOUND);
      return ok({ id: config.id, fulfillment_center_id: config.fulfillmentCenterId, maximum_attendance: config.maximumAttendance });
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
      const actor = requireActor(request);
      const centerId = actingCenterId(request, request.body.fulfillment_center_id);
      const maximum = request.body.maximum_attendance ?? DEFAULT_MAXIMUM_ATTENDANCE;
      const config = await db.transaction(async (tx) => {
        const [row] = await tx.insert(s.tvCenterConfigs).values({ fulfillmentCenterId: centerId, maximumAttendance: maximum }).onConflictDoNothing().returning();
        if (!row) throw new AppError('CONFLICT', 'This center already has a TV config');
        await writeAudit(tx, {
          fulfillmentCenterId: centerId,
          action: 'TV_ASSIGNMENT_CONFIG_INITIALIZED',
          tableName: 'tv_center_configs',
          recordId: row.id,
          newValues: { maximum_attendance: maximum },
          createdBy: actor.employeeId,
        });
        return row;
      });
      return ok({ id: config.id, fulfillment_center_id: config.fulfillmentCenterId, maximum_attendance: config.maximumAttendance }, 'TV config created');
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
      const actor = requireActor(request);
      const before = await loadCenterConfig(request.params.id, request);
      const [row] = await db.transaction(async (tx) => {
        const updated = await tx
          .update(s.tvCenterConfigs)
          .set({ maximumAttendance: request.body.maximum_attendance })
          .where(eq(s.tvCenterConfigs.id, before.id))
          .returning();
        await writeAudit(tx, {
          fulfillmentCenterId: before.fulfillmentCenterId,
          action: 'UPDATE',
          tableName: 'tv_center_configs',
          recordId: before.id,
          oldValues: { maximum_attendance: before.maximumAttendance },
          newValues: { maximum_attendance: request.body.maximum_attendance },
          createdBy: actor.employeeId,
        });
        return updated;
      });
      return ok({ id: row!.id, fulfillment_center_id: row!.fulfillmentCenterId, maximum_attendance: row!.maximumAttendance }, 'Maximum attendance saved');
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
      return ok(await db.select(stationConfigColumns).from(s.tvStationConfigs).where(eq(s.tvStationConfigs.centerConfigId, config.id)));
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
      const actor = requireActor(request);
      const config = await loadCenterConfig(request.body.center_config_id, request);
      const saved = await db.transaction(async (tx) => {
        const [station] = await tx.select().from(s.stations).where(eq(s.stations.id, request.body.station_id));
        if (!station) throw new AppError('NOT_FOUND', 'Station not found');
        actingCenterId(request, station.fulfillmentCenterId);
        const [before] = await tx
          .select({ critical: s.tvStationConfigs.criticalStation })
          .from(s.tvStationConfigs)
          .where(and(eq(s.tvStationConfigs.centerConfigId, config.id), eq(s.tvStationConfigs.stationId, station.id)));
        const [row] = await tx
          .insert(s.tvStationConfigs)
          .values({ centerConfigId: config.id, stationId: station.id, fulfillmentCenterId: config.fulfillmentCenterId, criticalStation: request.body.critical_station })
          .onConflictDoUpdate({ target: [s.tvStationConfigs.centerConfigId, s.tvStationConfigs.stationId], set: { criticalStation: request.body.critical_station } })
          .returning(stationConfigColumns);
        await writeAudit(tx, {
          fulfillmentCenterId: config.fulfillmentCenterId,
          action: 'UPDATE',
          tableName: 'stations',
          recordId: station.id,
          stationId: station.id,
          stationName: station.stationCode,
          oldValues: { critical_station: before?.critical ?? false },
          newValues: { critical_station: request.body.critical_station },
          createdBy: actor.employeeId,
        });
        return row!;
      });
      return ok(saved, saved.critical_station ? 'Station marked critical' : 'Station no longer critical');
    },
  );
};
