/**
 * The plan of an operating day as a spreadsheet, a CSV and the print view's data (issue 15,
 * decision 129): MANAGER and up, on the acting center.
 */
import * as XLSX from '@e965/xlsx';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DAY_PLAN_SHEET_NAMES, dayPlanFilename, dayPlanSheets } from '@stationboard/domain/exports/day-plan';
import { dayPlanExportQuerySchema, dayPlanQuerySchema, dayPlanSchema } from '@stationboard/domain/schemas/day-plan';
import { envelopeSchema } from '@stationboard/domain/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import { actingCenterId } from '../../plugins/authorization.ts';
import { readDayPlan } from './day-plan.repository.ts';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** A sheet of text cells (never formulas: `t: 's'`), empty ones left blank, its columns wide enough for their longest text. */
function textSheet(rows: string[][]): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => row.map((v) => (v === '' ? null : { t: 's', v }))));
  const widths = rows[0]?.map((_, column) => Math.min(40, Math.max(8, ...rows.map((row) => (row[column] ?? '').length + 2)))) ?? [];
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  return sheet;
}

/** A CSV field: quoted when it holds a separator, a quote or a line break. */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The Stations sheet as CSV: UTF-8 with a byte-order mark (Excel then reads names right), CRLF lines. */
export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** `attachment` with the name, and its UTF-8 form for names outside ASCII (RFC 6266). */
function attachment(filename: string): string {
  return `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const dayPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/day-plan',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['exports'],
        summary: "An operating day's plan: a row per station and per person, a cell per quarter of the day (the print view)",
        querystring: dayPlanQuerySchema,
        response: { 200: envelopeSchema(dayPlanSchema) },
      },
    },
    async (request) => ok(await readDayPlan(db, actingCenterId(request, request.query.fulfillment_center_id), request.query.date)),
  );

  app.get(
    '/exports/day-plan',
    {
      config: { access: { minimum: 'MANAGER' } },
      schema: {
        tags: ['exports'],
        summary: "An operating day's plan as a download: .xlsx (sheets Stations and People) or .csv (the Stations sheet)",
        querystring: dayPlanExportQuerySchema,
      },
    },
    async (request, reply) => {
      const centerId = actingCenterId(request, request.query.fulfillment_center_id);
      const { date, format } = request.query;
      const plan = await readDayPlan(db, centerId, date);
      const sheets = dayPlanSheets(plan);
      let body: Buffer | string;
      if (format === 'csv') {
        body = toCsv(sheets.stations);
      } else {
        const book = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(book, textSheet(sheets.stations), DAY_PLAN_SHEET_NAMES.stations);
        XLSX.utils.book_append_sheet(book, textSheet(sheets.people), DAY_PLAN_SHEET_NAMES.people);
        body = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
      }
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', attachment(dayPlanFilename(plan.center.code, date, format)))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
