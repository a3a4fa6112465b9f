/**
 * The import behind bulk upload on the database itself (decision 105): a list larger than one
 * transaction's share arrives whole, and what a stop left behind is finished or dropped at
 * the next start.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkEmployeeRow } from '@stationboard/domain/employees/bulk-upload-row';
import { createCenter } from '../../../../test/accounts.ts';
import { createTestDatabase, isPostgres, type TestDatabase } from '../../../../test/helper.ts';
import * as s from '../../../db/schema.ts';
import { createUpload, markStaged, moveStagedRows, stageRows } from './bulk-upload.repository.ts';
import { finishInterruptedUploads, importEmployees } from './import-employees.ts';

let database: TestDatabase;
let centerId: string;
beforeEach(async () => {
  database = await createTestDatabase();
  centerId = await createCenter(database, 'GEG1');
});
afterEach(() => database.close());

function people(count: number, firstUid: number, name = 'Person'): BulkEmployeeRow[] {
  return Array.from({ length: count }, (_, i) => ({
    employee_uid: firstUid + i,
    name: `${name} ${i}`,
    badge_barcode_id: 20_000_000 + firstUid + i,
    department_id: 1001,
    employee_id: `p${firstUid + i}`,
    employment_start_date: '2024-01-15',
    is_active: true,
    preferred_language: null,
  }));
}

const employees = () => database.db.select().from(s.employees).where(eq(s.employees.fulfillmentCenterId, centerId));
const audits = () => database.db.select().from(s.auditLogs);
const leftovers = async () => [(await database.db.select().from(s.bulkUploads)).length, (await database.db.select().from(s.bulkUploadRows)).length];

describe('importEmployees', () => {
  it('brings a list of 1,200 people in whole, counts created and updated, and writes one audit row', async () => {
    const sheet = { rows: people(1200, 700_000), skipped: 2, errors: ['Row 5: …', 'Row 9: …'] };
    expect(await importEmployees(database, { centerId, fileName: 'staff.csv', createdBy: 'floor-manager', sheet })).toEqual({ created: 1200, updated: 0 });
    const renamed = { rows: [...people(1000, 700_000, 'Renamed'), ...people(300, 800_000)], skipped: 0, errors: [] };
    expect(await importEmployees(database, { centerId, fileName: 'again.csv', createdBy: 'floor-manager', sheet: renamed })).toEqual({
      created: 300,
      updated: 1000,
    });

    const stored = await employees();
    expect(stored).toHaveLength(1500);
    expect(stored.filter((e) => e.name.startsWith('Renamed'))).toHaveLength(1000);
    const byFile = (a: { newValues: unknown }) => (a.newValues as { file: string }).file;
    expect((await audits()).sort((a, b) => byFile(a).localeCompare(byFile(b))).map((a) => [a.action, a.createdBy, a.newValues])).toEqual([
      ['BULK_UPLOAD', 'floor-manager', { file: 'again.csv', created: 300, updated: 1000, skipped: 0 }],
      ['BULK_UPLOAD', 'floor-manager', { file: 'staff.csv', created: 1200, updated: 0, skipped: 2 }],
    ]);
    expect(await leftovers()).toEqual([0, 0]);
  });

  it.skipIf(isPostgres)('finishes at the next start an upload a crash cut short after it was staged, and drops one cut short while staging', async () => {
    const staged = await createUpload(database.db, { centerId, fileName: 'staged.csv', createdBy: 'floor-manager', skipped: 0 });
    await stageRows(database.db, staged, 0, people(1200, 700_000));
    await markStaged(database.db, staged);
    // The crash: one share of the rows had moved in its own transaction.
    await database.db.transaction((tx) => moveStagedRows(tx, staged, 500));
    const halfStaged = await createUpload(database.db, { centerId, fileName: 'half.csv', createdBy: 'floor-manager', skipped: 0 });
    await stageRows(database.db, halfStaged, 0, people(300, 900_000));
    expect(await employees()).toHaveLength(500);

    expect(await finishInterruptedUploads(database)).toBe(1);

    const stored = await employees();
    expect(stored).toHaveLength(1200);
    expect(stored.every((e) => e.employeeUid! < 900_000)).toBe(true);
    expect((await audits()).map((a) => a.newValues)).toEqual([{ file: 'staged.csv', created: 1200, updated: 0, skipped: 0 }]);
    expect(await leftovers()).toEqual([0, 0]);
  });

  it.runIf(isPostgres)(
    'drops at start the uploads a stopped server left over an hour ago, and leaves a younger one another server may be importing',
    async () => {
      const old = await createUpload(database.db, { centerId, fileName: 'old.csv', createdBy: 'floor-manager', skipped: 0 });
      await stageRows(database.db, old, 0, people(300, 700_000));
      await markStaged(database.db, old);
      await database.db
        .update(s.bulkUploads)
        .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
        .where(eq(s.bulkUploads.id, old));
      const young = await createUpload(database.db, { centerId, fileName: 'young.csv', createdBy: 'floor-manager', skipped: 0 });
      await stageRows(database.db, young, 0, people(300, 900_000));

      expect(await finishInterruptedUploads(database)).toBe(0);

      expect(await employees()).toEqual([]);
      expect((await database.db.select().from(s.bulkUploads)).map((u) => u.fileName)).toEqual(['young.csv']);
      expect(await leftovers()).toEqual([1, 300]);
    },
  );
});
