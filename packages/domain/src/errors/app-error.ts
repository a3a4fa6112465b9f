/**
 * The one error type both sides throw. The server maps `code` to an HTTP status in one place
 * (`ERROR_STATUS`); the web client rebuilds an AppError from a failed envelope so screens can
 * branch on `code` and `metadata` rather than on message text.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly metadata: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, metadata?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.metadata = metadata;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function errorCodeForStatus(status: number): ErrorCode {
  const match = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** The fallback text of spec 1 §8 "Data-layer failure". */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
