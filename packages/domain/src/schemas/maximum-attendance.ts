import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { wholeNumber } from './form-fields.ts';

/** Spec 1 §3 and spec 2 §3: a new center's TV config starts at this threshold. */
export const DEFAULT_MAXIMUM_ATTENDANCE = 50;

/** The Stations tab's Maximum Attendance Threshold setting. */
export const maximumAttendanceSchema = z.object({
  maximum_attendance: wholeNumber(MESSAGES.maximumAttendanceInvalid, 1),
});

export type MaximumAttendanceInput = z.output<typeof maximumAttendanceSchema>;

/**
 * Spec 2 §5: more critical stations than people allowed in means some critical station must
 * stay empty, which the Stations tab warns about. Equal is still fillable.
 */
export function hasMoreCriticalStationsThanAttendance(criticalStations: number, maximumAttendance: number): boolean {
  return criticalStations > maximumAttendance;
}
