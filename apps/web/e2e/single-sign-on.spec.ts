/**
 * Issue 30 (decision 168): single sign-on in the browser against a real OpenID Connect
 * provider on loopback (playwright.config.ts starts it): the sign-in screen's button, the
 * provider's own login and consent pages, and back into the app signed in.
 */
import { expect, test, type Page } from '@playwright/test';
import { mainNavigation, waitForSignInScreen } from './support/screens.ts';
import { SSO_PROVIDER_NAME } from './support/single-sign-on.ts';

/** The provider's development pages: its login form, then its consent page. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the demo manager signs in with the provider and lands on the MANAGER screens', async ({ page, baseURL }, testInfo) => {
  await page.goto('/');
  await waitForSignInScreen(page);
  const button = page.getByRole('button', { name: `Sign in with ${SSO_PROVIDER_NAME}` });
  await expect(button).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sign-in-with-provider.png') });

  await button.click();
  await signInAtProvider(page, 'manager.sso');

  await expect(mainNavigation(page).getByRole('link', { name: 'Planner' })).toBeVisible();
  await expect(page.getByText('Stationboard GEG1')).toBeVisible();
  // The return's marks are taken off the address, and the session is the app's own token.
  expect(new URL(page.url()).search).toBe('');
  expect(page.url().startsWith(baseURL!)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('stationboard.session-token'))).toBeTruthy();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menu').getByText('demo-manager', { exact: true })).toBeVisible();
  await expect(page.getByRole('menu').getByText('MANAGER', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('signed-in-with-provider.png') });

  // A reload keeps the session, as after a password sign-in.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(mainNavigation(page).getByRole('link', { name: 'Planner' })).toBeVisible();
});

test('a first sign-in of someone without an account waits for approval', async ({ page }) => {
  await page.goto('/');
  await waitForSignInScreen(page);
  await page.getByRole('button', { name: `Sign in with ${SSO_PROVIDER_NAME}` }).click();
  await signInAtProvider(page, 'newcomer.sso');
  await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account Pending Approval' }).getByText('sso-newcomer')).toBeVisible();
});

test('a refused return shows why on the sign-in screen, never the words of the address', async ({ page }) => {
  await page.goto('/?sso=failed&error=sso_other_subject&error_description=Call%20555-0100');
  await waitForSignInScreen(page);
  await expect(page.getByRole('alert')).toHaveText('Your employee ID is already joined to a different company account. Please ask your administrator.');
  await expect(page.getByText('555-0100')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});
