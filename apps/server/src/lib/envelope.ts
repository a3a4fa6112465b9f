import { UNEXPECTED_ERROR } from '@stationboard/domain/errors/app-error';
import type { Envelope, ErrorEnvelope } from '@stationboard/domain/schemas/envelope';

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data, timestamp: new Date().toISOString() };
}

export function failure(error: string = UNEXPECTED_ERROR, metadata?: Record<string, unknown>): ErrorEnvelope {
  return { success: false, error, data: null, ...(metadata ? { metadata } : {}), timestamp: new Date().toISOString() };
}
