import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { SESSION_REFRESH_CHECK_MS } from '@stationboard/domain/timings';
import { getSessionToken, setSessionToken } from '../../../lib/session-token.ts';
import { PUBLIC_CONFIG, deferred, fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { roleRecord } from '../../../testing/render.tsx';
import { useAuth, type AuthContextValue } from '../hooks/use-auth.ts';
import { clearCachedRole, readCachedRole, writeCachedRole } from '../stores/role-cache.ts';
import { AuthProvider } from './auth-provider.tsx';

const USER = { id: 'user-1', email: 'jdoe@stationboard.local' };
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

// The test drives the provider through what useAuth hands out, as a screen would.
const latest: { auth: AuthContextValue | null } = { auth: null };

function Probe() {
  const value = useAuth();
  useEffect(() => {
    latest.auth = value;
  });
  return (
    <p data-testid="auth">
      {value.status} {value.role ? (value.role.role ?? 'pending') : 'no-role'} {value.roleError ?? ''}
    </p>
  );
}

const auth = new Proxy({} as AuthContextValue, { get: (_target, key: keyof AuthContextValue) => latest.auth![key] });

function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const shown = () => screen.getByTestId('auth').textContent ?? '';

describe('auth provider', () => {
  // The cache keeps a copy in memory, as it would across screens of one page.
  beforeEach(() => clearCachedRole());

  it('is signed out at once when no session is stored', () => {
    const api = fakeApi({});
    renderProvider();
    expect(shown()).toContain('signedOut');
    expect(api.calls).toEqual([]);
  });

  it('restores a stored session and loads the role', async () => {
    setSessionToken('tok');
    fakeApi({
      'GET /api/auth/get-session': () => ({ body: { session: { expiresAt: inAnHour() }, user: USER } }),
      'GET /api/auth/role': () => ok(roleRecord('MANAGER')),
    });
    renderProvider();
    expect(shown()).toContain('loading');
    await waitFor(() => expect(shown()).toContain('signedIn MANAGER'));
  });

  it('forgets a stored token the server no longer knows', async () => {
    setSessionToken('stale');
    fakeApi({ 'GET /api/auth/get-session': () => ({ body: null }) });
    renderProvider();
    await waitFor(() => expect(shown()).toContain('signedOut'));
    expect(getSessionToken()).toBeNull();
  });

  it('shows the authentication error when the session cannot be checked', async () => {
    setSessionToken('tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderProvider();
    await waitFor(() => expect(shown()).toContain('error'));
  });

  it('uses a cached role without asking the server again', async () => {
    setSessionToken('tok');
    writeCachedRole(USER.id, roleRecord('ADMIN'));
    const api = fakeApi({ 'GET /api/auth/get-session': () => ({ body: { session: { expiresAt: inAnHour() }, user: USER } }) });
    renderProvider();
    await waitFor(() => expect(shown()).toContain('signedIn ADMIN'));
    expect(api.calls).not.toContain('GET /api/auth/role');
  });

  it('signs in with the ID at the mail domain, stores the token from the header and loads the role', async () => {
    const api = fakeApi({
      'GET /api/config/public': () => PUBLIC_CONFIG,
      'POST /api/auth/sign-in/email': () => ({ body: { token: 'body-token', user: USER }, headers: { 'set-auth-token': 'header-token' } }),
      'GET /api/auth/role': () => ok(roleRecord(null)),
    });
    renderProvider();
    let outcome;
    await act(async () => {
      outcome = await auth.signIn('JDoe', 'secret1');
    });
    expect(outcome).toEqual({ success: true, error: null });
    expect(api.bodies['POST /api/auth/sign-in/email']?.[0]).toEqual({ email: 'jdoe@stationboard.local', password: 'secret1' });
    expect(getSessionToken()).toBe('header-token');
    await waitFor(() => expect(shown()).toContain('signedIn pending'));
    // A pending account is asked again next time rather than cached for 30 minutes.
    expect(readCachedRole(USER.id)).toBeNull();
  });

  it("answers a refused sign-in with 'Authentication failed' and the unconfirmed email with the server's words", async () => {
    let status = 401;
    fakeApi({
      'GET /api/config/public': () => PUBLIC_CONFIG,
      'POST /api/auth/sign-in/email': () => ({
        status,
        body: {
          code: status === 401 ? 'INVALID_EMAIL_OR_PASSWORD' : 'EMAIL_NOT_VERIFIED',
          message: status === 401 ? 'Invalid email or password' : 'Email not verified',
        },
      }),
    });
    renderProvider();
    expect(await auth.signIn('jdoe', 'wrong12')).toEqual({ success: false, error: MESSAGES.authenticationFailed });
    status = 403;
    expect(await auth.signIn('jdoe', 'secret1')).toEqual({ success: false, error: 'Email not verified' });
    expect(shown()).toContain('signedOut');
  });

  it('signing out clears the token, the role cache and the data caches', async () => {
    setSessionToken('tok');
    fakeApi({
      'GET /api/auth/get-session': () => ({ body: { session: { expiresAt: inAnHour() }, user: USER } }),
      'GET /api/auth/role': () => ok(roleRecord('MANAGER')),
      'POST /api/auth/sign-out': () => ({ body: { success: true } }),
    });
    const queryClient = renderProvider();
    await waitFor(() => expect(shown()).toContain('signedIn MANAGER'));
    queryClient.setQueryData(['stations'], ['cached']);
    await act(() => auth.signOut());
    expect(shown()).toContain('signedOut');
    expect(getSessionToken()).toBeNull();
    expect(readCachedRole(USER.id)).toBeNull();
    expect(queryClient.getQueryData(['stations'])).toBeUndefined();
  });

  it('Refresh Role reloads the role and clears the data caches', async () => {
    setSessionToken('tok');
    let role: 'VIEW' | null = null;
    fakeApi({
      'GET /api/auth/get-session': () => ({ body: { session: { expiresAt: inAnHour() }, user: USER } }),
      'GET /api/auth/role': () => ok(roleRecord(role)),
    });
    const queryClient = renderProvider();
    await waitFor(() => expect(shown()).toContain('signedIn pending'));
    queryClient.setQueryData(['stations'], ['cached']);
    role = 'VIEW';
    await act(() => auth.refreshRole());
    expect(shown()).toContain('signedIn VIEW');
    expect(queryClient.getQueryData(['stations'])).toBeUndefined();
  });

  it('ends the sign-in when any call is refused with 401', async () => {
    setSessionToken('tok');
    fakeApi({
      'GET /api/auth/get-session': () => ({ body: { session: { expiresAt: inAnHour() }, user: USER } }),
      'GET /api/auth/role': () => fail(401, 'Unauthorized'),
    });
    renderProvider();
    await waitFor(() => expect(shown()).toContain('signedOut'));
    expect(getSessionToken()).toBeNull();
  });

  it('asks the server to extend a session that is about to end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSessionToken('tok');
    const soon = new Date(Date.now() + 2 * 60 * 1000).toISOString();
    const api = fakeApi({
      'GET /api/auth/get-session': () => ({ body: { session: { expiresAt: soon }, user: USER } }),
      'GET /api/auth/role': () => ok(roleRecord('VIEW')),
    });
    renderProvider();
    await waitFor(() => expect(shown()).toContain('signedIn VIEW'));
    const before = api.calls.filter((c) => c === 'GET /api/auth/get-session').length;
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_CHECK_MS));
    expect(api.calls.filter((c) => c === 'GET /api/auth/get-session').length).toBe(before + 1);
  });

  it('leaves a session with plenty of time alone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSessionToken('tok');
    const api = fakeApi({
      'GET /api/auth/get-session': () => ({ body: { session: { expiresAt: inAnHour() }, user: USER } }),
      'GET /api/auth/role': () => ok(roleRecord('VIEW')),
    });
    renderProvider();
    await waitFor(() => expect(shown()).toContain('signedIn VIEW'));
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_CHECK_MS * 2));
    expect(api.calls.filter((c) => c === 'GET /api/auth/get-session')).toHaveLength(1);
  });

  describe('a role changed on the server (issue 25)', () => {
    it('shows a cached role at once and reads it again in the background when it is more than a minute old', async () => {
      setSessionToken('tok');
      writeCachedRole(USER.id, roleRecord('MANAGER'), Date.now() - 2 * 60_000);
      const answer = deferred<ReturnType<typeof ok>>();
      fakeApi({
        'GET /api/auth/get-session': () => ({ body: { session: { expiresAt: inAnHour() }, user: USER } }),
        'GET /api/auth/role': () => answer.promise,
      });
      renderProvider();
      await waitFor(() => expect(shown()).toContain('signedIn MANAGER'));
      answer.resolve(ok(roleRecord('VIEW')));
      await waitFor(() => expect(shown()).toContain('signedIn VIEW'));
    });

    it('reads the role again on the next 403, at most once a minute', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      setSessionToken('tok');
      writeCachedRole(USER.id, roleRecord('MANAGER'));
      let role: 'MANAGER' | 'VIEW' = 'VIEW';
      const api = fakeApi({
        'GET /api/auth/get-session': () => ({ body: { session: { expiresAt: inAnHour() }, user: USER } }),
        'GET /api/auth/role': () => ok(roleRecord(role)),
        'GET /api/roles': () => fail(403, 'Insufficient permissions'),
      });
      renderProvider();
      await waitFor(() => expect(shown()).toContain('signedIn MANAGER'));
      // The cache is fresh: nothing asked yet. A refused call makes the provider look again.
      await act(() => vi.advanceTimersByTimeAsync(61_000));
      expect(api.calls).not.toContain('GET /api/auth/role');
      await expect(apiGet('/roles')).rejects.toThrow();
      await waitFor(() => expect(shown()).toContain('signedIn VIEW'));

      role = 'MANAGER';
      await expect(apiGet('/roles')).rejects.toThrow();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(api.calls.filter((c) => c === 'GET /api/auth/role')).toHaveLength(1);
      expect(shown()).toContain('signedIn VIEW');
    });
  });
});
