import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { PASSWORD_UPDATE_REDIRECT_MS } from '@stationboard/domain/timings';
import { deferred, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

function renderPage(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordScreen />} />
      <Route path="/" element={<p>Sign-in screen</p>} />
    </Routes>,
    { route },
  );
}

const updateButton = () => screen.getByRole('button', { name: MESSAGES.updatePassword });

describe('reset-password page', () => {
  it('says it is verifying the link and keeps Update Password disabled until it is valid', async () => {
    const check = deferred<ReturnType<typeof ok>>();
    fakeApi({ 'GET /api/auth/reset-token': () => check.promise });
    renderPage('/reset-password?token=abc');
    expect(screen.getByText(MESSAGES.verifyingResetLink)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MESSAGES.setNewPassword })).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();

    check.resolve(ok({ valid: true }));
    await vi.waitFor(() => expect(updateButton()).toBeEnabled());
    expect(screen.queryByText(MESSAGES.verifyingResetLink)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.backToLogin })).toHaveAttribute('href', '/');
  });

  it('shows the invalid-link message for a used or expired link', async () => {
    fakeApi({ 'GET /api/auth/reset-token': () => ok({ valid: false }) });
    renderPage('/reset-password?token=used');
    expect(await screen.findByText(MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.updatePassword })).not.toBeInTheDocument();
  });

  it('shows the invalid-link message when the server sent the browser back with an error', () => {
    const api = fakeApi({});
    renderPage('/reset-password?error=INVALID_TOKEN');
    expect(screen.getByText(MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says the link could not be checked when the check itself fails', async () => {
    fakeApi({ 'GET /api/auth/reset-token': () => ({ status: 500, body: { success: false, error: 'x', data: null } }) });
    renderPage('/reset-password?token=abc');
    expect(await screen.findByText(MESSAGES.resetLinkCheckFailed)).toBeInTheDocument();
  });

  it('checks the new password in order: required, length, match', async () => {
    fakeApi({ 'GET /api/auth/reset-token': () => ok({ valid: true }) });
    renderPage('/reset-password?token=abc');
    const user = userEvent.setup();
    await vi.waitFor(() => expect(updateButton()).toBeEnabled());

    await user.click(updateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordRequired);
    await user.type(screen.getByLabelText(MESSAGES.newPasswordLabel), 'abc');
    await user.click(updateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordTooShort);
    await user.type(screen.getByLabelText(MESSAGES.newPasswordLabel), 'def');
    await user.type(screen.getByLabelText(MESSAGES.confirmNewPasswordLabel), 'abcdeX');
    await user.click(updateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordsDoNotMatch);
  });

  it('shows Password Updated! and goes to the sign-in screen after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'GET /api/auth/reset-token': () => ok({ valid: true }), 'POST /api/auth/reset-password': () => ({ body: { status: true } }) });
    renderPage('/reset-password?token=abc');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await vi.waitFor(() => expect(updateButton()).toBeEnabled());
    await user.type(screen.getByLabelText(MESSAGES.newPasswordLabel), 'newpass1');
    await user.type(screen.getByLabelText(MESSAGES.confirmNewPasswordLabel), 'newpass1');
    await user.click(updateButton());

    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.goToLoginNow })).toBeInTheDocument();
    expect(api.bodies['POST /api/auth/reset-password']?.[0]).toEqual({ newPassword: 'newpass1', token: 'abc' });

    act(() => vi.advanceTimersByTime(PASSWORD_UPDATE_REDIRECT_MS - 100));
    expect(screen.queryByText('Sign-in screen')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
  });

  it('turns a token refused at submit into the invalid-link message', async () => {
    fakeApi({
      'GET /api/auth/reset-token': () => ok({ valid: true }),
      'POST /api/auth/reset-password': () => ({ status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } }),
    });
    renderPage('/reset-password?token=abc');
    const user = userEvent.setup();
    await vi.waitFor(() => expect(updateButton()).toBeEnabled());
    await user.type(screen.getByLabelText(MESSAGES.newPasswordLabel), 'newpass1');
    await user.type(screen.getByLabelText(MESSAGES.confirmNewPasswordLabel), 'newpass1');
    await user.click(updateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
  });
});
