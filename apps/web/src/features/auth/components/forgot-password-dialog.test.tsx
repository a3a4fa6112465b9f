import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { PUBLIC_CONFIG, fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordDialog />);
  await user.click(screen.getByRole('button', { name: MESSAGES.forgotPassword }));
  // Opening the dialog loads its form; beside the browser suite's build on 2 cores that took over the default 1 s.
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.resetPasswordTitle }, { timeout: 10_000 });
  return { user, dialog };
}

describe('forgot-password modal', () => {
  it('asks for the employee ID and keeps Send Reset Link disabled while it is blank', async () => {
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG });
    const { user } = await openDialog();
    expect(screen.getByText(MESSAGES.resetPasswordExplanation)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: MESSAGES.sendResetLink });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(MESSAGES.employeeIdLabel), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(MESSAGES.employeeIdLabel), 'jdoe');
    expect(send).toBeEnabled();
  });

  it('refuses an ID typed with the mail domain', async () => {
    const api = fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(MESSAGES.employeeIdLabel), 'jdoe@stationboard.local');
    await user.click(screen.getByRole('button', { name: MESSAGES.sendResetLink }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.employeeIdWithoutDomain);
    expect(api.calls).not.toContain('POST /api/auth/request-password-reset');
  });

  it('sends the link to the ID at the mail domain, confirms, and starts afresh after Close', async () => {
    const api = fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG, 'POST /api/auth/request-password-reset': () => ({ body: { status: true } }) });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(MESSAGES.employeeIdLabel), 'JDoe');
    await user.click(screen.getByRole('button', { name: MESSAGES.sendResetLink }));

    expect(await screen.findByText(MESSAGES.resetEmailSent)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.resetEmailCheckInbox)).toBeInTheDocument();
    expect(api.bodies['POST /api/auth/request-password-reset']?.[0]).toEqual({
      email: 'jdoe@stationboard.local',
      redirectTo: `${window.location.origin}/reset-password`,
    });

    const closeButtons = screen.getAllByRole('button', { name: MESSAGES.close });
    await user.click(closeButtons[closeButtons.length - 1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: MESSAGES.forgotPassword }));
    expect(screen.getByLabelText(MESSAGES.employeeIdLabel)).toHaveValue('');
    expect(screen.queryByText(MESSAGES.resetEmailSent)).not.toBeInTheDocument();
  });

  it('says the email could not be sent when the server refuses', async () => {
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG, 'POST /api/auth/request-password-reset': () => ({ status: 500, body: { message: 'down' } }) });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(MESSAGES.employeeIdLabel), 'jdoe');
    await user.click(screen.getByRole('button', { name: MESSAGES.sendResetLink }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetEmailFailed);
  });

  it('Cancel closes and forgets what was typed', async () => {
    fakeApi({ 'GET /api/config/public': () => PUBLIC_CONFIG });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(MESSAGES.employeeIdLabel), 'jdoe');
    await user.click(screen.getByRole('button', { name: MESSAGES.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.forgotPassword }));
    expect(screen.getByLabelText(MESSAGES.employeeIdLabel)).toHaveValue('');
  });
});
