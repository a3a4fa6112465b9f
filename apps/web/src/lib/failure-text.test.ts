import { describe, expect, it } from 'vitest';
import { AppError } from '@stationboard/domain/errors/app-error';
import { failureText } from './failure-text.ts';

describe('failureText', () => {
  it('prefers the message the server answered', () => {
    expect(failureText(new AppError('CONFLICT', 'Station code already exists'), 'Failed to create station')).toBe('Station code already exists');
  });

  it('falls back when the call never reached the server or failed in the browser', () => {
    expect(failureText(new AppError('UNAVAILABLE', 'The server could not be reached', { reason: 'network' }), 'Failed to load stations')).toBe(
      'Failed to load stations',
    );
    expect(failureText(new TypeError('bad data'), 'Failed to load stations')).toBe('Failed to load stations');
  });
});
