import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { NO_RELOCATION, checkRotationRuleChoice, listDestinationOptions } from './rotation-rule-choice.ts';

const station = (id: string, line_number: number | null, is_active = true) => ({ id, station_code: id, line_number, is_right_handed: null, is_active });

const STATIONS = [station('1-10', 1), station('1-2', 1), station('1-1', 1), station('2-1', 2), station('Problem Solve', null), station('1-9', 1, false)];
const RULES = [{ id: 'r1', from_station_id: '1-1', to_station_id: '1-2' }];

describe('listDestinationOptions', () => {
  it('offers the other stations of the line and those without a line, by code, naming the rule that uses one', () => {
    const options = listDestinationOptions(STATIONS[0]!, STATIONS, RULES);
    expect(options.map((o) => [o.station.id, o.usedBy])).toEqual([
      ['1-1', null],
      ['1-2', '1-1'],
      ['1-9', null],
      ['Problem Solve', null],
    ]);
  });

  it('does not count the rule being edited as using its own destination', () => {
    const options = listDestinationOptions(STATIONS[2]!, STATIONS, RULES, 'r1');
    expect(options.find((o) => o.station.id === '1-2')?.usedBy).toBeNull();
  });
});

describe('checkRotationRuleChoice', () => {
  const check = (fromStationId: string, destination: string, editedRuleId?: string) =>
    checkRotationRuleChoice({ fromStationId, destination, stations: STATIONS, rules: RULES, editedRuleId });

  it('refuses a source station that is gone or inactive before anything else', () => {
    expect(check('gone', '1-2')).toBe(MESSAGES.fromStationNotFound);
    expect(check('1-9', NO_RELOCATION)).toBe(MESSAGES.rotationRuleInactiveStation);
  });

  it('requires a destination, and refuses one on another line', () => {
    expect(check('1-10', '')).toBe(MESSAGES.destinationRequired);
    expect(check('1-10', '2-1')).toBe(MESSAGES.destinationRequired);
  });

  it('refuses a destination another rule uses, naming that rule’s station', () => {
    expect(check('1-10', '1-2')).toBe(MESSAGES.destinationAlreadyUsed('1-1'));
    expect(check('1-1', '1-2', 'r1')).toBeNull();
  });

  it('accepts a free destination and No Relocation', () => {
    expect(check('1-10', 'Problem Solve')).toBeNull();
    expect(check('1-1', NO_RELOCATION)).toBeNull();
  });
});
