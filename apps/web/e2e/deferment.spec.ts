import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { demoUser } from '@sappis/db/seed/demo/users';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// A deferment of a seeded unpaid invoice (issue 10), on a customer no other spec touches.
const customerNumber = DEMO_FIXTURES.customers.unpaidNotDue;
const invoiceNumber = DEMO_FIXTURES.invoices.unpaidNotDue;

test('an agent gives a deferment on an unpaid invoice from Ekonomi; the status then warns', async ({
  page,
}) => {
  const user = demoUser('agent');
  await signIn(page, user.username, user.password);
  await page.goto(`/klc/${customerNumber}/tjanster?panel=invoices`);
  await page.getByTestId('panel-invoices').getByRole('button', { name: 'Anstånd' }).click();

  const panel = page.getByTestId('panel-deferment');
  await expect(panel.getByTestId('deferment-status')).toHaveText('OK att ge kund anstånd');
  await panel.getByLabel('Faktura').selectOption(String(invoiceNumber));
  const date = panel.getByLabel('Nytt förfallodatum');
  const last = await date.getAttribute('max');
  expect(last).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await date.fill(last ?? '');
  await expect(panel.getByTestId('plan-preview')).toContainText(
    `Faktura ${invoiceNumber} får förfallodatum ${last}`,
  );
  await panel.getByRole('button', { name: 'Ge anstånd' }).click();

  const success = panel.getByTestId('operation-success');
  await expect(success).toContainText('Anståndet är registrerat.');
  await expect(success.getByRole('link', { name: /^Ärende \d+$/ })).toBeVisible();

  await page.goto(`/klc/${customerNumber}/tjanster?panel=invoices`);
  const row = page
    .getByTestId('panel-invoices')
    .getByRole('row')
    .filter({ hasText: String(invoiceNumber) });
  await expect(row).toContainText(last ?? '');
  await page.goto(`/klc/${customerNumber}/tjanster?panel=deferment`);
  await expect(page.getByTestId('panel-deferment').getByTestId('deferment-status')).toContainText(
    'Dubbelkolla',
  );
});
