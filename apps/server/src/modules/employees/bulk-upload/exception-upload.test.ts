/** Decision 155, on both databases: the exceptions upload through the real multipart route. */
import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, floorDayClock, placeOnFloor, TODAY, type Floor } from '../../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import * as s from '../../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t, ['VIEW', 'MANAGER']);
  await t.database.db.update(s.employees).set({ badgeBarcodeId: 20001234 }).where(eq(s.employees.id, f.ann.id));
  await t.database.db.update(s.employees).set({ employeeId: 'olga' }).where(eq(s.employees.id, f.otherEmployee.id));
});
afterEach(() => t.close());

const TOMORROW = '2026-11-23';
const BOUNDARY = '----stationboard-exceptions';

function upload(filename: string, content: Buffer | string, role: 'MANAGER' | 'VIEW' = 'MANAGER') {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/employees/exceptions/bulk-upload',
    headers: { ...f.as(role), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
}

async function uploaded(filename: string, content: Buffer | string) {
  const res = await upload(filename, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const exceptionsOf = async (employeeId: string) =>
  (
    await t.database.db
      .select({ date: s.employeeExceptions.date, kind: s.employeeExceptions.kind, note: s.employeeExceptions.note })
      .from(s.employeeExceptions)
      .where(eq(s.employeeExceptions.employeeId, employeeId))
  ).sort((a, b) => a.kind.localeCompare(b.kind));

describe('POST /api/employees/exceptions/bulk-upload', () => {
  it('adds the rows that name the center’s people by login or badge, each audited, and one BULK_UPLOAD row', async () => {
    const csv = [
      'employee_id,badge_barcode_id,date,kind,note',
      'BobKim,,2026-11-23,time_off,dentist',
      ',20001234,2026-11-24,vet,',
      'cidmoss,,2026-11-23,VTO,',
    ].join('\n');
    expect(await uploaded('exceptions.csv', csv)).toEqual({ created: 3, stations_freed: 0, skipped: 0, errors: [] });
    expect(await exceptionsOf(f.bob.id)).toEqual([{ date: TOMORROW, kind: 'time_off', note: 'dentist' }]);
    expect(await exceptionsOf(f.ann.id)).toEqual([{ date: '2026-11-24', kind: 'vet', note: null }]);
    expect(await exceptionsOf(f.cid.id)).toEqual([{ date: TOMORROW, kind: 'vto', note: null }]);
    const audits = await t.database.db
      .select({ action: s.auditLogs.action, employee: s.auditLogs.employeeName, by: s.auditLogs.createdBy, center: s.auditLogs.fulfillmentCenterId })
      .from(s.auditLogs)
      .where(eq(s.auditLogs.tableName, 'employee_exceptions'));
    expect(audits.map((a) => `${a.action} ${a.employee ?? ''}`.trim()).sort()).toEqual(['BULK_UPLOAD', 'CREATE Ann Lee', 'CREATE Bob Kim', 'CREATE Cid Moss']);
    expect(audits.every((a) => a.by === 'floor-manager' && a.center === f.centerId)).toBe(true);
  });

  it('reads an .xlsx workbook, dates as date cells', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['employee_id', 'date', 'kind', 'note'],
        ['annlee', new Date('2026-11-25T00:00:00Z'), 'time_off', 'vacation'],
      ]),
      'Exceptions',
    );
    expect(await uploaded('exceptions.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)).toMatchObject({ created: 1, skipped: 0 });
    expect(await exceptionsOf(f.ann.id)).toEqual([{ date: '2026-11-25', kind: 'time_off', note: 'vacation' }]);
  });

  it('skips each bad row with its number and keeps the good ones: unknown person, another center’s, bad date, bad kind, one already there', async () => {
    await t.database.db.insert(s.employeeExceptions).values({ fulfillmentCenterId: f.centerId, employeeId: f.cid.id, date: TOMORROW, kind: 'vto' });
    const csv = [
      'employee_id,date,kind,note',
      'nobody,2026-11-23,time_off,',
      'olga,2026-11-23,time_off,',
      'bobkim,2026-11-31,time_off,',
      'bobkim,2026-11-23,holiday,',
      'cidmoss,2026-11-23,vto,',
      'annlee,2026-11-23,time_off,',
    ].join('\n');
    expect(await uploaded('exceptions.csv', csv)).toEqual({
      created: 1,
      stations_freed: 0,
      skipped: 5,
      errors: [
        'Row 2: No one has employee_id nobody',
        'Row 3: employee_id olga is a person of another center',
        'Row 4: date must be a date written YYYY-MM-DD',
        'Row 5: kind: Kind must be time_off, vto, vet or call_out',
        'Row 6: The person already has an exception of this kind on this date',
      ],
    });
    expect(await exceptionsOf(f.ann.id)).toEqual([{ date: TOMORROW, kind: 'time_off', note: null }]);
    expect(await exceptionsOf(f.otherEmployee.id)).toEqual([]);
    expect(await exceptionsOf(f.bob.id)).toEqual([]);
  });

  it('refuses a VIEW user, more than 10 MB before reading it, and a file without the columns it needs', async () => {
    const csv = 'employee_id,date,kind\nannlee,2026-11-23,vto';
    expect((await upload('exceptions.csv', csv, 'VIEW')).statusCode).toBe(403);
    const big = await upload('big.csv', Buffer.alloc(10_485_761, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('File size must be less than 10MB');
    const missing = await upload('exceptions.csv', 'name,when\nAnn,2026-11-23');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Missing columns: employee_id or badge_barcode_id, date, kind');
    expect(await exceptionsOf(f.ann.id)).toEqual([]);
  });

  it('a call-out in the file frees the person’s stations of the day as a single call-out does', async () => {
    await placeOnFloor(t, f, f.ann, f.s1, f.q1);
    await placeOnFloor(t, f, f.ann, f.s2, f.q1, TOMORROW);
    expect(await uploaded('exceptions.csv', `employee_id,date,kind,note\nannlee,${TODAY},call_out,sick`)).toEqual({
      created: 1,
      stations_freed: 1,
      skipped: 0,
      errors: [],
    });
    const left = await t.database.db.select({ date: s.assignments.assignmentDate }).from(s.assignments).where(eq(s.assignments.employeeId, f.ann.id));
    expect(left).toEqual([{ date: TOMORROW }]);
    const freedAudit = await t.database.db
      .select({ station: s.auditLogs.stationName })
      .from(s.auditLogs)
      .where(and(eq(s.auditLogs.tableName, 'assignments'), eq(s.auditLogs.action, 'DELETE')));
    expect(freedAudit).toEqual([{ station: '1-01' }]);
    const openings = await t.app.inject({ method: 'GET', url: `/api/roster/call-out-openings?date=${TODAY}`, headers: f.as('VIEW') });
    expect(openings.json().data.map((row: { station_code: string; employee_name: string }) => `${row.station_code} ${row.employee_name}`)).toEqual([
      '1-01 Ann Lee',
    ]);
  });
});
