import type { Locator, Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { demoUser } from '@sappis/db/seed/demo/users';
import { personnummer } from '@sappis/db/seed/luhn';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 19 item 12: side panels that spilled over their edge or hid their submit below the fold at 1366×768.
const LAPTOP = { width: 1366, height: 768 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** The panel's content box: what the agent sees of it without scrolling sideways. */
async function panelBox(page: Page, panel: Locator) {
  const outer = await box(panel);
  const padding = await panel.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).paddingRight),
  );
  return {
    left: outer.x + padding,
    right: outer.x + outer.width - padding,
    bottom: page.viewportSize()?.height ?? 0,
  };
}

test('an agent on a laptop reaches every document action and each panel submit without scrolling', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const user = demoUser('agent');
  await signIn(page, user.username, user.password);

  // Documents: every document's 'Åtgärder' inside the panel, the whole name shown, 'Radera' asks first.
  await page.goto(`/klc/${DEMO_FIXTURES.customers.documents}/tjanster?panel=documents`);
  const documentsPanel = page.getByTestId('panel-documents');
  const list = documentsPanel.getByTestId('documents-table');
  const actionButtons = list.getByRole('button', { name: /^Åtgärder för/ });
  await expect(actionButtons.first()).toBeVisible();
  const inner = await panelBox(page, documentsPanel);
  const listBox = await box(list);
  console.log(`documents list ${listBox.width} px in a panel of ${inner.right - inner.left} px`);
  for (let index = 0; index < (await actionButtons.count()); index += 1) {
    const actions = await box(actionButtons.nth(index));
    console.log(
      `'Åtgärder' ${index + 1}: ${actions.x}-${actions.x + actions.width} px, panel ${inner.left}-${inner.right} px`,
    );
    expect(actions.x).toBeGreaterThanOrEqual(inner.left);
    expect(actions.x + actions.width).toBeLessThanOrEqual(inner.right + 0.5);
  }
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(inner.right + 0.5);
  const items = list.getByRole('listitem');
  for (let index = 0; index < (await items.count()); index += 1) {
    const name = items.nth(index).locator('span').first();
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  const first = items.first();
  const documentName = (await first.locator('span').first().textContent()) ?? '';
  await first.getByRole('button', { name: /^Åtgärder för/ }).click();
  for (const action of ['Öppna dokument', 'Mejla dokument', 'Radera'])
    await expect(page.getByRole('menuitem', { name: action })).toBeInViewport();
  await page.getByRole('menuitem', { name: 'Radera' }).click();
  const confirm = page.getByRole('dialog', { name: 'Radera dokument' });
  await expect(confirm).toContainText(`Vill du radera ${documentName}`);
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(confirm).toBeHidden();
  await expect(list).toContainText(documentName);

  // 'Byt avtal' on a business customer's long agreement (its button was at 947 px): in view at the bottom.
  await page.goto(`/klc/${DEMO_FIXTURES.customers.business}/tjanster?panel=transfer-service`);
  const transfer = page.getByTestId('panel-transfer-service').getByRole('button', { name: 'Byt avtal' });
  await expect(transfer).toBeInViewport({ ratio: 1 });
  console.log(`'Byt avtal' bottom at ${(await box(transfer)).y + (await box(transfer)).height} px of 768`);

  // 'Skapa kund' in manual activation, once the personal number is looked up.
  await page.goto(`/klc/${DEMO_FIXTURES.customers.channelPackageMix10}/tjanster?panel=manual-activation`);
  const activation = page.getByTestId('manual-activation');
  const lookup = activation.getByTestId('personal-number-lookup');
  await lookup.getByPlaceholder('ååååmmddxxxx').fill(personnummer({ year: 2012, month: 3, day: 4 }, 0));
  await lookup.getByRole('button', { name: 'Sök' }).click();
  const create = activation.getByTestId('create-customer-form').getByRole('button', { name: 'Skapa kund' });
  await expect(create).toBeInViewport({ ratio: 1 });
  console.log(`'Skapa kund' bottom at ${(await box(create)).y + (await box(create)).height} px of 768`);
});
