/**
 * Decision 156: a volume upload into the database. Each good row sets (a blank units cell
 * clears) one line's volume in one quarter of an operating day, as PUT /api/demand/{date}
 * does; a row naming no quarter of the center, or a day that is over, is listed with its
 * number and skipped. A volume file is small (a few rows per line and quarter of some days):
 * one transaction, one UPDATE audit row per date and one BULK_UPLOAD row for the file. A later
 * row for the same cell wins.
 */
import { matchUploadQuarter } from '@stationboard/domain/demand/demand-upload-row';
import { MESSAGES } from '@stationboard/domain/messages';
import { rowError } from '@stationboard/domain/roster/exception-upload-row';
import type { DemandUploadResult } from '@stationboard/domain/schemas/demand';
import type { Db } from '../../../db/database.ts';
import { auditedChange, type Acting } from '../../../lib/audit.ts';
import { readCenterClock } from '../../../floor/center-clock.ts';
import { writeVolumesIn, type VolumeCell } from '../../../floor/demand-volumes.ts';
import type { DemandSheet } from './read-demand-sheet.ts';

export function importVolumes(db: Db, upload: { acting: Acting; fileName: string; sheet: DemandSheet; now: Date }): Promise<DemandUploadResult> {
  const { acting, sheet } = upload;
  return auditedChange(db, acting, async (change) => {
    const clock = await readCenterClock(change.tx, acting.centerId, upload.now);
    const problems = [...sheet.problems];
    const byDate = new Map<string, Map<string, VolumeCell>>();
    let saved = 0;
    for (const row of sheet.rows) {
      const quarter = matchUploadQuarter(row.quarter, clock.quarters);
      if (!quarter || clock.isPast(row.date)) {
        const problem = quarter ? MESSAGES.demandDayOver : MESSAGES.demandUploadUnknownQuarter(row.quarter);
        problems.push({ row_number: row.row_number, error: rowError(row.row_number, problem) });
        continue;
      }
      const cells = byDate.get(row.date) ?? new Map<string, VolumeCell>();
      cells.set(`${quarter.id}|${row.line}`, { quarter_id: quarter.id, line: row.line, units: row.units });
      byDate.set(row.date, cells);
      saved++;
    }
    for (const [date, cells] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) await writeVolumesIn(change, date, [...cells.values()]);
    problems.sort((a, b) => a.row_number - b.row_number);
    await change.audit({ action: 'BULK_UPLOAD', tableName: 'demand_volumes', newValues: { file: upload.fileName, saved, skipped: problems.length } });
    return { saved, skipped: problems.length, errors: problems.map((problem) => problem.error) };
  });
}
