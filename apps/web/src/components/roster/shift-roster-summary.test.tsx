import { describe, expect, it } from 'vitest';
import { forecastText } from './shift-roster-summary.tsx';

const forecast = { rostered: 240, weeks: 8, is_short_history: false, rate: 212 / 240, low: 0.84, high: 0.91, expected: 212 };

describe('forecastText', () => {
  it('words the forecast as the issue does', () => {
    expect(forecastText(forecast)).toBe('expected 212 of 240 (88%, range 84-91%)');
  });

  it('says how many weeks a short history has', () => {
    expect(forecastText({ ...forecast, weeks: 3, is_short_history: true })).toBe('expected 212 of 240 (88%, range 84-91%) · from 3 weeks of history');
    expect(forecastText({ ...forecast, weeks: 1, is_short_history: true })).toBe('expected 212 of 240 (88%, range 84-91%) · from 1 week of history');
  });

  it('says there is no history rather than showing a rate of nothing', () => {
    expect(forecastText({ ...forecast, weeks: 0, is_short_history: true, rate: null, low: null, high: null, expected: null })).toBe(
      'no history of this weekday yet',
    );
  });
});
