import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { scanItem } from '../testing/fixtures.ts';
import { ScanOutcome } from './scan-outcome.tsx';

function showResult(...items: ScanResultItem[]) {
  return render(<ScanOutcome outcome={{ kind: 'result', items }} />);
}

const outcome = () => screen.getByRole('status');
const station = () => screen.getByTestId('scan-station');

describe('ScanOutcome', () => {
  it('Checked In Successfully: the name, the station, attendance and critical stations', () => {
    showResult(
      scanItem({
        is_check_in: true,
        checked_in: true,
        message: 'Checked In Successfully',
        station_name: '1-03',
        current_attendance: 42,
        is_critical: true,
        remaining_critical: 2,
        assignment_number: 7,
      }),
    );
    expect(outcome()).toHaveTextContent('Checked In Successfully');
    expect(outcome()).toHaveTextContent('Zoe Ibrahim');
    expect(station()).toHaveTextContent('1-03');
    expect(outcome()).toHaveTextContent('Attendance 42/50');
    expect(outcome()).toHaveTextContent('Critical station');
    expect(outcome()).toHaveTextContent('2 critical stations still open');
  });

  it('Assigned & Checked In shows a line-4 station as SAP, and the rest of the shift it was given', () => {
    showResult(
      scanItem({
        auto_checked_in: true,
        checked_in: true,
        message: 'Assigned & Checked In',
        station_name: '4-02',
        assignment_number: 12,
        remaining_critical: 1,
      }),
      scanItem({ quarter_number: 2, quarter_name: 'Q2', station_name: '4-05', assignment_number: 9, message: 'Assigned to 4-05' }),
      scanItem({ quarter_number: 3, quarter_name: 'Q3', station_name: '2-09', message: '2-09 is already taken' }),
      scanItem({ quarter_number: 4, quarter_name: 'Q4', station_name: 'Problem Solve', assignment_number: 3, message: 'Assigned to Problem Solve' }),
    );
    expect(outcome()).toHaveTextContent('Assigned & Checked In');
    expect(station()).toHaveTextContent(/^SAP$/);
    expect(outcome()).toHaveTextContent('1 critical station still open');
    expect(outcome()).toHaveTextContent('Rest of your shift:');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Q2 SAP', 'Q4 Problem Solve']);
    expect(outcome()).not.toHaveTextContent('already taken');
  });

  it('Maximum Attendance Reached lists the routing areas and the full attendance', () => {
    showResult(
      scanItem({
        is_overflow_routing: true,
        message: 'Maximum Attendance Reached',
        routing_message: 'Maximum Attendance Reached',
        routing_areas: ['Dock 4', 'Returns'],
        current_attendance: 50,
      }),
    );
    expect(outcome()).toHaveTextContent('Maximum Attendance Reached');
    expect(outcome()).toHaveTextContent('Attendance 50/50');
    expect(outcome()).toHaveTextContent('Please report to:');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dock 4', 'Returns']);
    expect(screen.queryByTestId('scan-station')).not.toBeInTheDocument();
    // The routing message repeats the title and is not shown twice.
    expect(screen.getAllByText('Maximum Attendance Reached')).toHaveLength(1);
  });

  it('Additional Support Required lists the routing areas', () => {
    showResult(
      scanItem({
        is_overflow_routing: true,
        message: 'Additional Support Required',
        routing_message: 'Additional Support Required',
        routing_areas: ['Water Spider Pool'],
      }),
    );
    expect(outcome()).toHaveTextContent('Additional Support Required');
    expect(screen.getByRole('listitem')).toHaveTextContent('Water Spider Pool');
  });

  it('Already Assigned names the station the person holds', () => {
    showResult(
      scanItem({ is_conflict: true, message: 'Already Assigned', station_name: 'Tote Stuffer-01', existing_assignment: { station_code: 'Tote Stuffer-01' } }),
    );
    expect(outcome()).toHaveTextContent('Already Assigned');
    expect(station()).toHaveTextContent('Tote Stuffer-01');
  });

  it('none available is shown as an error with the spec sentence', () => {
    showResult(scanItem({ message: 'No available stations for assignment.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No available stations for assignment.');
  });

  it.each([
    'Employee not found, please see your manager for an assignment.',
    'Employee not found',
    'Error searching for employee',
    'Badge scan failed: Unknown error',
  ])('shows the error %j as an alert', (message) => {
    render(<ScanOutcome outcome={{ kind: 'error', message }} appearance="wall" />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});
