import type { Locator, Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { openHome, signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 19 item 1: the agreement's 'Åtgärder' menu at 1366×768 wherever its button sits. The customer view is scrolled
// so the button's top is at every 40 px of the window; at each position every item must be inside the window (after
// scrolling the menu) and on top at its centre, by mouse and by keyboard, and filtering from the keyboard reaches an
// item. The agreement has telephony rows, so all 19 actions are offered.
const customerNumber = DEMO_FIXTURES.customers.telephonyWithPhoneRecords;
const agreementNumber = DEMO_FIXTURES.agreements.telephony;
const WINDOW = { width: 1366, height: 768 };
const ACTIONS = [
  'Avsluta avtal',
  'Pausa tjänster',
  'Fortsätt tjänster',
  'Byt avtal',
  'Överlåtelse av avtal',
  'Beställning via Commerce',
  'Kompensera kund',
  'Byte av betalsätt',
  'Hantera utrustning',
  'Returärende',
  'Inkopplingsstatus',
  'Flytta avtal',
  'Manuell aktivering',
  'Verifiera adress',
  'Marknadsbarhet',
  'Partnernät',
  'Logginformation',
  'Dokument',
  'Samtalsspecifikation',
];

test.use({ viewport: WINDOW });

interface Placement {
  name: string;
  box: string;
  inside: boolean;
  onTop: boolean;
}

/**
 * In the page, for each element (scrolled into view first if `scroll`): its text, its box, whether it is wholly inside
 * the window and whether it is what the mouse hits at its centre. One round trip for a whole menu.
 */
function placements(nodes: Element[], scroll: boolean): Placement[] {
  return nodes.map((node) => {
    if (scroll) node.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      name: node.textContent ?? '',
      box: [box.left, box.top, box.right, box.bottom].map(Math.round).join(','),
      inside:
        box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
      onTop: top !== null && (node === top || node.contains(top)),
    };
  });
}

/** The placements that are not inside the window and on top, named with `what`. */
function unreachable(found: Placement[], what: string): string[] {
  return found
    .filter((placement) => !placement.inside || !placement.onTop)
    .map(({ name, box, inside, onTop }) => `'${name}' ${what} at ${box}: inside ${inside}, on top ${onTop}`);
}

/** Fails unless the element is wholly inside the window and is what the mouse hits at its centre. */
async function expectReachable(element: Locator, what: string): Promise<void> {
  const found = await element.evaluateAll(placements, false);
  expect(found).toHaveLength(1);
  expect(unreachable(found, what)).toEqual([]);
}

/** Waits until the menu's open animation has ended, so the boxes measured are where the items stay. */
async function settled(menu: Locator): Promise<void> {
  await menu.evaluate((node) =>
    Promise.all(node.getAnimations({ subtree: true }).map((run) => run.finished)).then(() => undefined),
  );
}

/** Scrolls the customer view (the shell's `main`) so the button's top is at `y`; answers where it ended up. */
async function placeButton(page: Page, button: Locator, y: number): Promise<number> {
  const top = (await button.boundingBox())?.y ?? 0;
  await page.locator('main').evaluate((main, by) => main.scrollBy(0, by), top - y);
  return Math.round((await button.boundingBox())?.y ?? Number.NaN);
}

test("every 'Åtgärder' item is reachable by mouse and keyboard at 1366×768 wherever the button sits", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster`);
  const agreement = page.getByTestId('agreement').filter({ hasText: `Avtal ${agreementNumber}` });
  const button = agreement.getByRole('button', { name: 'Åtgärder' });
  await expect(button).toBeVisible();

  // Room above and below the page's own content, so the button can be scrolled to every height of the window
  // whatever else the customer view shows (the layout only moves; the menu sees a button at that height).
  await page.locator('main').evaluate((main) => {
    const view = main.firstElementChild as HTMLElement;
    view.style.marginTop = `${window.innerHeight}px`;
    view.style.marginBottom = `${window.innerHeight}px`;
  });
  // The top bar stays above the view; the button cannot sit under it. Every 40 px of the window is tried, and the
  // highest and lowest places the button can have.
  const viewTop = Math.ceil((await page.locator('main').boundingBox())?.y ?? 0);
  const lowest = WINDOW.height - Math.ceil((await button.boundingBox())?.height ?? 0);
  const steps = Array.from({ length: 18 }, (_, index) => 40 * (index + 1));
  const covered = steps.filter((y) => y < viewTop);
  const positions = [viewTop, ...steps.filter((y) => y >= viewTop), lowest];

  const measured: {
    buttonTop: number;
    menuTop: number;
    menuHeight: number;
    fullHeight: number;
    side: string;
  }[] = [];
  for (const y of positions) {
    const buttonTop = await placeButton(page, button, y);
    expect(Math.abs(buttonTop - y), `button at ${y} px`).toBeLessThanOrEqual(1);

    // Mouse: every item inside the window once the menu is scrolled to it, and on top where it is.
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(ACTIONS);
    await settled(menu);
    await expectReachable(menu.getByRole('searchbox', { name: 'Sök åtgärd' }), `filter, button at ${y}`);
    expect(unreachable(await items.evaluateAll(placements, true), `button at ${y}`)).toEqual([]);
    const box = await menu.boundingBox();
    expect(box).not.toBeNull();
    measured.push({
      buttonTop,
      menuTop: Math.round(box?.y ?? 0),
      menuHeight: Math.round(box?.height ?? 0),
      // The menu's height if it showed every item without scrolling.
      fullHeight: await menu.evaluate((node) => {
        const list = node.querySelector('[data-testid="menu-items"]') as HTMLElement;
        return (node as HTMLElement).offsetHeight - list.clientHeight + list.scrollHeight;
      }),
      side: (await menu.getAttribute('data-side')) ?? '?',
    });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Keyboard: opened with Enter the filter has the focus; the arrows walk every item, each scrolled into the window.
    // The pointer leaves first: Chromium sends a mouse move when a menu opens under a resting pointer, and a hovered
    // item takes the focus (as it should for a mouse user).
    await page.mouse.move(1, 1);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('searchbox', { name: 'Sök åtgärd' })).toBeFocused();
    const focused = page.locator('[role="menuitem"]:focus');
    for (const name of ACTIONS) {
      await page.keyboard.press('ArrowDown');
      // Radix moves the focus on the next tick: the focused item, once it is this one, inside the window and on top.
      await expect
        .poll(() => focused.evaluateAll(placements, false), {
          message: `'${name}' by keyboard, button at ${y}`,
        })
        .toEqual([expect.objectContaining({ name, inside: true, onTop: true })]);
    }
    // Typing filters, wherever the focus is in the menu; ArrowDown reaches the match.
    await page.keyboard.type('samtal');
    await expect(items).toHaveText(['Samtalsspecifikation']);
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await expectReachable(items.first(), `filtered item, button at ${y}`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }

  const heights = measured.map((m) => m.menuHeight);
  const report = [
    `under the top bar (${viewTop} px): ${covered.join(', ')}`,
    `menu unscrolled ${measured[0]?.fullHeight} px`,
    `button top:side@menu top+height: ${measured.map((m) => `${m.buttonTop}:${m.side}@${m.menuTop}+${m.menuHeight}`).join(' ')}`,
  ].join('; ');
  console.log(`Åtgärder at ${WINDOW.width}×${WINDOW.height}: ${report}`);
  test.info().annotations.push({ type: 'positions', description: report });
  expect(covered.length).toBeLessThanOrEqual(3);
  expect(Math.max(...heights)).toBeLessThanOrEqual(WINDOW.height - 16);

  // Enter in the filter opens the first match's panel.
  await button.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('samtal');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('panel-phone-records')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`panel=phone-records&agreement=${agreementNumber}`));
});

test("the top bar's menus fit the window at 1366×768", async ({ page }) => {
  await signIn(page, 'agent');
  await openHome(page);
  for (const trigger of [page.getByTestId('tools-menu'), page.getByTestId('user-menu')]) {
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await settled(menu);
    const found = await menu.getByRole('menuitem').evaluateAll(placements, true);
    expect(found.length).toBeGreaterThan(0);
    expect(unreachable(found, 'in the top bar')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
});
