/** Spec 1 §7: the kiosks' and TVs' scan calls. VIEW may make them (DESIGN §4: shared screens). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badgeScanInputSchema, scanResultItemSchema } from '@stationboard/domain/schemas/badge-scan';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId, requireActor } from '../../plugins/authorization.ts';
import { runBadgeScan, type ScanMode } from './badge-scan.service.ts';

const ROUTES: { url: string; mode: ScanMode; summary: string }[] = [
  { url: '/stations/tv-badge-scan', mode: 'scan', summary: 'Check in, or assign and check in, the employee whose badge was scanned' },
  { url: '/stations/tv-auto-assign', mode: 'auto-assign', summary: 'Assign a station to an employee who has none in the quarter yet' },
];

export const badgeScanRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of ROUTES) {
    app.post(
      route.url,
      {
        config: { access: { minimum: 'VIEW' } },
        schema: { tags: ['tv'], summary: route.summary, body: badgeScanInputSchema, response: { 200: envelopeSchema(z.array(scanResultItemSchema)) } },
      },
      async (request) => {
        const items = await runBadgeScan(app.database.db, {
          value: request.body.employee_id,
          centerId: actingCenterId(request, request.body.fulfillment_center_id),
          quarterNumber: request.body.quarter_number,
          date: request.body.assignment_date,
          mode: route.mode,
          actorEmployeeId: requireActor(request).employeeId,
          now: app.clock(),
        });
        return ok(items, items[0]?.message ?? 'OK');
      },
    );
  }
};
