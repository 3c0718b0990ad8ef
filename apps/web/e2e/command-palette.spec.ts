import type { Locator, Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { openHome, signedInPage } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 30: an agent terminates a service without touching the mouse, through the command palette. Customer
// 100016 (broadband BAS500), which no other journey touches; its agreement is customer number x 10 + 1.
const customerNumber = DEMO_FIXTURES.customers.duplicateEmails;
const agreementNumber = customerNumber * 10 + 1;

/** Tab (forwards) until `target` has the focus, as an agent walks a form with the keyboard. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('an agent opens a customer and terminates a service with the keyboard only, through Ctrl+K', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'agent');
  await openHome(page);

  await page.keyboard.press('Control+K');
  const palette = page.getByTestId('command-palette');
  await expect(palette.getByRole('combobox', { name: 'Kommando' })).toBeFocused();
  await page.keyboard.type(String(customerNumber));
  await expect(palette.getByRole('option', { selected: true })).toContainText(`Öppna kund ${customerNumber}`);
  // The customer view opens in a new tab (document 1 section 2.1), as search hits do.
  const [customerTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.keyboard.press('Enter'),
  ]);
  await expect(customerTab).toHaveURL(new RegExp(`/klc/${customerNumber}/tjanster$`));
  await expect(customerTab.getByTestId('customer-view')).toBeVisible();

  await customerTab.keyboard.press('Control+K');
  const actions = customerTab.getByTestId('command-palette');
  await expect(actions.getByRole('combobox', { name: 'Kommando' })).toBeFocused();
  await customerTab.keyboard.type(`avsluta ${agreementNumber}`);
  await expect(actions.getByRole('option')).toHaveText([`Avsluta avtal – avtal ${agreementNumber}`]);
  await customerTab.keyboard.press('Enter');
  await expect(customerTab).toHaveURL(new RegExp(`\\?panel=terminate&agreement=${agreementNumber}$`));
  const panel = customerTab.getByTestId('panel-terminate');
  await expect(panel).toBeVisible();

  const service = panel.getByRole('checkbox').first();
  await tabTo(customerTab, service);
  await customerTab.keyboard.press('Space');
  await expect(service).toBeChecked();
  const next = panel.getByRole('button', { name: 'Nästa' });
  await tabTo(customerTab, next);
  await customerTab.keyboard.press('Enter');
  // Each step keeps the focus in the wizard, so the agent tabs on from where they are.
  await expect(panel.getByText('Steg 2 av 3', { exact: false })).toBeFocused();
  await tabTo(customerTab, next);
  await customerTab.keyboard.press('Enter');
  await expect(panel.getByText('Steg 3 av 3', { exact: false })).toBeFocused();

  const reason = panel.getByLabel('Orsak');
  await tabTo(customerTab, reason);
  await customerTab.keyboard.press('ArrowDown');
  await expect(reason).not.toHaveValue('');
  await tabTo(customerTab, panel.getByLabel('Beskrivning'));
  await customerTab.keyboard.type('Kunden säger upp bredbandet per telefon.');
  await tabTo(customerTab, panel.getByRole('button', { name: 'Avsluta', exact: true }));
  await customerTab.keyboard.press('Enter');

  await expect(panel.getByTestId('operation-success')).toContainText('Uppsägning genomfördes.');
});
