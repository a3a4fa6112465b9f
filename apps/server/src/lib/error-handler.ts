/**
 * The server's one error handler (DESIGN §5): every failure leaves as the error envelope with
 * a fitting status; 5xx details (stack, SQL) stay in the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@stationboard/domain/errors/app-error';
import { failure } from './envelope.ts';

/** Postgres error codes worth a client-facing answer. Drizzle puts the driver error on `cause`. */
const PG_CONFLICT = new Set(['23505', '23P01', '40001', '40P01']);
const PG_BAD_INPUT = new Set(['22P02', '22007', '22008', '23502', '23514', '22001', '22003']);
/**
 * Input the schemas should have refused already (issue 13), answered 400 all the same: NUL in
 * text (22021, "character not in repertoire") and a value too long for an index row (54000).
 */
const PG_BAD_TEXT: Record<string, string> = {
  '22021': 'A value contains a character that cannot be stored',
  '54000': 'A value is too long',
};

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
  if (code && code in PG_BAD_TEXT) return new AppError('BAD_REQUEST', PG_BAD_TEXT[code]!);
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'request';
      return reply.status(400).send(failure(`${field}: ${first?.message ?? 'invalid value'}`, { field, context: err.validationContext }));
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

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
};

/**
 * Errors Fastify answers before any route runs, which the error handler never sees: a broken
 * escape in the URL (`/api/stations/%`, 400) and a path parameter over `maxParamLength` (414).
 * Without this they leave as Fastify's own JSON, echoing the whole URL, instead of the envelope.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode ?? 500;
  if (status >= 500) reply.log.error({ err }, 'framework error');
  reply.status(status).send(failure(status < 500 ? (FRAMEWORK_MESSAGES[err.code] ?? err.message) : undefined));
}
