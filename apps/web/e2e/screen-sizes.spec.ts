import { expect, test, type Page } from '@playwright/test';
import { signInOverApi, useSession } from './support/accounts.ts';
import { PLANNER_TABS, waitForData } from './support/screens.ts';

/** Issue 18: the wall TV's desk, a tablet and a phone. */
const SIZES = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The page itself never scrolls sideways; a wide table scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => {
    // What pokes out, for the failure message: elements past the right edge whose parent is not,
    // leaving out those a scroll box clips (a positioned one escapes a box that is not its containing block).
    const isOut = (el: Element | null) => el !== null && el.getBoundingClientRect().right > window.innerWidth + 0.5;
    const isClipped = (el: Element) =>
      getComputedStyle(el).position !== 'absolute' && el.parentElement?.closest('.overflow-x-auto, .overflow-auto, .overflow-hidden') != null;
    const outside = [...document.body.querySelectorAll('*')].filter((el) => isOut(el) && !isOut(el.parentElement) && !isClipped(el));
    return {
      content: document.scrollingElement!.scrollWidth,
      window: window.innerWidth,
      outside: outside.slice(0, 5).map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`),
    };
  });
  expect(widths.content, `${screen} is ${widths.content} px wide in a ${widths.window} px window: ${widths.outside.join(' ')}`).toBeLessThanOrEqual(
    widths.window,
  );
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test.beforeEach(async ({ page, request, baseURL }) => {
      await useSession(page, await signInOverApi(request, baseURL, 'demo-admin'));
    });

    test('the dashboard and the quarter view fit the width', async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForData(page);
      await page.screenshot({ path: testInfo.outputPath(`dashboard-${size.name}.png`), fullPage: true });
      await expectNoSidewaysScroll(page, 'the dashboard');

      for (const tab of ['line1', 'indirects'] as const) {
        await page.goto(`/q/2?tab=${tab}`);
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await waitForData(page);
        await page.screenshot({ path: testInfo.outputPath(`quarter-view-${tab}-${size.name}.png`), fullPage: true });
        await expectNoSidewaysScroll(page, `the quarter view's ${tab}`);
      }
    });

    test('every planner tab and the employees screen fit the width, their actions on screen', async ({ page }, testInfo) => {
      for (const tab of PLANNER_TABS) {
        await page.goto(`/planner?tab=${tab.id}`);
        const trigger = page.getByRole('tab', { name: tab.label, selected: true });
        await expect(trigger).toBeVisible();
        // Every tab can be seen and reached without scrolling the bar sideways.
        for (const other of PLANNER_TABS) await expect(page.getByRole('tab', { name: other.label })).toBeInViewport();
        await waitForData(page);
        await page.screenshot({ path: testInfo.outputPath(`planner-${tab.id}-${size.name}.png`), fullPage: true });
        await expectNoSidewaysScroll(page, `the planner's ${tab.label} tab`);
      }

      // Rotations: every row's Save is within the window's width (issue 18: all 51 were off-screen at 390 px).
      await page.goto('/planner?tab=rotations');
      await waitForData(page);
      const saves = page.getByRole('button', { name: /^Save rotation for / });
      await expect(saves.first()).toBeVisible();
      for (const box of await saves.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(size.width);
      }

      await page.goto('/employees');
      await expect(page.getByRole('table')).toBeVisible();
      await waitForData(page);
      await page.screenshot({ path: testInfo.outputPath(`employees-${size.name}.png`), fullPage: true });
      await expectNoSidewaysScroll(page, 'the employees screen');
      const firstRow = page.getByRole('table').getByRole('row').nth(1);
      await expect(firstRow.getByRole('button', { name: /^Edit / })).toBeInViewport();
    });
  });
}
