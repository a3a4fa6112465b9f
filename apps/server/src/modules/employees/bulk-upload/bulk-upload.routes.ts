/**
 * POST /employees/bulk-upload (spec 2 §5, DESIGN §4): one multipart field `file`, refused over
 * 10 MB before it is read whole; its rows are read in a worker thread and upserted by employee
 * UID all or nothing, with one BULK_UPLOAD audit row, in short transactions (decision 105);
 * the answer counts what happened and lists the skipped rows. POST
 * /employees/exceptions/bulk-upload (decision 155) takes a file of exceptions the same way, and
 * POST /demand/upload (decision 156) a file of volumes per line and quarter, and POST
 * /demand/standards/upload (decision 161) a file of labour standards, all or nothing.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { MAX_UPLOAD_BYTES, bulkUploadResultSchema, exceptionUploadResultSchema } from '@stationboard/domain/schemas/bulk-upload';
import { demandUploadResultSchema, standardsUploadResultSchema } from '@stationboard/domain/schemas/demand';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { ok } from '../../../lib/envelope.ts';
import { oneAtATime } from '../../../lib/one-at-a-time.ts';
import { actingOf } from '../../../plugins/acting.ts';
import { actingCenterId, requireActor } from '../../../plugins/authorization.ts';
import { importVolumes } from './import-demand.ts';
import { importEmployees, resolveSheetSkills } from './import-employees.ts';
import { importExceptions } from './import-exceptions.ts';
import { importStandards } from './import-standards.ts';
import { readSheetOffThread, type Sheets } from './read-spreadsheet.ts';
import { checkSpreadsheetFile } from './spreadsheet-file.ts';

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
  const reading = oneAtATime();
  const importing = oneAtATime();
  /** The form's one file, checked to be a spreadsheet, and read as `sheet` in a worker thread, one file at a time (a 10 MB workbook takes hundreds of MB to parse). */
  const readUploadedSheet = async <K extends keyof Sheets>(request: FastifyRequest, sheet: K) => {
    const file = await readUploadedFile(request);
    const kind = await checkSpreadsheetFile(file.buffer, file.filename);
    return { fileName: file.filename, sheet: await reading(() => readSheetOffThread(file.buffer, kind, sheet)) };
  };

  app.post(
    '/employees/bulk-upload',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['employees'],
        summary: 'Upload a .csv, .xlsx or .xls employee list (multipart field "file", at most 10 MB)',
        response: { 200: envelopeSchema(bulkUploadResultSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const centerId = actingCenterId(request);
      const upload = await readUploadedSheet(request, 'employees');
      // One file is imported at a time, so two uploads of the same people never interleave.
      const sheet = await resolveSheetSkills(app.database.db, centerId, upload.sheet);
      const counts = await importing(() => importEmployees(app.database, { centerId, fileName: upload.fileName, createdBy: actor.employeeId, sheet }));
      return ok({ ...counts, skipped: sheet.skipped, errors: sheet.errors }, `${counts.created} created, ${counts.updated} updated, ${sheet.skipped} skipped`);
    },
  );

  app.post(
    '/employees/exceptions/bulk-upload',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['roster'],
        summary:
          'Upload a .csv, .xlsx or .xls file of exceptions (multipart field "file", at most 10 MB): columns employee_id or badge_barcode_id, date, kind and an optional note. Each good row is added as POST /employees/{id}/exceptions adds one, a call-out freeing the day\'s stations; each bad row is skipped and listed (decision 155)',
        response: { 200: envelopeSchema(exceptionUploadResultSchema) },
      },
    },
    async (request) => {
      const acting = actingOf(request);
      const { fileName, sheet } = await readUploadedSheet(request, 'exceptions');
      const result = await importing(() => importExceptions(app.database, { acting, fileName, sheet, now: app.clock() }));
      return ok(result, `${result.created} added, ${result.skipped} skipped`);
    },
  );

  app.post(
    '/demand/upload',
    {
      config: { access: { minimum: 'MANAGER', token: 'demand:write' } },
      schema: {
        tags: ['demand'],
        summary:
          'Upload a .csv, .xlsx or .xls file of volumes (multipart field "file", at most 10 MB): columns date (the operating day), quarter (its number, Q3, or its name), line (1-4) and units (blank clears). Each good row is set as PUT /demand/{date} sets one; each bad row, or a row of a day that is over, is skipped and listed (decision 156)',
        response: { 200: envelopeSchema(demandUploadResultSchema) },
      },
    },
    async (request) => {
      const acting = actingOf(request);
      const { fileName, sheet } = await readUploadedSheet(request, 'demand');
      const result = await importing(() => importVolumes(app.database.db, { acting, fileName, sheet, now: app.clock() }));
      return ok(result, `${result.saved} saved, ${result.skipped} skipped`);
    },
  );

  app.post(
    '/demand/standards/upload',
    {
      config: { access: { minimum: 'ADMIN', token: 'demand:write' } },
      schema: {
        tags: ['demand'],
        summary:
          'Upload a .csv, .xlsx or .xls file of labour standards (multipart field "file", at most 10 MB): rows of a station (columns station, units_per_hour, high_strain) or of a line (columns line, min_heads, max_heads), blank for none. All or nothing: with any row error nothing is saved and each is listed with its row and column; otherwise each change is written and audited as PUT /demand/standards writes it (decision 161)',
        response: { 200: envelopeSchema(standardsUploadResultSchema) },
      },
    },
    async (request) => {
      const acting = actingOf(request);
      const { fileName, sheet } = await readUploadedSheet(request, 'standards');
      const result = await importing(() => importStandards(app.database.db, { acting, fileName, sheet }));
      return ok(result, result.saved ? `${result.stations} stations and ${result.lines} lines changed` : `Nothing saved: ${result.errors.length} errors`);
    },
  );
};
