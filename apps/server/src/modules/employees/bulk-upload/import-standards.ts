/**
 * Decision 161: a labour standards upload into the database, all or nothing. The rows are
 * matched to the acting center's stations by code (`resolveStandardsRows`); with any problem,
 * of a cell or of a station, nothing is written and every problem is answered. Otherwise the
 * change is written as PUT /api/demand/standards writes one (`writeStandardsIn`: an UPDATE
 * audit row per station and line that changed), with one BULK_UPLOAD row for the file, in one
 * transaction.
 */
import { resolveStandardsRows } from '@stationboard/domain/demand/standards-upload-row';
import type { StandardsUploadResult } from '@stationboard/domain/schemas/demand';
import type { Db } from '../../../db/database.ts';
import { auditedChange, type Acting } from '../../../lib/audit.ts';
import { readStandards, writeStandardsIn } from '../../../floor/demand-standards.ts';
import type { StandardsSheet } from './read-standards-sheet.ts';

export function importStandards(db: Db, upload: { acting: Acting; fileName: string; sheet: StandardsSheet }): Promise<StandardsUploadResult> {
  const { acting, sheet } = upload;
  return auditedChange(db, acting, async (change) => {
    const before = await readStandards(change.tx, acting.centerId);
    const { change: standards, errors } = resolveStandardsRows(sheet.rows, before.stations);
    const all = [...sheet.errors, ...errors].sort((a, b) => a.row - b.row);
    if (all.length > 0) return { saved: false, stations: 0, lines: 0, errors: all };
    const changed = await writeStandardsIn(change, before, standards);
    await change.audit({ action: 'BULK_UPLOAD', tableName: 'stations', newValues: { file: upload.fileName, ...changed } });
    return { saved: true, ...changed, errors: [] };
  });
}
