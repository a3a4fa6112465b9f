/**
 * Decision 156, on both databases: labour standards and the volumes of an operating day.
 * Required heads from the volume and the line's rates within its minimum and maximum, critical
 * stations always counted, no volume, a quarter across midnight; planned, expected and checked
 * in; roles and centers; the volume upload's row errors.
 */
import * as XLSX from '@e965/xlsx';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, floorDayClock, otherCenterQuarter, placeOnFloor, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  // Today is Sunday 22 November 2026, 08:00 in Spokane.
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t, ['VIEW', 'MANAGER', 'ADMIN']);
});
afterEach(() => t.close());

const TOMORROW = '2026-11-23';
type Line = {
  quarter_id: string;
  line: number;
  units: number | null;
  required: number;
  basis: string;
  planned: number;
  expected: number | null;
  checked_in: number;
};

async function expectOk(pending: ReturnType<Floor['call']>) {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const demandOf = async (date: string): Promise<Line[]> => (await expectOk(f.call('VIEW', 'GET', `/api/demand/${date}`))).lines;
const cell = (lines: Line[], quarter: { id: string }, line = 1) => lines.find((l) => l.quarter_id === quarter.id && l.line === line);
const putVolumes = (volumes: object[], date = TOMORROW, role: 'MANAGER' | 'VIEW' | 'ADMIN' = 'MANAGER') =>
  f.call(role, 'PUT', `/api/demand/${date}`, { volumes });
const putStandards = (body: object, role: 'MANAGER' | 'ADMIN' = 'ADMIN') => f.call(role, 'PUT', '/api/demand/standards', body);

/** Line 1's two active stations move 100 units an hour each: one head moves 250 units in Q1's 2.5 hours. */
async function rateLineOne() {
  await expectOk(
    putStandards({
      stations: [
        { station_id: f.s1.id, units_per_hour: 100, is_high_strain: false },
        { station_id: f.s2.id, units_per_hour: 100, is_high_strain: true },
      ],
    }),
  );
}

describe('labour standards', () => {
  it('reads every line, every station and N, and an ADMIN changes them, each change audited', async () => {
    const before = await expectOk(f.call('VIEW', 'GET', '/api/demand/standards'));
    expect(before.max_strain_quarters).toBe(2);
    expect(before.lines).toEqual([1, 2, 3, 4].map((line) => ({ line, min_heads: null, max_heads: null })));
    expect(before.stations.map((st: { station_code: string; is_indirect: boolean }) => [st.station_code, st.is_indirect])).toEqual([
      ['1-01', false],
      ['1-02', false],
      ['1-03', false],
      ['Water Spider-L1', true],
    ]);

    const after = await expectOk(
      putStandards({
        max_strain_quarters: 3,
        lines: [{ line: 1, min_heads: 1, max_heads: 6 }],
        stations: [{ station_id: f.s1.id, units_per_hour: 120.5, is_high_strain: true }],
      }),
    );
    expect(after.max_strain_quarters).toBe(3);
    expect(after.lines[0]).toEqual({ line: 1, min_heads: 1, max_heads: 6 });
    expect(after.stations[0]).toMatchObject({ station_id: f.s1.id, units_per_hour: 120.5, is_high_strain: true, is_critical: false });
    const audits = await t.database.db
      .select({ table: s.auditLogs.tableName, record: s.auditLogs.recordId, old: s.auditLogs.oldValues, new: s.auditLogs.newValues })
      .from(s.auditLogs)
      .where(and(eq(s.auditLogs.fulfillmentCenterId, f.centerId), eq(s.auditLogs.action, 'UPDATE')));
    expect(audits).toEqual(
      expect.arrayContaining([
        { table: 'stations', record: f.s1.id, old: { units_per_hour: null, is_high_strain: false }, new: { units_per_hour: 120.5, is_high_strain: true } },
        { table: 'line_standards', record: '1', old: { line: 1, min_heads: null, max_heads: null }, new: { line: 1, min_heads: 1, max_heads: 6 } },
        { table: 'fulfillment_centers', record: f.centerId, old: { max_strain_quarters: 2 }, new: { max_strain_quarters: 3 } },
      ]),
    );
    expect(audits).toHaveLength(3);

    // Both bounds cleared: the line has no standard again.
    expect((await expectOk(putStandards({ lines: [{ line: 1, min_heads: null, max_heads: null }] }))).lines[0]).toEqual({
      line: 1,
      min_heads: null,
      max_heads: null,
    });
  });

  it('refuses a minimum above the maximum, a rate of 0, a MANAGER, and a station of another center', async () => {
    const minAboveMax = await putStandards({ lines: [{ line: 2, min_heads: 5, max_heads: 4 }] });
    expect(minAboveMax.statusCode).toBe(400);
    expect(minAboveMax.json().error).toMatch(/minimum heads may not be above the maximum/);
    expect((await putStandards({ stations: [{ station_id: f.s1.id, units_per_hour: 0, is_high_strain: false }] })).statusCode).toBe(400);
    expect((await putStandards({ max_strain_quarters: 3 }, 'MANAGER')).statusCode).toBe(403);
    expect((await putStandards({ stations: [{ station_id: f.otherStation.id, units_per_hour: 50, is_high_strain: false }] })).statusCode).toBe(403);
    expect((await putStandards({ max_strain_quarters: 3, fulfillment_center_id: f.otherCenterId })).statusCode).toBe(403);
    const [other] = await t.database.db.select({ rate: s.stations.unitsPerHour }).from(s.stations).where(eq(s.stations.id, f.otherStation.id));
    expect(other!.rate).toBeNull();
    expect((await expectOk(f.call('VIEW', 'GET', '/api/demand/standards'))).max_strain_quarters).toBe(2);
  });
});

describe('the demand of an operating day', () => {
  it('requires heads from the volume and the line rate, rounded up, and falls back to the minimum without a volume', async () => {
    await rateLineOne();
    await expectOk(putVolumes([{ quarter_id: f.q1.id, line: 1, units: 600 }]));
    let lines = await demandOf(TOMORROW);
    // Line 1 only: the water spider is indirect, whatever line it stands on.
    expect(lines.map((l) => l.line)).toEqual([1, 1]);
    expect(cell(lines, f.q1)).toEqual({ quarter_id: f.q1.id, line: 1, units: 600, required: 3, basis: 'volume', planned: 0, expected: null, checked_in: 0 });
    expect(cell(lines, f.q2)).toMatchObject({ units: null, required: 0, basis: 'no_volume' });

    await expectOk(putStandards({ lines: [{ line: 1, min_heads: 1, max_heads: 2 }] }));
    lines = await demandOf(TOMORROW);
    expect(cell(lines, f.q1)).toMatchObject({ required: 2, basis: 'maximum' });
    expect(cell(lines, f.q2)).toMatchObject({ required: 1, basis: 'no_volume' });
    await expectOk(putVolumes([{ quarter_id: f.q1.id, line: 1, units: 0 }]));
    expect(cell(await demandOf(TOMORROW), f.q1)).toMatchObject({ units: 0, required: 1, basis: 'minimum' });
  });

  it('says so when the line has no rate', async () => {
    await expectOk(putVolumes([{ quarter_id: f.q1.id, line: 1, units: 600 }]));
    expect(cell(await demandOf(TOMORROW), f.q1)).toMatchObject({ units: 600, required: 0, basis: 'no_rate' });
  });

  it("always counts the line's active critical stations", async () => {
    await rateLineOne();
    await t.database.db
      .insert(s.tvStationConfigs)
      .values(
        [f.s1, f.s2, f.s3].map((station) => ({ centerConfigId: f.config.id, stationId: station.id, fulfillmentCenterId: f.centerId, criticalStation: true })),
      );
    await expectOk(putVolumes([{ quarter_id: f.q1.id, line: 1, units: 0 }]));
    const lines = await demandOf(TOMORROW);
    // 1-03 is inactive: two critical stations count.
    expect(cell(lines, f.q1)).toMatchObject({ units: 0, required: 2, basis: 'critical' });
    expect(cell(lines, f.q2)).toMatchObject({ units: null, required: 2, basis: 'critical' });
  });

  it('counts a quarter across midnight by its real length, and plans it on the date its occurrence runs', async () => {
    await rateLineOne();
    const [q7, q8] = await t.database.db
      .insert(s.quarters)
      .values([
        { fulfillmentCenterId: f.centerId, quarterName: 'Q7', quarterNumber: 7, startTime: '23:30:00', endTime: '02:00:00', shift: 'back_half_day' },
        { fulfillmentCenterId: f.centerId, quarterName: 'Q8', quarterNumber: 8, startTime: '02:15:00', endTime: '04:30:00', shift: 'back_half_day' },
      ])
      .returning();
    // Night ends at 02:00, so Q8 at 02:15 opens the operating day on its own date; Q7 runs from the day's 23:30 past midnight.
    await placeOnFloor(t, f, f.ann, f.s1, q7!, TOMORROW, true);
    await placeOnFloor(t, f, f.bob, f.s1, q8!, TOMORROW);
    await placeOnFloor(t, f, f.cid, f.s2, q8!, '2026-11-24');
    await expectOk(
      putVolumes([
        { quarter_id: q7!.id, line: 1, units: 600 },
        { quarter_id: q8!.id, line: 1, units: 450 },
      ]),
    );
    const lines = await demandOf(TOMORROW);
    expect(lines.map((l) => l.quarter_id)).toEqual([q8!.id, f.q1.id, f.q2.id, q7!.id]);
    // 23:30-02:00 is 2.5 hours: 250 units a head; 02:15-04:30 is 2.25 hours: 225 a head.
    expect(cell(lines, q7!)).toMatchObject({ units: 600, required: 3, basis: 'volume', planned: 1, checked_in: 1 });
    expect(cell(lines, q8!)).toMatchObject({ units: 450, required: 2, basis: 'volume', planned: 1, checked_in: 0 });
  });

  it('counts planned and checked in on the line, and expects planned × the forecast show rate', async () => {
    const NEXT_SUN = '2026-11-29';
    // Ann works Sunday-Wednesday days and Cid Sundays; the center has had them since 1 November: three Sundays of history.
    await expectOk(f.call('MANAGER', 'PUT', `/api/employees/${f.ann.id}`, { shift_pattern: 'FHD' }));
    await expectOk(f.call('MANAGER', 'PUT', `/api/employees/${f.cid.id}`, { shift_pattern: 'custom', work_days: [0], shift: 'day' }));
    await t.database.db
      .update(s.employees)
      .set({ createdAt: new Date('2026-11-01T19:00:00Z') })
      .where(inArray(s.employees.id, [f.ann.id, f.cid.id]));
    // Q1 of those Sundays: Ann came every week, Cid once; 4 of 6 rostered.
    for (const sunday of ['2026-11-01', '2026-11-08', '2026-11-15']) await placeOnFloor(t, f, f.ann, f.s1, f.q1, sunday, true);
    await placeOnFloor(t, f, f.cid, f.s2, f.q1, '2026-11-15', true);
    await placeOnFloor(t, f, f.ann, f.s1, f.q1, NEXT_SUN);
    await placeOnFloor(t, f, f.bob, f.s2, f.q1, NEXT_SUN);
    await placeOnFloor(t, f, f.cid, f.ws, f.q1, NEXT_SUN);
    const next = await demandOf(NEXT_SUN);
    // Two planned on line 1 (the water spider is not a line station): 2 × 4/6 is 1 to the nearest person.
    expect(cell(next, f.q1)).toMatchObject({ planned: 2, expected: 1, checked_in: 0 });
    expect(cell(next, f.q2)).toMatchObject({ planned: 0, expected: 0 });

    // A day that is over has its check-ins and no forecast.
    const past = await demandOf('2026-11-15');
    expect(cell(past, f.q1)).toMatchObject({ planned: 2, checked_in: 2, expected: null });
  });

  it('clears a cell given null or no units, one audit row per change, and keeps the volumes of a day that is over', async () => {
    await expectOk(
      putVolumes([
        { quarter_id: f.q1.id, line: 1, units: 600 },
        { quarter_id: f.q2.id, line: 2, units: 50 },
      ]),
    );
    expect(cell(await demandOf(TOMORROW), f.q2, 2)).toMatchObject({ units: 50 });
    await expectOk(
      putVolumes([
        { quarter_id: f.q1.id, line: 1, units: null },
        { quarter_id: f.q2.id, line: 2 },
      ]),
    );
    expect(await t.database.db.select().from(s.demandVolumes)).toEqual([]);
    const audits = await t.database.db
      .select({ record: s.auditLogs.recordId, old: s.auditLogs.oldValues, new: s.auditLogs.newValues })
      .from(s.auditLogs)
      .where(eq(s.auditLogs.tableName, 'demand_volumes'))
      .orderBy(s.auditLogs.createdAt);
    expect(audits).toHaveLength(2);
    expect(audits[1]).toEqual({
      record: TOMORROW,
      old: {
        volumes: [
          { quarter_id: f.q1.id, line: 1, units: 600 },
          { quarter_id: f.q2.id, line: 2, units: 50 },
        ],
      },
      new: {
        volumes: [
          { quarter_id: f.q1.id, line: 1, units: null },
          { quarter_id: f.q2.id, line: 2, units: null },
        ],
      },
    });

    const over = await putVolumes([{ quarter_id: f.q1.id, line: 1, units: 5 }], '2026-11-21', 'ADMIN');
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatch(/over/);
  });

  it("refuses a VIEW's volumes, another center's quarter, a quarter of no center and a line named twice, writing nothing", async () => {
    expect((await putVolumes([{ quarter_id: f.q1.id, line: 1, units: 5 }], TOMORROW, 'VIEW')).statusCode).toBe(403);
    const otherQuarter = await otherCenterQuarter(t, f);
    const other = await putVolumes([
      { quarter_id: f.q1.id, line: 1, units: 5 },
      { quarter_id: otherQuarter.id, line: 1, units: 5 },
    ]);
    expect(other.statusCode).toBe(403);
    expect((await putVolumes([{ quarter_id: '00000000-0000-4000-8000-000000000000', line: 1, units: 5 }])).statusCode).toBe(404);
    expect(
      (
        await f.call('MANAGER', 'PUT', `/api/demand/${TOMORROW}`, {
          volumes: [{ quarter_id: f.q1.id, line: 1, units: 5 }],
          fulfillment_center_id: f.otherCenterId,
        })
      ).statusCode,
    ).toBe(403);
    expect((await f.call('VIEW', 'GET', `/api/demand/${TOMORROW}?fulfillment_center_id=${f.otherCenterId}`)).statusCode).toBe(403);
    const twice = await putVolumes([
      { quarter_id: f.q1.id, line: 1, units: 5 },
      { quarter_id: f.q1.id, line: 1, units: 6 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await putVolumes([{ quarter_id: f.q1.id, line: 5, units: 5 }])).statusCode).toBe(400);
    expect((await putVolumes([{ quarter_id: f.q1.id, line: 1, units: -1 }])).statusCode).toBe(400);
    expect(await t.database.db.select().from(s.demandVolumes)).toEqual([]);
  });
});

describe('POST /api/demand/upload', () => {
  const BOUNDARY = '----stationboard-demand';
  function upload(filename: string, content: string, role: 'MANAGER' | 'VIEW' = 'MANAGER') {
    const payload = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;
    return t.app.inject({
      method: 'POST',
      url: '/api/demand/upload',
      headers: { ...f.as(role), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
  }

  it('sets the good rows, a later row of a cell winning and a blank units cell clearing, and lists each bad row', async () => {
    const csv = [
      'date,quarter,line,units',
      `${TOMORROW},Q1,1,600`,
      `${TOMORROW},2,1,300`,
      `${TOMORROW},Q9,1,10`,
      `${TOMORROW},Q1,5,10`,
      '2026-11-21,Q1,1,10',
      `${TOMORROW},q2,1,`,
      `${TOMORROW},Q1,2,lots`,
    ].join('\n');
    const res = await upload('volumes.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      saved: 3,
      skipped: 4,
      errors: [
        'Row 4: No quarter Q9 at this center',
        'Row 5: line must be a line from 1 to 4',
        'Row 6: This operating day is over: its volumes can no longer change',
        'Row 8: units must be a whole number of 0 or more, at most 10,000,000',
      ],
    });
    const lines = await demandOf(TOMORROW);
    expect(cell(lines, f.q1)).toMatchObject({ units: 600 });
    expect(cell(lines, f.q2)).toMatchObject({ units: null });
    const [bulk] = await t.database.db
      .select({ new: s.auditLogs.newValues })
      .from(s.auditLogs)
      .where(and(eq(s.auditLogs.action, 'BULK_UPLOAD'), eq(s.auditLogs.tableName, 'demand_volumes')));
    expect(bulk!.new).toEqual({ file: 'volumes.csv', saved: 3, skipped: 4 });
  });

  it('refuses a file without the columns, and a VIEW', async () => {
    const missing = await upload('volumes.csv', 'date,line,units\n2026-11-23,1,5');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Missing columns: quarter');
    expect((await upload('volumes.csv', `date,quarter,line,units\n${TOMORROW},Q1,1,5`, 'VIEW')).statusCode).toBe(403);
    expect(await t.database.db.select().from(s.demandVolumes)).toEqual([]);
  });
});

describe('POST /api/demand/standards/upload', () => {
  const BOUNDARY = '----stationboard-standards';
  function upload(filename: string, content: string | Buffer, role: 'MANAGER' | 'ADMIN' = 'ADMIN') {
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`);
    return t.app.inject({
      method: 'POST',
      url: '/api/demand/standards/upload',
      headers: { ...f.as(role), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    });
  }
  const standards = async () => expectOk(f.call('VIEW', 'GET', '/api/demand/standards'));
  const auditRows = () =>
    t.database.db
      .select({
        action: s.auditLogs.action,
        table: s.auditLogs.tableName,
        record: s.auditLogs.recordId,
        old: s.auditLogs.oldValues,
        new: s.auditLogs.newValues,
      })
      .from(s.auditLogs)
      .where(eq(s.auditLogs.fulfillmentCenterId, f.centerId));

  it("sets station rates, high-strain flags and line bounds from one file, each change audited as the Demand tab's save is", async () => {
    const csv = [
      'station,units_per_hour,high_strain,line,min_heads,max_heads',
      '1-01,120.5,yes,,,',
      '1-02,,no,,,',
      'water spider-l1,,y,,,',
      ',,,1,2,6',
      ',,,3,,',
    ].join('\n');
    const res = await upload('standards.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    // 1-02 and line 3 repeat what is there: nothing changes for them.
    expect(res.json().data).toEqual({ saved: true, stations: 2, lines: 1, errors: [] });
    const after = await standards();
    expect(
      after.stations.map((st: { station_code: string; units_per_hour: number | null; is_high_strain: boolean }) => [
        st.station_code,
        st.units_per_hour,
        st.is_high_strain,
      ]),
    ).toEqual([
      ['1-01', 120.5, true],
      ['1-02', null, false],
      ['1-03', null, false],
      ['Water Spider-L1', null, true],
    ]);
    expect(after.lines[0]).toEqual({ line: 1, min_heads: 2, max_heads: 6 });
    expect(await auditRows()).toEqual(
      expect.arrayContaining([
        {
          action: 'UPDATE',
          table: 'stations',
          record: f.s1.id,
          old: { units_per_hour: null, is_high_strain: false },
          new: { units_per_hour: 120.5, is_high_strain: true },
        },
        {
          action: 'UPDATE',
          table: 'line_standards',
          record: '1',
          old: { line: 1, min_heads: null, max_heads: null },
          new: { line: 1, min_heads: 2, max_heads: 6 },
        },
        { action: 'BULK_UPLOAD', table: 'stations', record: null, old: null, new: { file: 'standards.csv', stations: 2, lines: 1 } },
      ]),
    );
    expect(await auditRows()).toHaveLength(4);

    // A file of line columns only clears a bound with a blank cell.
    expect((await upload('lines.csv', 'line,min_heads,max_heads\n1,,6')).json().data).toEqual({ saved: true, stations: 0, lines: 1, errors: [] });
    expect((await standards()).lines[0]).toEqual({ line: 1, min_heads: null, max_heads: 6 });
  });

  it('reads an .xlsx workbook the same way, its number and TRUE cells included', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['line', 'min_heads', 'max_heads', 'station', 'units_per_hour', 'high_strain'],
      [2, 1, 3, '', '', ''],
      ['', '', '', '1-02', 75, true],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Standards');
    const res = await upload('standards.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ saved: true, stations: 1, lines: 1, errors: [] });
    const after = await standards();
    expect(after.lines[1]).toEqual({ line: 2, min_heads: 1, max_heads: 3 });
    expect(after.stations[1]).toMatchObject({ station_code: '1-02', units_per_hour: 75, is_high_strain: true });
  });

  it("saves nothing when a row is wrong, and lists every error with its row and column, another center's station among them", async () => {
    const [onlyThere] = await t.database.db
      .insert(s.stations)
      .values({ fulfillmentCenterId: f.otherCenterId, stationCode: 'OT-9', stationTypeId: f.otherStation.stationTypeId, lineNumber: 1 })
      .returning();
    const csv = [
      'station,units_per_hour,high_strain,line,min_heads,max_heads',
      '1-01,90,no,,,',
      'OT-9,50,no,,,',
      '1-02,0,maybe,,,',
      'Water Spider-L1,10,no,,,',
      ',,,1,5,4',
      '1-01,80,no,,,',
    ].join('\n');
    const res = await upload('standards.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      saved: false,
      stations: 0,
      lines: 0,
      errors: [
        { row: 3, column: 'station', message: 'No station OT-9 at this center' },
        { row: 4, column: 'units_per_hour', message: 'Units per hour must be a number above 0, at most 100,000' },
        { row: 4, column: 'high_strain', message: 'high_strain must be yes or no (blank is no)' },
        { row: 5, column: 'units_per_hour', message: 'Water Spider-L1 is indirect or on no line: its rate would not count' },
        { row: 6, column: 'min_heads', message: 'The minimum heads may not be above the maximum' },
        { row: 7, column: 'station', message: '1-01 is also in row 2' },
      ],
    });
    expect((await standards()).stations[0]).toMatchObject({ station_code: '1-01', units_per_hour: null });
    const rates = await t.database.db
      .select({ rate: s.stations.unitsPerHour })
      .from(s.stations)
      .where(inArray(s.stations.id, [onlyThere!.id, f.otherStation.id]));
    expect(rates).toEqual([{ rate: null }, { rate: null }]);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a MANAGER, a file without the columns, a file of no rows and a file over the upload limit', async () => {
    const csv = 'station,units_per_hour,high_strain\n1-01,90,no';
    expect((await upload('standards.csv', csv, 'MANAGER')).statusCode).toBe(403);
    const missing = await upload('standards.csv', 'station,units_per_hour\n1-01,90');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Missing columns: high_strain');
    const neither = await upload('standards.csv', 'code,rate\n1-01,90');
    expect(neither.json().error).toBe('Missing columns: station with units_per_hour and high_strain, or line with min_heads and max_heads');
    const empty = await upload('standards.csv', 'station,units_per_hour,high_strain\n,,');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('The file has no standards rows');
    const big = await upload('standards.csv', Buffer.alloc(10_485_761, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('File size must be less than 10MB');
    expect((await standards()).stations[0]).toMatchObject({ units_per_hour: null });
    expect(await auditRows()).toEqual([]);
  });
});
