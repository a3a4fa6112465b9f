import { describe, it, expect } from 'vitest';
import { scanResultItem as item } from '../testing/scan-result-item.ts';
import { describeScanFailure, scanOutcomeKind, scanOutcomeStation, scanOutcomeTitle, scanOutcomeTone } from './scan-outcome.ts';

describe('scan outcomes', () => {
  it('a check-in is titled Checked In Successfully and names the station', () => {
    const checkIn = item({ is_check_in: true, checked_in: true, station_name: '1-03', message: 'Checked In Successfully', assignment_number: 4 });
    expect(scanOutcomeKind(checkIn)).toBe('checkedIn');
    expect(scanOutcomeTitle(checkIn)).toBe('Checked In Successfully');
    expect(scanOutcomeStation(checkIn)).toBe('1-03');
    expect(scanOutcomeTone('checkedIn')).toBe('success');
  });

  it('a new assignment is titled Assigned & Checked In', () => {
    const assigned = item({ auto_checked_in: true, checked_in: true, station_name: '2-07', message: 'Assigned & Checked In', assignment_number: 57 });
    expect(scanOutcomeKind(assigned)).toBe('assigned');
    expect(scanOutcomeTitle(assigned)).toBe('Assigned & Checked In');
    expect(scanOutcomeStation(assigned)).toBe('2-07');
  });

  it('tells the two overflow outcomes apart by their message', () => {
    const maximum = item({ is_overflow_routing: true, message: 'Maximum Attendance Reached', routing_areas: ['Dock'] });
    const support = item({ is_overflow_routing: true, message: 'Additional Support Required', routing_areas: ['Dock'] });
    expect(scanOutcomeTitle(maximum)).toBe('Maximum Attendance Reached');
    expect(scanOutcomeTitle(support)).toBe('Additional Support Required');
    expect(scanOutcomeStation(support)).toBeNull();
    expect(scanOutcomeTone(scanOutcomeKind(maximum))).toBe('warning');
  });

  it('treats an overflow item with an unexpected message as maximum attendance, never as success', () => {
    expect(scanOutcomeKind(item({ is_overflow_routing: true, message: 'Full' }))).toBe('maximumAttendance');
  });

  it('a conflict is Already Assigned and names the station already held', () => {
    const conflict = item({ is_conflict: true, station_name: '3-01', existing_assignment: { station_code: '3-01' }, message: 'Already Assigned' });
    expect(scanOutcomeTitle(conflict)).toBe('Already Assigned');
    expect(scanOutcomeStation(conflict)).toBe('3-01');
  });

  it('none available is the spec sentence and an error', () => {
    const none = item({ message: 'No available stations for assignment.' });
    expect(scanOutcomeKind(none)).toBe('noStations');
    expect(scanOutcomeTitle(none)).toBe('No available stations for assignment.');
    expect(scanOutcomeTone('noStations')).toBe('error');
  });

  it('later quarters keep the server words: assigned along the rules, or a note', () => {
    const later = item({ quarter_name: 'Q2', station_name: '2-08', assignment_number: 12, message: 'Assigned to 2-08' });
    const skipped = item({ quarter_name: 'Q3', station_name: '2-09', message: '2-09 is inactive; skipped' });
    expect(scanOutcomeKind(later)).toBe('laterAssigned');
    expect(scanOutcomeTitle(later)).toBe('Assigned to 2-08');
    expect(scanOutcomeStation(later)).toBe('2-08');
    expect(scanOutcomeKind(skipped)).toBe('note');
    expect(scanOutcomeStation(skipped)).toBeNull();
  });
});

describe('describeScanFailure', () => {
  it('words an unknown badge for the TV Mode overlay and, shorter, for the TV List', () => {
    const notFound = { status: 404, message: 'Employee not found' };
    expect(describeScanFailure(notFound, 'tvMode')).toBe('Employee not found, please see your manager for an assignment.');
    expect(describeScanFailure(notFound, 'tvList')).toBe('Employee not found');
  });

  it('says Error searching for employee when no answer came', () => {
    expect(describeScanFailure({ status: null, message: 'The server could not be reached' }, 'tvList')).toBe('Error searching for employee');
  });

  it('says Badge scan failed with the server error, or Unknown error without one', () => {
    expect(describeScanFailure({ status: 400, message: 'Badge value must be at most 64 characters' }, 'tvMode')).toBe(
      'Badge scan failed: Badge value must be at most 64 characters',
    );
    expect(describeScanFailure({ status: 404, message: 'Quarter not found' }, 'tvList')).toBe('Badge scan failed: Quarter not found');
    expect(describeScanFailure({ status: 500, message: null }, 'tvList')).toBe('Badge scan failed: Unknown error');
    expect(describeScanFailure({ status: 500, message: '  ' }, 'tvMode')).toBe('Badge scan failed: Unknown error');
  });
});
