import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@stationboard/domain/errors/app-error';
import { fail, fakeApi, ok } from '../testing/fake-api.ts';
import { apiGet, apiPost, attachmentFilename, authErrorCode, clientFailureReason } from './api-client.ts';
import { getSessionToken, onSessionCleared, setSessionToken } from './session-token.ts';

describe('api client', () => {
  it('sends the stored token and hands back the data inside the envelope', async () => {
    setSessionToken('tok-1');
    let authorization: string | null = null;
    fakeApi({
      'GET /api/things': ({ headers }) => {
        authorization = headers.get('Authorization');
        return ok([1, 2]);
      },
    });
    await expect(apiGet('/things')).resolves.toEqual([1, 2]);
    expect(authorization).toBe('Bearer tok-1');
  });

  it('leaves the token off public calls', async () => {
    setSessionToken('tok-1');
    let authorization: string | null = 'unset';
    fakeApi({
      'GET /api/public': ({ headers }) => {
        authorization = headers.get('Authorization');
        return ok(null);
      },
    });
    await apiGet('/public', { auth: false });
    expect(authorization).toBeNull();
  });

  it('throws a failed envelope as an AppError with the status code and the metadata', async () => {
    fakeApi({ 'POST /api/assign': () => fail(409, 'Already assigned', { type: 'EMPLOYEE_CONFLICT', conflictingStationCode: 'L1-01' }) });
    const error = await apiPost('/assign', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Already assigned', metadata: { type: 'EMPLOYEE_CONFLICT', conflictingStationCode: 'L1-01' } });
  });

  it("keeps better-auth's error code", async () => {
    fakeApi({ 'POST /api/auth/sign-in/email': () => ({ status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } }) });
    const error = await apiPost('/auth/sign-in/email', {}, { auth: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    expect(authErrorCode(error)).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('ends the session everywhere when the server rejects the token', async () => {
    setSessionToken('expired');
    const ended = vi.fn();
    const stop = onSessionCleared(ended);
    fakeApi({ 'GET /api/stations': () => fail(401, 'Unauthorized') });
    await expect(apiGet('/stations')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(getSessionToken()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    stop();
  });

  it('sends FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    let received: { body: unknown; contentType: string | null } | null = null;
    fakeApi({
      'POST /api/upload': ({ body, headers }) => {
        received = { body, contentType: headers.get('Content-Type') };
        return ok(null);
      },
    });
    const form = new FormData();
    form.append('file', new File(['a,b'], 'a.csv'));
    await apiPost('/upload', form);
    expect(received).toEqual({ body: form, contentType: null });
  });

  it('gives up after the time-out and says so', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const call = apiGet('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await call;
    expect(clientFailureReason(error)).toBe('timeout');
  });

  it('aborts the request when its caller gives up on it, and rejects with that abort rather than a failure to show', async () => {
    let sent: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent = init.signal ?? undefined;
        return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }),
    );
    const caller = new AbortController();
    const call = apiGet('/stations', { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort(new DOMException('superseded', 'AbortError'));
    const error = await call;
    expect(sent?.aborted).toBe(true);
    expect(error).toMatchObject({ name: 'AbortError', message: 'superseded' });
    expect(clientFailureReason(error)).toBeNull();
  });

  it('sends nothing for a caller that gave up before the call', async () => {
    const api = fakeApi({ 'GET /api/stations': () => ok([]) });
    const caller = new AbortController();
    caller.abort();
    await expect(apiGet('/stations', { signal: caller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.calls).toEqual([]);
  });

  it('reports a lost connection as a network failure, not a server answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiGet('/anything').catch((e: unknown) => e);
    expect(clientFailureReason(error)).toBe('network');
  });
});

describe('attachmentFilename', () => {
  it('reads the UTF-8 name first, else the plain one', () => {
    expect(attachmentFilename(`attachment; filename="GEG1-day-plan-2026-11-22.xlsx"; filename*=UTF-8''GEG1-day-plan-2026-11-22.xlsx`)).toBe(
      'GEG1-day-plan-2026-11-22.xlsx',
    );
    expect(attachmentFilename(`attachment; filename="a.csv"; filename*=UTF-8''%C3%A9.csv`)).toBe('é.csv');
    expect(attachmentFilename('attachment; filename="plain.csv"')).toBe('plain.csv');
    expect(attachmentFilename(null)).toBeNull();
    expect(attachmentFilename('inline')).toBeNull();
  });
});
