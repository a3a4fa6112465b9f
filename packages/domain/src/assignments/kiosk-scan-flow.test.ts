import { describe, expect, it } from 'vitest';
import { scanResultItem } from '../testing/scan-result-item.ts';
import { FIRST_KIOSK_SCAN_CALL, nextKioskScanCall } from './kiosk-scan-flow.ts';

const conflict = (checkedIn: boolean) =>
  scanResultItem({
    is_conflict: true,
    checked_in: checkedIn,
    station_name: '1-03',
    existing_assignment: { station_code: '1-03' },
    message: 'Already Assigned',
  });

describe('the kiosk scan flow', () => {
  it('starts with tv-auto-assign', () => {
    expect(FIRST_KIOSK_SCAN_CALL).toBe('tv-auto-assign');
  });

  it('stops after one call when the person was assigned and checked in, with the later quarters of the shift', () => {
    const assigned = scanResultItem({ auto_checked_in: true, checked_in: true, station_name: '2-07', assignment_number: 5, message: 'Assigned & Checked In' });
    const later = scanResultItem({ quarter_number: 2, quarter_name: 'Q2', station_name: '2-08', assignment_number: 3, message: 'Assigned to 2-08' });
    expect(nextKioskScanCall('tv-auto-assign', [assigned, later])).toBeNull();
  });

  it('stops after one call when the person is routed elsewhere or no station is free', () => {
    expect(nextKioskScanCall('tv-auto-assign', [scanResultItem({ is_overflow_routing: true, message: 'Maximum Attendance Reached' })])).toBeNull();
    expect(nextKioskScanCall('tv-auto-assign', [scanResultItem({ message: 'No available stations for assignment.' })])).toBeNull();
  });

  it('checks in with tv-badge-scan someone who already holds a station in the quarter but has not checked in', () => {
    expect(nextKioskScanCall('tv-auto-assign', [conflict(false)])).toBe('tv-badge-scan');
  });

  it("shows 'Already Assigned' to someone scanned again after checking in, without a second call", () => {
    expect(nextKioskScanCall('tv-auto-assign', [conflict(true)])).toBeNull();
  });

  it('ends with the tv-badge-scan answer, whatever it says', () => {
    expect(
      nextKioskScanCall('tv-badge-scan', [scanResultItem({ is_check_in: true, checked_in: true, station_name: '1-03', message: 'Checked In Successfully' })]),
    ).toBeNull();
    expect(nextKioskScanCall('tv-badge-scan', [conflict(false)])).toBeNull();
  });

  it('ends on an empty answer', () => {
    expect(nextKioskScanCall('tv-auto-assign', [])).toBeNull();
  });
});
