import { expect, test, type Page } from '@playwright/test';
import { signInOverApi, useSession } from './support/accounts.ts';
import { card, createPerson, freeStations, openMap, popover, quarterNamed, searchBox } from './support/floor-map.ts';
import { expectNoSideways } from './support/screens.ts';

/** Issue 18: the map must read on a wall screen, a tablet and a phone. */
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

/**
 * The smallest text of the cards on screen as it renders: each text's font size times the
 * map's scale (a card's drawn width over its 96 px). Cards wholly off screen do not count.
 */
async function smallestCardTextPx(page: Page): Promise<{ px: number; cards: number }> {
  return page.evaluate(() => {
    let px = Infinity;
    let cards = 0;
    for (const element of document.querySelectorAll<HTMLElement>('.react-flow__node [data-station-id]')) {
      const box = element.getBoundingClientRect();
      if (box.right <= 0 || box.bottom <= 0 || box.left >= window.innerWidth || box.top >= window.innerHeight) continue;
      cards += 1;
      const scale = box.width / 96;
      for (const text of element.querySelectorAll<HTMLElement>('span')) {
        const hasOwnText = [...text.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        if (hasOwnText) px = Math.min(px, Number.parseFloat(getComputedStyle(text).fontSize) * scale);
      }
    }
    // To a hundredth of a pixel: 10 px at a scale of 1.2 measures 11.9999997.
    return { px: Math.round(px * 100) / 100, cards };
  });
}

async function expectInsideWindow(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const size = page.viewportSize()!;
  expect(box, name).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
}

/** The map's scale, read from the floor's transform. */
async function mapZoom(page: Page): Promise<number> {
  const transform = await page.locator('.react-flow__viewport').evaluate((element) => (element as HTMLElement).style.transform);
  return Number(/scale\(([\d.]+)\)/.exec(transform)?.[1]);
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('the map opens with card text of 12 px or more, the zoom controls on screen and no sideways scroll', async ({ page, request, baseURL }, testInfo) => {
      await useSession(page, await signInOverApi(request, baseURL, 'demo-manager'));
      // As it opens, on the quarter it picks itself: the view a user first meets.
      await page.goto('/map');
      await expect(page.locator('.react-flow__node').first()).toBeVisible();
      const text = await smallestCardTextPx(page);
      expect(text.cards).toBeGreaterThan(0);
      expect(text.px).toBeGreaterThanOrEqual(12);
      for (const control of ['Zoom In', 'Zoom Out', 'Fit View']) await expectInsideWindow(page, control);
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`map-${size.width}x${size.height}.png`) });
    });
  });
}

test.describe('on a touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a tap opens the popover and assigns from it', async ({ page, request, baseURL }, testInfo) => {
    const token = await signInOverApi(request, baseURL, 'demo-manager');
    await createPerson(request, baseURL, token, 'Tq Touchtablet');
    await freeStations(request, baseURL, token, (await quarterNamed(request, token, 'Q2')).id, ['1-02']);
    await useSession(page, token);
    await openMap(page, 'Q2');
    await card(page, '1-02').tap();
    await expect(popover(page, '1-02')).toBeVisible();
    await searchBox(page).fill('Tq Touch');
    const result = popover(page, '1-02').getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: 'Tq Touchtablet' });
    await page.screenshot({ path: testInfo.outputPath('tablet-popover.png') });
    await result.getByRole('button').first().tap();
    await expect(card(page, '1-02')).toContainText('Tq Touchtablet');
  });

  test('two fingers spread apart zoom the map in', async ({ page, request, baseURL }) => {
    await useSession(page, await signInOverApi(request, baseURL, 'demo-view'));
    await openMap(page, 'Q1');
    const before = await mapZoom(page);
    const box = (await page.locator('.react-flow__pane').boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const client = await page.context().newCDPSession(page);
    const fingers = (spread: number) => [
      { x: centre.x - spread, y: centre.y, id: 1 },
      { x: centre.x + spread, y: centre.y, id: 2 },
    ];
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
    for (let spread = 50; spread <= 160; spread += 10) await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => mapZoom(page)).toBeGreaterThan(before * 1.5);
  });

  test('the map reopens where the user left it on this device', async ({ page, request, baseURL }) => {
    await useSession(page, await signInOverApi(request, baseURL, 'demo-manager'));
    await openMap(page, 'Q1');
    await expect(card(page, '4-12')).not.toBeInViewport();
    // A drag across the empty floor below the cards, toward the top left, brings the far end of line 4 into view.
    const box = (await page.locator('.react-flow__pane').boundingBox())!;
    await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 620, box.y + box.height - 320, { steps: 10 });
    await page.mouse.up();
    await expect(card(page, '4-12')).toBeInViewport();
    await page.reload();
    await expect(page.locator('.react-flow__node').first()).toBeAttached();
    await expect(card(page, '4-12')).toBeInViewport();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a card opens the popover whole on screen', async ({ page, request, baseURL }, testInfo) => {
    await useSession(page, await signInOverApi(request, baseURL, 'demo-manager'));
    await openMap(page, 'Q1');
    await card(page, '1-01').tap();
    const box = (await popover(page, '1-01').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('phone-popover.png') });
  });

  test('the list of stations by line opens the same popover and assigns, and the canvas stays a tap away', async ({ page, request, baseURL }, testInfo) => {
    const token = await signInOverApi(request, baseURL, 'demo-manager');
    await createPerson(request, baseURL, token, 'Pq Phonelist');
    await freeStations(request, baseURL, token, (await quarterNamed(request, token, 'Q3')).id, ['2-06']);
    await useSession(page, token);
    await openMap(page, 'Q3');
    await page.getByRole('button', { name: 'List', exact: true }).tap();
    await expect(page.getByRole('heading', { name: 'Line 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Indirect stations' })).toBeAttached();
    await expectNoSideways(page);
    await page.screenshot({ path: testInfo.outputPath('phone-list.png') });

    const row = page.getByRole('region', { name: 'Line 2' }).getByRole('button', { name: /^2-06\b/ });
    await row.tap();
    await expect(popover(page, '2-06')).toBeVisible();
    await searchBox(page).fill('Pq Phone');
    const result = popover(page, '2-06').getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: 'Pq Phonelist' });
    await page.screenshot({ path: testInfo.outputPath('phone-list-popover.png') });
    await result.getByRole('button').first().tap();
    await expect(row).toContainText('Pq Phonelist');

    // The choice holds through a reload; the canvas is one tap away.
    await page.reload();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Map', exact: true }).tap();
    await expect(page.locator('.react-flow__node').first()).toBeVisible();
    await expectInsideWindow(page, 'Zoom In');
  });
});
