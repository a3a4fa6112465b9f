import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { emailOf, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { card, popover } from './support/floor-map.ts';
import { findLink, mailMark, waitForMail } from './support/mailbox.ts';
import { PLANNER_TABS, resizeWindow, signInThroughForm, waitForData, waitForSignInScreen } from './support/screens.ts';

/** Issue 18: every route and state, 0 violations of WCAG 2.0-2.2 A and AA. */
test.use({ viewport: { width: 1440, height: 900 } });
// One axe run over a whole screen takes 5-10 s of a core here, and several journeys run it two or
// three times: beside the unit suite on 2 cores they need more than the default 60 s (decision 150).
test.describe.configure({ timeout: 90_000 });

test.describe('signed out', () => {
  test('sign-in, sign-up and the reset request pass axe', async ({ page }, testInfo) => {
    await page.goto('/');
    await waitForSignInScreen(page);
    await expectNoAxeViolations(page, testInfo, 'sign-in');

    // A refused sign-in shows its message in the form (an ID nobody has, so no account's limit is spent).
    await signInThroughForm(page, 'no-such-person', 'wrong-pass-1');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'sign-in-refused');

    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByLabel('Fulfillment Center')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'sign-up');

    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'reset-request');
    await dialog.getByLabel('Employee ID').fill('no-such-person');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByText('Email sent successfully!')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'reset-request-sent');
  });

  test('the reset page passes axe with a live link and with a spent one', async ({ page, request, baseURL }, testInfo) => {
    // A link for demo-view that is never used: asking for one changes nothing until it is.
    const mark = mailMark();
    const asked = await request.post('/api/auth/request-password-reset', {
      data: { email: emailOf('demo-view'), redirectTo: `${baseURL}/reset-password` },
      headers: originHeader(baseURL),
    });
    expect(asked.status()).toBe(200);
    await page.goto(findLink(await waitForMail(emailOf('demo-view'), mark), '/reset-password'));
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'reset-page');

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByText('Invalid or expired reset link. Please request a new password reset.')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'reset-page-invalid');
  });
});

for (const account of ['demo-admin', 'demo-view'] as const) {
  const isAdmin = account === 'demo-admin';
  test.describe(`as ${isAdmin ? 'ADMIN' : 'VIEW'}`, () => {
    test.beforeEach(async ({ page, request, baseURL }) => {
      await useSession(page, await signInOverApi(request, baseURL, account));
    });

    test('the dashboard passes axe', async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForData(page);
      await expectNoAxeViolations(page, testInfo, `${account}-dashboard`);
    });

    test('the quarter view passes axe on a line and on indirects', async ({ page }, testInfo) => {
      await page.goto('/q/2?tab=line2');
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await waitForData(page);
      await expectNoAxeViolations(page, testInfo, `${account}-quarter-line`);
      await page.goto('/q/2?tab=indirects');
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `${account}-quarter-indirects`);
    });

    // The planner and employees open from MANAGER up, so VIEW meets them refused.
    if (isAdmin) {
      for (const tab of PLANNER_TABS) {
        test(`the planner's ${tab.label} tab passes axe`, async ({ page }, testInfo) => {
          await page.goto(`/planner?tab=${tab.id}`);
          await expect(page.getByRole('tab', { name: tab.label, selected: true })).toBeVisible();
          await expect(page.getByRole('tabpanel')).not.toBeEmpty();
          await waitForData(page);
          await expectNoAxeViolations(page, testInfo, `${account}-planner-${tab.id}`);
        });
      }

      test('the employees screen passes axe, with its Add Employee dialog open', async ({ page }, testInfo) => {
        await page.goto('/employees');
        await expect(page.getByRole('table')).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `${account}-employees`);
        await page.getByRole('button', { name: 'Add Employee' }).click();
        await expect(page.getByRole('dialog', { name: 'Add Employee' })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `${account}-employees-add`);
      });

      test('the planner’s Add Station and Create Quarter dialogs pass axe', async ({ page }, testInfo) => {
        await page.goto('/planner?tab=stations');
        await page.getByRole('button', { name: 'Add Station' }).click();
        await expect(page.getByRole('dialog', { name: 'Add Station' })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `${account}-planner-add-station`);
        await page.goto('/planner?tab=quarters');
        await page.getByRole('button', { name: 'Create Quarter' }).click();
        await expect(page.getByRole('dialog', { name: 'Create Quarter' })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `${account}-planner-create-quarter`);
      });

      test('the warehouse and profile menus pass axe', async ({ page }, testInfo) => {
        await page.goto('/planner');
        await page.getByRole('button', { name: /^Warehouse: / }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `${account}-warehouse-menu`);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^Profile: / }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `${account}-profile-menu`);
      });
    }

    test('the phone menu passes axe', async ({ page }, testInfo) => {
      await resizeWindow(page, { width: 390, height: 844 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `${account}-phone-menu`);
    });

    if (!isAdmin) {
      test('the planner refused to VIEW passes axe', async ({ page }, testInfo) => {
        await page.goto('/planner');
        await expect(page.getByText('Access denied. Insufficient permissions.')).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `${account}-planner-refused`);
      });
    }

    test('the floor map passes axe, with a popover open and in TV Mode', async ({ page }, testInfo) => {
      // Three runs of axe over a few hundred cards on two cores.
      test.slow();
      await page.goto('/map');
      await expect(card(page, '1-01')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `${account}-map`);
      if (isAdmin) {
        await card(page, '1-01').click();
        await expect(popover(page, '1-01')).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `${account}-map-popover`);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: 'TV Mode' }).click();
      await expect(page.getByRole('complementary', { name: 'TV Mode' })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `${account}-map-tv-mode`);
    });

    test('the TV List passes axe', async ({ page }, testInfo) => {
      await page.goto('/tv-list');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `${account}-tv-list`);
    });

    test('the changeover wallboard passes axe', async ({ page }, testInfo) => {
      await page.goto('/tv-changeover');
      await expect(page.getByRole('heading', { level: 1, name: 'Quarter change' })).toBeVisible();
      // Between changes the counters show, within a changeover the three lists (e2e/tv-changeover.spec.ts covers both at a set time).
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `${account}-tv-changeover`);
    });
  });
}
