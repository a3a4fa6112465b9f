import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { roleRecord } from '../../../testing/render.tsx';
import { forceLoadRole, loadRole } from './get-role.ts';

const hang = (_url: string, init: RequestInit) =>
  new Promise<Response>((_r, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

describe('role fetch', () => {
  it('retries after 1 s and then 2 s before giving up', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    fakeApi({
      'GET /api/auth/role': () => {
        attempts += 1;
        return attempts < 3 ? fail(503, 'busy') : ok(roleRecord('MANAGER'));
      },
    });
    const result = loadRole();
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toMatchObject({ success: true, role: { role: 'MANAGER' } });
  });

  it('says the fetch timed out when every try took longer than 8 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(hang));
    const result = loadRole();
    await vi.advanceTimersByTimeAsync(8000 + 1000 + 8000 + 2000 + 8000);
    expect(await result).toEqual({ success: false, signedOut: false, error: MESSAGES.roleFetchTimeout });
  });

  it('says the fetch failed after repeated server errors', async () => {
    vi.useFakeTimers();
    fakeApi({ 'GET /api/auth/role': () => fail(500, 'boom') });
    const result = loadRole();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await result).toEqual({ success: false, signedOut: false, error: MESSAGES.roleFetchFailed });
  });

  it('does not retry an expired session', async () => {
    const api = fakeApi({ 'GET /api/auth/role': () => fail(401, 'Unauthorized') });
    expect(await loadRole()).toMatchObject({ success: false, signedOut: true });
    expect(api.calls).toHaveLength(1);
  });

  it('gives a forced refresh 5 s and its own time-out text', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(hang));
    const result = forceLoadRole();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toMatchObject({ success: false, error: MESSAGES.roleForceRefreshTimeout });
  });

  it('tells a refused refresh from one that never got an answer', async () => {
    fakeApi({ 'GET /api/auth/role': () => fail(500, 'boom') });
    expect(await forceLoadRole()).toMatchObject({ error: MESSAGES.roleRefreshFailed });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await forceLoadRole()).toMatchObject({ error: MESSAGES.roleRefreshError });
  });
});
