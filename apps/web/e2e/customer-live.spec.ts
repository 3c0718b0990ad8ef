import type { Browser, Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { demoUser } from '@sappis/db/seed/demo/users';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// The live customer view (issue 9 section 3): two agents on one customer see each other and each other's
// changes without reloading. A customer no other spec changes.
const customerNumber = DEMO_FIXTURES.customers.telephonyWithPhoneRecords;
const agreementNumber = DEMO_FIXTURES.agreements.telephony;
const STALE_NOTICE =
  'Avtalet har ändrats av någon annan sedan du öppnade formuläret. Kontrollera förhandsvisningen innan du skickar.';

/** Fills the compensation form (this month's first ten days). */
async function fillCompensation(page: Page) {
  const panel = page.getByTestId('panel-compensate');
  const month = new Date().toISOString().slice(0, 8);
  await panel.getByLabel('Belopp (kr)').fill('100');
  await panel.getByLabel('Orsak').fill('Driftstörning');
  await panel.getByLabel('Startdatum').fill(`${month}01`);
  await panel.getByLabel('Slutdatum').fill(`${month}10`);
  await expect(panel.getByRole('region', { name: 'Det här händer' })).toBeVisible();
  return panel;
}

async function openCustomerAs(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  await page.goto(`/klc/${customerNumber}/tjanster`);
  await expect(page.getByTestId('customer-view')).toBeVisible();
  return page;
}

const fullName = (username: string) => {
  const user = demoUser(username);
  return `${user.firstName} ${user.lastName}`;
};

test("two agents on one customer see each other and each other's changes live", async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await openCustomerAs(browser, 'agent');
  const b = await openCustomerAs(browser, 'agent2');

  // Each sees the other in the presence line, not themselves.
  await expect(a.getByTestId('customer-viewers')).toHaveText(`Kunden är öppen hos:${fullName('agent2')}`);
  await expect(b.getByTestId('customer-viewers')).toHaveText(`Kunden är öppen hos:${fullName('agent')}`);

  // A changes the mobile number through 'Ändra kunduppgifter'.
  await a.getByRole('button', { name: 'Ändra kunduppgifter' }).click();
  const contact = a.getByTestId('panel-customer-details').getByRole('form', { name: 'Kontakt' });
  await contact.getByLabel('Mobil').fill('070-555 12 34');
  await contact.getByRole('button', { name: 'Spara' }).click();
  await expect(contact.getByRole('status')).toHaveText('Kunduppgifterna har uppdaterats');

  // B's view shows the new number without a reload.
  await expect(b.getByTestId('customer-view')).toContainText('070-555 12 34');

  // A opens a compensation form on the agreement; B compensates on the same agreement first: A's form says so.
  const compensate = `/klc/${customerNumber}/tjanster?panel=compensate&agreement=${agreementNumber}`;
  await a.goto(compensate);
  const aForm = await fillCompensation(a);
  await expect(aForm.getByText(STALE_NOTICE)).toHaveCount(0);
  await b.goto(compensate);
  const bForm = await fillCompensation(b);
  await bForm.getByRole('button', { name: 'Kompensera' }).click();
  await expect(bForm.getByTestId('operation-success')).toContainText('Kompensationen är registrerad.');
  await expect(aForm.getByText(STALE_NOTICE)).toBeVisible();
  await expect(bForm.getByText(STALE_NOTICE)).toHaveCount(0);

  // B leaves the customer: A sees that nobody else has it open.
  await b.close();
  await expect(a.getByTestId('customer-viewers')).toHaveCount(0);
});
