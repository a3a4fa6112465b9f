import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { SIGNED_OUT_AUTH, fakeAuth, renderWithProviders } from '../../../testing/render.tsx';
import { ScreenGuard } from './screen-guard.tsx';

const guardedPlanner = <ScreenGuard screen="planner">Planner content</ScreenGuard>;

describe('screen guard', () => {
  it('lets an allowed role through', () => {
    renderWithProviders(guardedPlanner, { auth: fakeAuth('ADMIN') });
    expect(screen.getByText('Planner content')).toBeInTheDocument();
  });

  it('shows the access-denied fallback to a role the route does not admit', () => {
    renderWithProviders(guardedPlanner, { auth: fakeAuth('VIEW') });
    expect(screen.getByText(MESSAGES.accessDeniedRole)).toBeInTheDocument();
    expect(screen.queryByText('Planner content')).not.toBeInTheDocument();
  });

  it('asks to log in when nobody is signed in', () => {
    renderWithProviders(guardedPlanner, { auth: fakeAuth(null, SIGNED_OUT_AUTH) });
    expect(screen.getByText(MESSAGES.accessDeniedSignedOut)).toBeInTheDocument();
  });

  it('offers Retry Connection with the hint when the role could not be fetched', async () => {
    const auth = fakeAuth(null, { role: null, roleStatus: 'error', roleError: MESSAGES.roleFetchFailed });
    renderWithProviders(guardedPlanner, { auth });
    expect(screen.getByRole('heading', { name: MESSAGES.accountPendingTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.roleFetchFailed);
    expect(screen.getByText(MESSAGES.roleFetchNetworkHint)).toBeInTheDocument();
    // With no role record the ID still shows, taken from the sign-in email.
    expect(screen.getByText('jdoe')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: MESSAGES.retryConnection }));
    expect(auth.refreshRole).toHaveBeenCalled();
  });
});
