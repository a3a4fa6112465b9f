import { expect, test } from '@playwright/test';
import { bearer, emailOf, newEmployeeId, originHeader, publicCenter, signInOverApi } from './support/accounts.ts';
import { findLink, mailMark, waitForMail } from './support/mailbox.ts';
import { mainNavigation, navigationLabels, signInThroughForm, waitForSignInScreen } from './support/screens.ts';

type RoleRow = { id: string; employee_id: string; role: string | null };

test('a new employee signs up, confirms by email, waits for approval and gets the MANAGER screens', async ({ page, request, baseURL }, testInfo) => {
  const employeeId = newEmployeeId('new-hire');
  const password = 'first-pass-1';
  const geg1 = await publicCenter(request, 'GEG1');

  await test.step('sign up', async () => {
    await page.goto('/');
    await waitForSignInScreen(page);
    await page.screenshot({ path: testInfo.outputPath('sign-in.png') });
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Employee ID').fill(employeeId);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByLabel('Fulfillment Center').selectOption({ label: 'Spokane Fulfillment Center (GEG1)' });
    await page.screenshot({ path: testInfo.outputPath('sign-up-filled.png') });
  });

  const mark = mailMark();
  await test.step('back on sign-in with the green message and the ID kept', async () => {
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully! Please check your email for a confirmation link before signing in.')).toBeVisible();
    await expect(page.getByLabel('Employee ID')).toHaveValue(employeeId);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await page.screenshot({ path: testInfo.outputPath('sign-up-succeeded.png') });
  });

  await test.step('signing up again says the account exists', async () => {
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Employee ID').fill(employeeId);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByLabel('Fulfillment Center').selectOption({ label: 'Spokane Fulfillment Center (GEG1)' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('You already have an account. Please sign in.')).toBeVisible();
  });

  await test.step('confirm the email through the link in the mail', async () => {
    const mail = await waitForMail(emailOf(employeeId), mark);
    await page.goto(findLink(mail, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/(\?.*)?$/);
  });

  await test.step('sign in and see the pending card', async () => {
    await waitForSignInScreen(page);
    await signInThroughForm(page, employeeId, password);
    await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
    await expect(
      page.getByText('Your account has been created but needs role assignment by an administrator. Please contact your manager to activate your account.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account Pending Approval' }).getByText(employeeId)).toBeVisible();
    expect(await navigationLabels(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('pending-approval.png') });
  });

  await test.step('a role fetch that fails offers Retry Connection', async () => {
    await page.route('**/api/auth/role', (route) => route.fulfill({ status: 503, json: { success: false, error: 'Service unavailable', data: null } }));
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Refresh Role' }).click();
    const card = page.getByRole('region', { name: 'Account Pending Approval' });
    await expect(card.getByRole('alert')).toHaveText('Failed to refresh role. Please try again.');
    await expect(card.getByText('Network error occurred. Try refreshing your permissions.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('pending-role-fetch-failed.png') });
    await page.unroute('**/api/auth/role');
    await card.getByRole('button', { name: 'Retry Connection' }).click();
    await expect(card.getByRole('button', { name: 'Retry Connection' })).toBeHidden();
  });

  await test.step('demo-admin gives the account the MANAGER role', async () => {
    const admin = await signInOverApi(request, baseURL, 'demo-admin');
    // The admin may have switched centers in another journey; act on GEG1, where the account is.
    await request.put('/api/auth/fulfillment-center', { data: { fulfillment_center_id: geg1.id }, headers: { ...bearer(admin), ...originHeader(baseURL) } });
    const list = await request.get(`/api/roles?fulfillment_center_id=${geg1.id}`, { headers: bearer(admin) });
    expect(list.status(), await list.text()).toBe(200);
    const row = ((await list.json()) as { data: RoleRow[] }).data.find((r) => r.employee_id === employeeId);
    expect(row?.role).toBeNull();
    const update = await request.put(`/api/roles/${row!.id}`, { data: { role: 'MANAGER' }, headers: { ...bearer(admin), ...originHeader(baseURL) } });
    expect(update.status(), await update.text()).toBe(200);
  });

  await test.step('Refresh Role brings the MANAGER navigation', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Refresh Role' }).click();
    await expect(mainNavigation(page).getByRole('link', { name: 'Planner' })).toBeVisible();
    expect(await navigationLabels(page)).toEqual(['Dashboard', 'Floor Map', 'Quarter', 'Plan', 'Planner', 'Employees']);
    await expect(page.getByText('Stationboard GEG1')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menu').getByText('MANAGER', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('approved-manager.png') });
  });
});
