/**
 * The server's one error handler (DESIGN §5): every failure leaves as the error envelope with
 * a fitting status; 5xx details (stack, SQL) stay in the log.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { failure } from './envelope.ts';

/** Postgres error codes worth a client-facing answer. Drizzle puts the driver error on `cause`. */
const PG_CONFLICT = new Set(['23505', '23P01', '40001', '40P01']);
const PG_BAD_INPUT = new Set(['22P02', '22007', '22008', '23502', '23514', '22001', '22003']);

function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  const code = pgCode(err);
  if (code && PG_CONFLICT.has(code)) return new AppError('CONFLICT', 'The change conflicts with existing data');
  if (code === '23503' || code === '23001') return new AppError('CONFLICT', 'The change refers to a record that does not exist or is still in use');
  if (code && PG_BAD_INPUT.has(code)) return new AppError('BAD_REQUEST', 'A value is not valid');
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'request';
      return reply
        .status(400)
        .send(failure(`${field}: ${first?.message ?? 'invalid value'}`, { field, context: err.validationContext }));
    }
    const appError = toAppError(err);
    if (appError) {
      if (appError.status >= 500) request.log.error({ err }, appError.message);
      const retryAfter = appError.metadata?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(appError.status).send(failure(appError.message, appError.metadata));
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit).
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(failure(err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure());
  });
}
