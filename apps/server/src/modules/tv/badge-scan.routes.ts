/** Spec 1 §7: the kiosks' and TVs' scan calls. VIEW may make them (DESIGN §4: shared screens). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KioskScanCall } from '@stationboard/domain/assignments/kiosk-scan-flow';
import { AppError } from '@stationboard/domain/errors/app-error';
import { badgeScanInputSchema, scanResultItemSchema } from '@stationboard/domain/schemas/badge-scan';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { failure, ok, sendJsonText } from '../../lib/envelope.ts';
import { actingCenterId, requireActor } from '../../plugins/authorization.ts';
import { runBadgeScan } from './badge-scan.service.ts';
import type { ScanMode, ScanRequest } from './scan-context.ts';
import { answerScanOnce, type ScanAnswer } from './scan-receipts.ts';

const ROUTES: { call: KioskScanCall; mode: ScanMode; summary: string }[] = [
  { call: 'tv-badge-scan', mode: 'scan', summary: 'Check in, or assign and check in, the employee whose badge was scanned' },
  { call: 'tv-auto-assign', mode: 'auto-assign', summary: 'Assign a station to an employee who has none in the quarter yet' },
];

const REPLAY_NOTE =
  ' With `scan_id`, the same scan sent again answers what the first answered (status and body) and changes nothing; ' +
  'with `scanned_at`, it is judged at that moment when at most 30 minutes old, refused (409) and listed in the log when older (decision 126).';

/** What a scan answers: the envelope and the result items, one per quarter the scan touched. */
const SCAN_ANSWER_SCHEMA = envelopeSchema(z.array(scanResultItemSchema));

/**
 * A scan's answer as status and JSON text: a refusal (AppError) is an answer too, stored and
 * given again. The text is made once, as the route's serializer would make it, and stored as
 * it is, so a replay is the first answer byte for byte (decision 136).
 */
async function answerOf(run: () => Promise<z.input<typeof SCAN_ANSWER_SCHEMA>>): Promise<ScanAnswer> {
  try {
    return { status: 200, body: JSON.stringify(z.encode(SCAN_ANSWER_SCHEMA, await run())) };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { status: err.status, body: JSON.stringify(failure(err.message, err.metadata)) };
    throw err;
  }
}

export const badgeScanRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of ROUTES) {
    app.post(
      `/stations/${route.call}`,
      {
        config: { access: { minimum: 'VIEW' } },
        schema: {
          tags: ['tv'],
          summary: route.summary,
          description: REPLAY_NOTE,
          body: badgeScanInputSchema,
          response: { 200: SCAN_ANSWER_SCHEMA },
        },
      },
      async (request, reply) => {
        const { body } = request;
        const scan: ScanRequest = {
          value: body.employee_id,
          // Authorization first: a kiosk of another center gets no answer stored for this one.
          centerId: actingCenterId(request, body.fulfillment_center_id),
          quarterNumber: body.quarter_number,
          date: body.assignment_date,
          mode: route.mode,
          actorEmployeeId: requireActor(request).employeeId,
          now: app.clock(),
          scannedAt: body.scanned_at ? new Date(body.scanned_at) : null,
          scanId: body.scan_id ?? null,
        };
        const started = performance.now();
        // A scan run (not a replay of one answered before) is counted for /metrics by its outcome.
        const run = async () => {
          let outcome = 'refused';
          try {
            const items = await runBadgeScan(app.database.db, scan);
            outcome = items[0]?.reason.code ?? 'none';
            return ok(items, items[0]?.message ?? 'OK');
          } finally {
            app.metrics.scanned(outcome, (performance.now() - started) / 1000);
          }
        };
        if (!body.scan_id) return run();
        const answer = await answerScanOnce(
          app.database.db,
          { scanId: body.scan_id, call: route.call, centerId: scan.centerId, badgeValue: scan.value, scannedAt: scan.scannedAt ?? null, receivedAt: scan.now },
          () => answerOf(run),
        );
        return sendJsonText(reply.status(answer.status as 200), answer.body);
      },
    );
  }
};
