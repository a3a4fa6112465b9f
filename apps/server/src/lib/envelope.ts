import type { FastifyReply } from 'fastify';
import { UNEXPECTED_ERROR } from '@stationboard/domain/errors/app-error';
import type { Envelope, ErrorEnvelope } from '@stationboard/domain/schemas/envelope';

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data, timestamp: new Date().toISOString() };
}

export function failure(error: string = UNEXPECTED_ERROR, metadata?: Record<string, unknown>): ErrorEnvelope {
  return { success: false, error, data: null, ...(metadata ? { metadata } : {}), timestamp: new Date().toISOString() };
}

/**
 * Sends `data` that is already JSON text (built by the database) inside the envelope, without
 * parsing and serialising it again. The route's response schema still documents the shape;
 * tests check the text against it.
 */
export function sendJsonData(reply: FastifyReply, dataJson: string, message = 'OK'): FastifyReply {
  const { data: _omitted, ...envelope } = ok(null, message);
  return sendJsonText(reply, `${JSON.stringify(envelope).slice(0, -1)},"data":${dataJson}}`);
}

/** Sends a body that is already JSON text as it is, byte for byte (a stored scan answer, decision 136). */
export function sendJsonText(reply: FastifyReply, bodyJson: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(bodyJson as never);
}

/** A paged list (DESIGN §5) whose rows are already JSON text, as JSON text for `sendJsonData`. */
export function pagedJson(rowsJson: string, paging: { total: number; page: number; limit: number }): string {
  const { total, page, limit } = paging;
  return `{"data":${rowsJson},${JSON.stringify({ total, page, limit, totalPages: Math.ceil(total / limit) }).slice(1)}`;
}
