/**
 * POST /employees/bulk-upload (spec 2 §5, DESIGN §4): one multipart field `file`, refused over
 * 10 MB before it is read whole; rows upserted by employee UID in one transaction with one
 * BULK_UPLOAD audit row; the answer counts what happened and lists the skipped rows.
 */
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { MAX_UPLOAD_BYTES, bulkUploadResultSchema } from '@stationboard/domain/schemas/bulk-upload';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import * as s from '../../../db/schema.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { ok } from '../../../lib/envelope.ts';
import { actingCenterId, requireActor } from '../../../plugins/authorization.ts';
import { readEmployeeSheet } from './read-employee-sheet.ts';

const BATCH = 500;

/**
 * The one file of the form, read whole. The body is read to its end, so a second file is
 * noticed; a body busboy cannot parse (no or wrong boundary, cut short) answers 400, not the
 * 500 of an unexpected error (decision 105).
 */
async function readUploadedFile(request: FastifyRequest): Promise<{ filename: string; buffer: Buffer }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', MESSAGES.uploadWrongType);
  let upload: { filename: string; buffer: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw new AppError('BAD_REQUEST', MESSAGES.uploadWrongType);
      upload = { filename: part.filename, buffer: await part.toBuffer() };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.uploadTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', MESSAGES.uploadOneFileOnly);
    throw new AppError('BAD_REQUEST', MESSAGES.uploadUnreadable);
  }
  if (!upload) throw new AppError('BAD_REQUEST', MESSAGES.uploadWrongType);
  return upload;
}

export const bulkUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/employees/bulk-upload',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: { tags: ['employees'], summary: 'Upload a .csv, .xlsx or .xls employee list (multipart field "file", at most 10 MB)', response: { 200: envelopeSchema(bulkUploadResultSchema) } },
    },
    async (request) => {
      const actor = requireActor(request);
      const centerId = actingCenterId(request);
      const file = await readUploadedFile(request);
      const sheet = await readEmployeeSheet(file.buffer, file.filename);

      const counts = await app.database.db.transaction(async (tx) => {
        let created = 0;
        let updated = 0;
        for (let i = 0; i < sheet.rows.length; i += BATCH) {
          const result = await tx
            .insert(s.employees)
            .values(
              sheet.rows.slice(i, i + BATCH).map((r) => ({
                fulfillmentCenterId: centerId,
                employeeUid: r.employee_uid,
                name: r.name,
                badgeBarcodeId: r.badge_barcode_id,
                departmentId: r.department_id,
                employeeId: r.employee_id,
                employmentStartDate: r.employment_start_date,
                isActive: r.is_active,
              })),
            )
            .onConflictDoUpdate({
              target: [s.employees.fulfillmentCenterId, s.employees.employeeUid],
              set: {
                name: sql`excluded.name`,
                badgeBarcodeId: sql`excluded.badge_barcode_id`,
                departmentId: sql`excluded.department_id`,
                employeeId: sql`excluded.employee_id`,
                employmentStartDate: sql`excluded.employment_start_date`,
                isActive: sql`excluded.is_active`,
                updatedAt: sql`now()`,
              },
            })
            // xmax is 0 on a freshly inserted row and set on one the upsert updated.
            .returning({ inserted: sql<boolean>`(xmax = 0)` });
          const inserted = result.filter((row) => row.inserted).length;
          created += inserted;
          updated += result.length - inserted;
        }
        await writeAudit(tx, {
          fulfillmentCenterId: centerId,
          action: 'BULK_UPLOAD',
          tableName: 'employees',
          newValues: { file: file.filename, created, updated, skipped: sheet.skipped },
          createdBy: actor.employeeId,
        });
        return { created, updated };
      });
      return ok({ ...counts, skipped: sheet.skipped, errors: sheet.errors }, `${counts.created} created, ${counts.updated} updated, ${sheet.skipped} skipped`);
    },
  );
};
