import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'agent');
});

test('a customer with an unpaid invoice and a temporary address shows the right warnings', async ({
  page,
}) => {
  const sent = await page.goto(`/klc/${DEMO_FIXTURES.customers.unpaidWithTemporaryAddress}/tjanster`);
  // The page comes with its first screen: the warnings are there before the app's code has run.
  const html = await sent!.text();
  const firstScreen = await page.evaluate(
    (page) => new DOMParser().parseFromString(page, 'text/html').getElementById('root')?.textContent,
    html,
  );
  expect(firstScreen).toContain('Obetald faktura, kunds tjänster är tillfälligt pausade.');
  expect(firstScreen).toContain('Kund har en tillfällig utdelningsadress');
  // ... inert until the app has taken it over, which it does.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const infoBox = page.getByTestId('customer-info-box');
  await expect(infoBox).toContainText('Obetald faktura, kunds tjänster är tillfälligt pausade.');
  await expect(infoBox.getByRole('button', { name: 'ekonomi' })).toBeVisible();
  await expect(infoBox).toContainText('Kund har en tillfällig utdelningsadress');
  await expect(infoBox).not.toContainText('Kund har inga aktiva avtal');
  await expect(infoBox).not.toContainText('Kunden har skyddad identitet');

  await page.goto(`/klc/${DEMO_FIXTURES.customers.standard}/tjanster`);
  await expect(page.getByTestId('customer-info-box')).not.toContainText('Obetald faktura');
  await expect(page.getByTestId('customer-info-box')).not.toContainText('tillfällig utdelningsadress');
});

test('changing contact details shows the success text', async ({ page }) => {
  await page.goto(`/klc/${DEMO_FIXTURES.customers.standard}/tjanster?panel=customer-details`);
  const panel = page.getByTestId('panel-customer-details');
  const contact = panel.getByRole('form', { name: 'Kontakt' });
  const save = contact.getByRole('button', { name: 'Spara' });
  await expect(save).toBeDisabled();
  await contact.getByLabel('Telefon').fill('031-700 10 20');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(contact.getByRole('status')).toHaveText('Kunduppgifterna har uppdaterats');
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('panel-customer-details').getByLabel('Telefon')).toHaveValue('031-700 10 20');
});

test('an invoice opens as a PDF from the ekonomi link', async ({ page, context }) => {
  await page.goto(`/klc/${DEMO_FIXTURES.customers.unpaidWithTemporaryAddress}/tjanster`);
  await page.getByTestId('customer-info-box').getByRole('button', { name: 'ekonomi' }).click();
  const panel = page.getByTestId('panel-invoices');
  await expect(panel.getByTestId('invoices')).toBeVisible();
  await panel.getByRole('row').nth(1).click();
  await expect(panel.getByTestId('invoice-details')).toBeVisible();

  const [pdfPage] = await Promise.all([
    context.waitForEvent('page'),
    panel.getByRole('button', { name: 'Visa faktura (PDF)' }).click(),
  ]);
  expect(pdfPage.url()).toMatch(/^blob:/);
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('editing channels up to the limit shows the limit message', async ({ page }) => {
  await page.goto(`/klc/${DEMO_FIXTURES.customers.channelPackageMix10}/tjanster`);
  // Exact: a disruption's title button ('… kanalerna …') would match too.
  await page.getByRole('button', { name: 'Kanaler', exact: true }).first().click();
  const details = page.getByTestId('service-details');
  await expect(details.getByRole('region', { name: 'Kanalpaket' })).toContainText('Byts ut');
  await details.getByRole('button', { name: 'Ändra kanaler' }).click();
  const panel = page.getByTestId('edit-channels');
  await expect(panel).toContainText('Valda kanaler: 10 av 10');
  await expect(panel.getByText('FRI045')).toHaveCount(0);

  const checked = panel.getByRole('checkbox', { checked: true });
  const unchecked = panel.getByRole('checkbox', { checked: false });
  await checked.first().uncheck();
  await expect(panel).toContainText('Valda kanaler: 9 av 10');
  await unchecked.nth(1).check();
  await expect(panel).toContainText('Valda kanaler: 10 av 10');
  await unchecked.first().click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Du måste bocka ur någon av dina valda kanaler för att välja en ny',
  );
  await expect(panel).toContainText('Valda kanaler: 10 av 10');
  await expect(panel.getByRole('alert')).toHaveCount(0, { timeout: 5000 });

  await panel.getByRole('button', { name: 'Spara' }).click();
  await expect(panel.getByRole('status')).toContainText('Kanalerna är ändrade.');
});

test('a credit check from the info box link makes the warning disappear', async ({ page }) => {
  await page.goto(`/klc/${DEMO_FIXTURES.customers.creditCheckNotDone}/tjanster`);
  const infoBox = page.getByTestId('customer-info-box');
  await expect(infoBox).toContainText('Anmärkningskontroll är inte gjord!');
  await infoBox.getByRole('button', { name: 'Gör anmärkningskontroll' }).click();

  const panel = page.getByTestId('panel-credit-check');
  await expect(panel.getByRole('table', { name: 'Gjorda anmärkningskontroller' })).toContainText(
    'Ej godkänd',
  );
  await panel.getByRole('button', { name: 'Gör anmärkningskontroll' }).click();
  await expect(page.getByText('Anmärkningskontrollen är godkänd', { exact: true }).first()).toBeVisible();
  await expect(panel.getByTestId('credit-check-state')).toHaveText('Anmärkningskontrollen är godkänd');
  await expect(infoBox).not.toContainText('Anmärkningskontroll är inte gjord!');
});
