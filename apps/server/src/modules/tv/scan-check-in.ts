/**
 * Steps 3 and 4 of a badge scan (DESIGN §4 Badge scan): someone who holds a station in the
 * quarter is checked in (a scan) or told where they are (auto-assign), and a floor at its
 * maximum sends people elsewhere. None of these assigns, so none waits for the center's lock.
 */
import { scanReason } from '@stationboard/domain/assignments/scan-reason';
import { MESSAGES } from '@stationboard/domain/messages';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { auditedChange, auditedEmployee } from '../../lib/audit.ts';
import { findAssignment, markCheckedIn, readAssignmentFacts, type At, type HeldAssignment } from './badge-scan.repository.ts';
import { baseItem, routingItem } from './scan-answers.ts';
import type { Context, Scan } from './scan-context.ts';
import { enqueueCheckin } from '../../lib/webhooks/events.ts';

/**
 * The answer for someone who holds a station in the quarter, or for a floor at its maximum.
 * Null when the scan must assign, or the station held was removed meanwhile.
 */
export async function settleWithoutAssigning(
  ctx: Context,
  scanned: Scan,
  existing: HeldAssignment | null,
  attendance: number,
): Promise<ScanResultItem[] | null> {
  const { at, request } = scanned;
  if (existing) {
    const item = request.mode === 'scan' ? await checkIn(ctx, at, existing) : await conflictItem(ctx, at, existing);
    if (item) return [item];
  }
  if (attendance >= ctx.config.maximumAttendance) return [routingItem(ctx, at, attendance, MESSAGES.scanMaximumAttendance, scanned.routingAreas)];
  return null;
}

/**
 * Step 3: already assigned, so the scan checks them in; a second scan changes nothing, even
 * one at another kiosk at the same moment. Null when the assignment was removed meanwhile.
 */
async function checkIn(ctx: Context, at: At, existing: HeldAssignment): Promise<ScanResultItem | null> {
  const checkedInAt = existing.checkedIn
    ? existing.checkedInAt
    : await auditedChange(ctx.db, ctx.acting, async ({ tx, audit }) => {
        const marked = await markCheckedIn(tx, existing.id, ctx.now);
        if (marked) {
          await audit({
            action: 'UPDATE',
            tableName: 'assignments',
            recordId: existing.id,
            ...auditedEmployee(ctx.employee),
            stationId: existing.stationId,
            quarterId: at.quarter.id,
            assignmentDate: at.date,
            oldValues: { checked_in: false },
            newValues: { checked_in: true },
          });
          await enqueueCheckin(
            tx,
            ctx.acting.centerId,
            {
              assignment_id: existing.id,
              employee_id: ctx.employee.id,
              station_id: existing.stationId,
              quarter_id: at.quarter.id,
              date: at.date,
              checked_in_at: marked,
              source: 'scan',
            },
            ctx.now,
          );
          return marked;
        }
        // Checked in by another kiosk a moment ago, or removed.
        const current = await findAssignment(tx, existing.id);
        return current ? current.checkedInAt : undefined;
      });
  if (checkedInAt === undefined) return null;
  const facts = await readAssignmentFacts(ctx.db, ctx.config, at, existing);
  return baseItem(ctx, at, {
    station_name: facts.code,
    is_check_in: true,
    checked_in: true,
    checked_in_at: checkedInAt?.toISOString() ?? null,
    message: MESSAGES.scanCheckedIn,
    reason: scanReason({ code: 'already_assigned' }),
    current_attendance: facts.attendance,
    is_critical: facts.isCritical,
    assignment_number: facts.assignmentNumber,
    remaining_critical: facts.remainingCritical,
  });
}

async function conflictItem(ctx: Context, at: At, existing: HeldAssignment): Promise<ScanResultItem> {
  const facts = await readAssignmentFacts(ctx.db, ctx.config, at, existing);
  return baseItem(ctx, at, {
    station_name: facts.code,
    checked_in: existing.checkedIn,
    checked_in_at: existing.checkedInAt?.toISOString() ?? null,
    message: MESSAGES.scanAlreadyAssigned,
    reason: scanReason({ code: 'already_assigned' }),
    is_conflict: true,
    existing_assignment: { station_code: facts.code },
    current_attendance: facts.attendance,
  });
}
