import { expect, test, type APIRequestContext } from '@playwright/test';
import { emailOf, newEmployeeId, originHeader, publicCenter } from './support/accounts.ts';
import { findLink, mailMark, waitForMail } from './support/mailbox.ts';
import { signInThroughForm, waitForSignInScreen } from './support/screens.ts';

const INVALID_LINK = 'Invalid or expired reset link. Please request a new password reset.';

/** A confirmed account of its own, so changing its password disturbs no other journey. */
async function createConfirmedAccount(request: APIRequestContext, baseURL: string | undefined, employeeId: string, password: string) {
  const center = await publicCenter(request, 'GEG1');
  const mark = mailMark();
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email: emailOf(employeeId),
      password,
      name: employeeId,
      employee_id: employeeId,
      display_name: employeeId,
      fulfillment_center_id: center.id,
      callbackURL: `${baseURL}/`,
    },
    headers: originHeader(baseURL),
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const confirm = await request.get(findLink(await waitForMail(emailOf(employeeId), mark), '/api/auth/verify-email'), { maxRedirects: 0 });
  expect(confirm.status()).toBeLessThan(400);
}

test('a forgotten password is reset from the emailed link; the old one stops working and the link works once', async ({ page, request, baseURL }, testInfo) => {
  const employeeId = newEmployeeId('forgetful');
  const oldPassword = 'old-pass-1';
  const newPassword = 'new-pass-2';
  await createConfirmedAccount(request, baseURL, employeeId, oldPassword);

  const mark = mailMark();
  await test.step('ask for a reset link', async () => {
    await page.goto('/');
    await waitForSignInScreen(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
    await dialog.getByLabel('Employee ID').fill(employeeId);
    await page.screenshot({ path: testInfo.outputPath('forgot-password.png') });
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByText('Email sent successfully!')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('forgot-password-sent.png') });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  const link = findLink(await waitForMail(emailOf(employeeId), mark), '/reset-password');

  await test.step('set a new password on the reset page', async () => {
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    const update = page.getByRole('button', { name: 'Update Password' });
    await expect(update).toBeEnabled();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.screenshot({ path: testInfo.outputPath('reset-password-form.png') });
    await update.click();
    await expect(page.getByRole('heading', { name: 'Password Updated!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Login Now' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('reset-password-done.png') });
    // Spec 1 §2: back to the start after 3 seconds on its own.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 6_000 });
  });

  await test.step('the old password fails, the new one signs in', async () => {
    await waitForSignInScreen(page);
    await signInThroughForm(page, employeeId, oldPassword);
    await expect(page.getByRole('alert')).toHaveText('Authentication failed');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
  });

  await test.step('the used link and a made-up token are refused', async () => {
    await page.goto(link);
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Password' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('reset-link-used.png') });
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
  });
});
