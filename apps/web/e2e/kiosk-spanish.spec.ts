/**
 * Issue 14 (decision 128): the kiosk speaks Spanish. A TV List switched to Español shows its
 * texts, a scan result and its "why here" line in Spanish, and remembers the choice after a
 * reload; a person whose record says Spanish sees their result in Spanish on an English kiosk.
 * axe checks the Spanish kiosk.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { bearer, originHeader, signInOverApi, useSession } from './support/accounts.ts';
import { awayFromScanQuarterChange } from './support/center-clock.ts';
import { resizeWindow } from './support/screens.ts';

type Employee = { id: string; name: string; employee_id: string | null; preferred_language?: string | null };

/** A barcode scanner types into whatever has focus and presses Enter: no click first. */
async function scanBadge(page: Page, value: string) {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

async function createEmployee(request: APIRequestContext, baseURL: string | undefined, token: string, data: Record<string, unknown>): Promise<Employee> {
  const response = await request.post('/api/employees', { data, headers: { ...bearer(token), ...originHeader(baseURL) } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Employee }).data;
}

/** Spanish texts of the kiosk (apps/web/src/lib/i18n/locales/es.json). */
const ES = {
  title: 'Lista TV',
  hint: 'Escanea tu gafete para registrar tu entrada',
  assigned: 'Asignado y con entrada registrada',
  alreadyAssigned: 'Ya tienes una asignación',
  notFound: 'Empleado no encontrado',
  /** Every reason line a first scan can give, in Spanish. */
  reason:
    /^(Rotación( desde .+)?|Primero las estaciones críticas|Primera estación libre de (la )?línea( \d)?|Primera estación indirecta libre|Ya asignado en este periodo|Desvío por cupo lleno( a .+)?|No hay estación libre)$/,
};

test.describe('the kiosk in Spanish', () => {
  let viewToken: string;
  let managerToken: string;
  const suffix = `${Date.now().toString(36)}`;

  test.beforeEach(async ({ page, request, baseURL }) => {
    viewToken = await signInOverApi(request, baseURL, 'demo-view');
    managerToken = await signInOverApi(request, baseURL, 'demo-manager');
    await awayFromScanQuarterChange(request, viewToken);
    await useSession(page, viewToken);
    await resizeWindow(page, { width: 1920, height: 1080 });
  });

  test('Español on the TV List: the screen, a scan result and its reason line in Spanish, kept after a reload; axe finds nothing', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const person = await createEmployee(request, baseURL, managerToken, { name: `Ximena Toggle ${suffix}`, employee_id: `es-tog-${suffix}` });

    await page.goto('/tv-list');
    await expect(page.getByRole('heading', { name: 'TV List', exact: true })).toBeVisible();
    const toggle = page.getByRole('group', { name: 'Language' });
    await expect(toggle.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await toggle.getByRole('button', { name: 'Español' }).click();

    await expect(page.getByRole('heading', { name: ES.title, exact: true })).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(ES.hint)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('tv-list-quarter')).toContainText('Los escaneos van a');

    // The badge field has the focus back after the click, as a scanner needs.
    await scanBadge(page, person.employee_id!);
    const outcome = page.locator('[data-outcome]');
    await expect(outcome).toContainText(ES.assigned);
    await expect(outcome).toContainText(person.name);
    await expect(outcome.getByTestId('scan-reason')).toHaveText(ES.reason);
    await expect(outcome.getByTestId('scan-reason')).toHaveCSS('font-size', '24px');
    await page.screenshot({ path: testInfo.outputPath('kiosk-spanish-tv-list-result.png') });
    await expectNoAxeViolations(page, testInfo, 'kiosk-spanish-tv-list-result');

    await page.reload();
    await expect(page.getByRole('heading', { name: ES.title, exact: true })).toBeVisible();
    await scanBadge(page, 'no-such-badge-es-000');
    await expect(page.getByRole('alert')).toHaveText(ES.notFound);
    await expectNoAxeViolations(page, testInfo, 'kiosk-spanish-tv-list-error');

    await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'TV List', exact: true })).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('lang', 'en');
  });

  test('Español in the map’s TV Mode overlay: the overlay in Spanish with its lang, the map around it in English; a scan with its reason line; axe finds nothing', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const person = await createEmployee(request, baseURL, managerToken, { name: `Zacarías Overlay ${suffix}`, employee_id: `es-tv-${suffix}` });
    await useSession(page, managerToken);
    await resizeWindow(page, { width: 1600, height: 900 });
    await page.goto('/map');
    await page.getByRole('button', { name: 'TV Mode' }).click();
    const overlay = page.getByRole('complementary', { name: 'TV Mode' });
    await overlay.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();

    const spanish = page.getByRole('complementary', { name: 'Modo TV' });
    await expect(spanish).toHaveAttribute('lang', 'es');
    await expect(spanish).toContainText('Escanea tu gafete');
    await expect(spanish).toContainText('Asignaciones recientes de hoy');
    // The map's own buttons stay English.
    await expect(page.getByRole('button', { name: 'TV Mode' })).toBeVisible();

    await scanBadge(page, person.employee_id!);
    const outcome = spanish.locator('[data-outcome]');
    await expect(outcome).toContainText(ES.assigned);
    await expect(outcome.getByTestId('scan-reason')).toHaveText(ES.reason);
    await page.screenshot({ path: testInfo.outputPath('kiosk-spanish-tv-mode.png') });
    await expectNoAxeViolations(page, testInfo, 'kiosk-spanish-tv-mode');
  });

  test('a person whose record says Spanish sees their result in Spanish on an English kiosk', async ({ page, request, baseURL }, testInfo) => {
    // Needs the server side of issue 14 (preferred_language on employees and on each scan result item).
    const person = await createEmployee(request, baseURL, managerToken, {
      name: `Yolanda Preferred ${suffix}`,
      employee_id: `es-pref-${suffix}`,
      preferred_language: 'es',
    });
    expect(person.preferred_language, 'the server keeps the preferred language').toBe('es');

    await page.goto('/tv-list');
    await expect(page.getByRole('heading', { name: 'TV List', exact: true })).toBeVisible();
    await scanBadge(page, person.employee_id!);
    const outcome = page.locator('[data-outcome]');
    await expect(outcome).toContainText(ES.assigned);
    await expect(outcome).toHaveAttribute('lang', 'es');
    await expect(outcome.getByTestId('scan-reason')).toHaveText(ES.reason);
    // The rest of the kiosk stays in its own language.
    await expect(page.getByRole('heading', { name: 'TV List', exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('kiosk-person-spanish-result.png') });
    await expectNoAxeViolations(page, testInfo, 'kiosk-person-spanish-result');

    await scanBadge(page, person.employee_id!);
    await expect(outcome).toContainText(ES.alreadyAssigned);
  });
});
