import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { GEG1, PUBLIC_CONFIG, fakeApi, ok } from '../testing/fake-api.ts';
import { SIGNED_OUT_AUTH, fakeAuth, renderWithProviders } from '../testing/render.tsx';
import { AppRoutes } from './router.tsx';

// Every screen here is a lazy chunk that jsdom compiles on first use; under a full parallel run
// that alone can take longer than the default one-second wait.
configure({ asyncUtilTimeout: 10_000 });

function renderAt(route: string, auth = fakeAuth('MANAGER')) {
  fakeApi({
    'GET /api/config/public': () => PUBLIC_CONFIG,
    'GET /api/fulfillment-centers': () => ok([GEG1]),
    'GET /api/quarters': () => ok([]),
    'GET /api/auth/reset-token': () => ok({ valid: true }),
  });
  return renderWithProviders(<AppRoutes />, { auth, route });
}

describe('route table', () => {
  it('puts the sign-in screen in place of every route while signed out', async () => {
    for (const route of ['/', '/map', '/planner', '/q/2', '/tv-list']) {
      renderAt(route, fakeAuth(null, SIGNED_OUT_AUTH));
      expect(await screen.findByRole('heading', { name: MESSAGES.productName })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: MESSAGES.signIn })).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });

  it('opens the reset-password page without signing in and without the navigation bar', async () => {
    renderAt('/reset-password?token=abc', fakeAuth(null, SIGNED_OUT_AUTH));
    expect(await screen.findByRole('heading', { name: MESSAGES.setNewPassword })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while the session is checked", () => {
    renderAt('/map', fakeAuth(null, { status: 'loading', user: null, role: null }));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);
  });

  it('shows the Authentication Error card when the session could not be checked', async () => {
    const auth = fakeAuth(null, { status: 'error', user: null, role: null, authError: 'The server could not be reached' });
    renderAt('/map', auth);
    expect(screen.getByRole('heading', { name: MESSAGES.authenticationErrorTitle })).toBeInTheDocument();
    expect(screen.getByText('The server could not be reached')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
    expect(auth.retrySession).toHaveBeenCalled();
  });

  it('names each screen inside the shell', async () => {
    renderAt('/map');
    expect(await screen.findByRole('heading', { name: 'Floor Map' })).toBeInTheDocument();
    expect(screen.getByText('Station Layout')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('lets VIEW open the dashboard and the quarter view though the bar hides them', async () => {
    renderAt('/', fakeAuth('VIEW'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    document.body.innerHTML = '';
    renderAt('/q/2', fakeAuth('VIEW'));
    expect(await screen.findByRole('heading', { name: 'Quarter 2' })).toBeInTheDocument();
  });

  it('refuses VIEW the planner and employee screens', async () => {
    for (const route of ['/planner', '/employees']) {
      renderAt(route, fakeAuth('VIEW'));
      expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedRole })).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });

  it('opens the planner for MANAGER', async () => {
    renderAt('/planner', fakeAuth('MANAGER'));
    expect(await screen.findByRole('heading', { name: 'Configuration' })).toBeInTheDocument();
  });

  it('shows the pending card with the employee ID to an account without a role', async () => {
    renderAt('/map', fakeAuth(null));
    const card = await screen.findByRole('region', { name: MESSAGES.accountPendingTitle });
    expect(within(card).getByText(MESSAGES.accountPendingText)).toBeInTheDocument();
    expect(within(card).getByText('jdoe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.retryConnection })).not.toBeInTheDocument();
  });

  it('explains a bad quarter route and shows the path', async () => {
    for (const route of ['/q/abc', '/q']) {
      renderAt(route);
      expect(await screen.findByText(MESSAGES.invalidQuarterRoute)).toBeInTheDocument();
      expect(screen.getByText(route)).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });
});
