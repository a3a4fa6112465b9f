/**
 * Every call to our server goes through here: bearer token, the spec's 10 s time-out
 * (spec 1 §9), the envelope unwrapped, and every failure thrown as one AppError whose code
 * comes from the HTTP status. Our own routes answer the envelope; better-auth's routes answer
 * plain JSON with errors as {code, message}; both are read here so screens need not care.
 */
import { AppError, errorCodeForStatus } from '@stationboard/domain/errors/app-error';
import { API_TIMEOUT_MS } from '@stationboard/domain/timings';
import { clearSessionToken, getSessionToken } from './session-token.ts';
import { ENTRY_MESSAGES } from './i18n/entry-messages.ts';

const API_BASE = '/api';

/** Failures that never reached an answer from the server; screens show them as exceptions. */
export type ClientFailureReason = 'timeout' | 'network';

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as it is when FormData (multipart). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the bearer token (default). Public calls turn it off. */
  auth?: boolean;
  timeoutMs?: number;
  /** The ETag of the answer the caller holds: the server answers 304 if it is still current. */
  ifNoneMatch?: string;
  /**
   * The caller no longer wants the answer (react-query's signal: the query was cancelled, or a
   * newer load superseded it): the request is aborted and the call rejects with the signal's reason.
   */
  signal?: AbortSignal;
};

/** `notModified`: the server answered 304, and `data` is null: the caller's copy is current. */
export type ApiResponse<T> = { data: T; message: string | null; headers: Headers; notModified?: true };

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEnvelope = (body: unknown): body is Json => isObject(body) && typeof body.success === 'boolean' && 'data' in body;

/** The HTTP status each failed answer came with, for callers that need more than its code (502 and 500 share INTERNAL). */
const httpStatuses = new WeakMap<AppError, number>();

/** The HTTP status of a failure thrown by apiRequest: null when no answer came (network, time-out) or it is not one. */
export function httpStatusOf(error: unknown): number | null {
  return error instanceof AppError ? (httpStatuses.get(error) ?? null) : null;
}

function toAppError(status: number, body: unknown): AppError {
  const error = appErrorFor(status, body);
  httpStatuses.set(error, status);
  return error;
}

function appErrorFor(status: number, body: unknown): AppError {
  const code = errorCodeForStatus(status);
  if (isEnvelope(body)) {
    const metadata = isObject(body.metadata) ? body.metadata : undefined;
    return new AppError(code, typeof body.error === 'string' ? body.error : ENTRY_MESSAGES.requestFailed(status), metadata);
  }
  if (isObject(body) && (typeof body.message === 'string' || typeof body.code === 'string')) {
    // better-auth's error shape: keep its code so screens can recognise e.g. USER_ALREADY_EXISTS.
    const message = typeof body.message === 'string' ? body.message : String(body.code);
    return new AppError(code, message, typeof body.code === 'string' ? { authCode: body.code } : undefined);
  }
  return new AppError(code, ENTRY_MESSAGES.requestFailed(status));
}

export function clientFailureReason(error: unknown): ClientFailureReason | null {
  if (!(error instanceof AppError)) return null;
  const reason = error.metadata?.reason;
  return reason === 'timeout' || reason === 'network' ? reason : null;
}

/** The code better-auth gave a failure (e.g. INVALID_TOKEN), if any. */
export function authErrorCode(error: unknown): string | null {
  if (!(error instanceof AppError)) return null;
  const code = error.metadata?.authCode;
  return typeof code === 'string' ? code : null;
}

const forbiddenListeners = new Set<() => void>();

/**
 * Called after any call is refused with 403 (issue 25): the role shown may be older than the
 * server's, so the auth provider reads it again (decision 137).
 */
export function onForbiddenAnswer(listener: () => void): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, query, auth = true, timeoutMs = API_TIMEOUT_MS, ifNoneMatch, signal } = options;
  const token = auth ? getSessionToken() : null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;

  signal?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort);
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
      // The app keeps its own copy and asks with its ETag; the browser's cache would be a second one.
      cache: 'no-store',
    });
    payload = await readJson(response);
  } catch (error) {
    // Not a failure: nobody is waiting for this answer any more.
    if (signal?.aborted) throw signal.reason ?? error;
    const reason: ClientFailureReason = controller.signal.aborted ? 'timeout' : 'network';
    throw new AppError('UNAVAILABLE', reason === 'timeout' ? ENTRY_MESSAGES.serverTimedOut : ENTRY_MESSAGES.serverUnreachable, { reason });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  if (response.status === 304) return { data: null as T, message: null, headers: response.headers, notModified: true };
  if (!response.ok || (isEnvelope(payload) && payload.success === false)) {
    // A rejected token means the session is over everywhere in the app, not just for this call.
    if (response.status === 401 && token) clearSessionToken();
    if (response.status === 403 && token) for (const listener of forbiddenListeners) listener();
    throw toAppError(response.ok ? 500 : response.status, payload);
  }
  if (isEnvelope(payload)) {
    return { data: payload.data as T, message: typeof payload.message === 'string' ? payload.message : null, headers: response.headers };
  }
  return { data: payload as T, message: null, headers: response.headers };
}

export async function apiGet<T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return (await apiRequest<T>(path, { ...options, method: 'GET' })).data;
}

export async function apiPost<T>(path: string, body: unknown = {}, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return (await apiRequest<T>(path, { ...options, method: 'POST', body })).data;
}

export async function apiPut<T>(path: string, body: unknown, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return (await apiRequest<T>(path, { ...options, method: 'PUT', body })).data;
}

/** The file name a Content-Disposition header gives (its UTF-8 form first), or null. */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/**
 * Downloads a file one of our routes answers (issue 15: the day plan), with the bearer token:
 * the browser saves it under the name the server gives. Failures throw as `apiRequest`'s do.
 */
export async function apiDownload(path: string, options: Pick<ApiRequestOptions, 'query' | 'timeoutMs'> & { fallbackName: string }): Promise<void> {
  const token = getSessionToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  let response: Response;
  let blob: Blob | null = null;
  let payload: unknown = null;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
      cache: 'no-store',
    });
    if (response.ok) blob = await response.blob();
    else payload = await readJson(response);
  } catch {
    const reason: ClientFailureReason = controller.signal.aborted ? 'timeout' : 'network';
    throw new AppError('UNAVAILABLE', reason === 'timeout' ? ENTRY_MESSAGES.serverTimedOut : ENTRY_MESSAGES.serverUnreachable, { reason });
  } finally {
    clearTimeout(timer);
  }
  if (!blob) {
    if (response.status === 401 && token) clearSessionToken();
    if (response.status === 403 && token) for (const listener of forbiddenListeners) listener();
    throw toAppError(response.status, payload);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentFilename(response.headers.get('content-disposition')) ?? options.fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has run; the address can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
