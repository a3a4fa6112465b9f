/** axe-core in the browser journeys (issue 18): WCAG 2.0-2.2 A and AA, 0 violations. */
import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * axe leaves its experimental rules out even when their WCAG tag is asked for; these check
 * WCAG A/AA criteria (2.5.3 label in name, 1.3.4 orientation, 1.3.1 tables), so they run too.
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'css-orientation-lock', 'p-as-heading', 'table-fake-caption', 'td-has-header'];

/**
 * Runs axe on the page as it is and fails with each rule, its impact and the first elements it
 * found; the page's screenshot (and axe's findings, if any) go with the test's results.
 */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  // Let transitions (dialogs fading in, the sign-in title spelling out) settle before colours are
  // read, and hold every colour at its end while axe reads them: a button enabled as figures
  // arrive during the run was measured halfway through its colour change under load.
  await page.waitForTimeout(300);
  const settled = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // Legacy mode runs axe once in the page (the app has no frames) instead of a partial run per frame
  // finished in a new blank page, a second renderer started and axe injected twice per check.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze()
    .finally(() => settled.evaluate((style) => (style as Element).remove()));
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join(' | ')}`,
  );
  await page.screenshot({ path: testInfo.outputPath(`${state}.png`), fullPage: true });
  if (violations.length > 0) await writeFile(testInfo.outputPath(`${state}-axe.json`), JSON.stringify(violations, null, 2));
  expect.soft(report, `axe on ${state}`).toEqual([]);
}
