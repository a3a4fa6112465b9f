/** The items a badge scan answers, one per quarter it touched (spec 1 §7, `scanResultItemSchema`). */
import { scanReason, type ScanReason } from '@stationboard/domain/assignments/scan-reason';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import type { AssignmentFacts, At } from './badge-scan.repository.ts';
import type { Context } from './scan-context.ts';

export function baseItem(ctx: Context, at: At, overrides: Partial<ScanResultItem> & { reason: ScanReason }): ScanResultItem {
  return {
    quarter_number: at.quarter.quarter_number,
    quarter_name: at.quarter.quarter_name,
    employee_name: ctx.employee.name,
    station_name: null,
    is_check_in: false,
    checked_in: false,
    checked_in_at: null,
    message: '',
    is_overflow_routing: false,
    routing_message: null,
    routing_areas: [],
    current_attendance: 0,
    maximum_attendance: ctx.config.maximumAttendance,
    is_critical: false,
    assignment_number: null,
    remaining_critical: 0,
    auto_checked_in: false,
    is_conflict: false,
    existing_assignment: null,
    preferred_language: ctx.employee.preferredLanguage,
    ...overrides,
  };
}

/** An assignment the scan made: checked in (step 5) when the person is here for that quarter. */
export function assignedItem(
  ctx: Context,
  at: At,
  facts: AssignmentFacts,
  options: { message: string; checkedIn: boolean; reason: ScanReason },
): ScanResultItem {
  return baseItem(ctx, at, {
    station_name: facts.code,
    checked_in: options.checkedIn,
    checked_in_at: options.checkedIn ? ctx.now.toISOString() : null,
    message: options.message,
    current_attendance: facts.attendance,
    is_critical: facts.isCritical,
    assignment_number: facts.assignmentNumber,
    remaining_critical: facts.remainingCritical,
    auto_checked_in: options.checkedIn,
    reason: options.reason,
  });
}

export function routingItem(ctx: Context, at: At, attendance: number, message: string, areas: string[]): ScanResultItem {
  return baseItem(ctx, at, {
    message,
    is_overflow_routing: true,
    routing_message: message,
    routing_areas: areas,
    current_attendance: attendance,
    reason: scanReason({ code: 'overflow', areas }),
  });
}
