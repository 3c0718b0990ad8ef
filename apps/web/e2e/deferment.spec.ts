import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// A deferment of a seeded unpaid invoice (issue 10), on a customer no other spec touches.
const customerNumber = DEMO_FIXTURES.customers.unpaidNotDue;
const invoiceNumber = DEMO_FIXTURES.invoices.unpaidNotDue;

/** 'YYYY-MM-DD' as the calendar names a day, without the weekday: '31 december 2026'. */
function swedishDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const monthName = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 15)).toLocaleDateString('sv-SE', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${date} ${monthName} ${year}`;
}

test('an agent gives a deferment on an unpaid invoice from Ekonomi; the status then warns', async ({
  page,
}) => {
  await signIn(page, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster?panel=invoices`);
  await page.getByTestId('panel-invoices').getByRole('button', { name: 'Anstånd' }).click();

  const panel = page.getByTestId('panel-deferment');
  await expect(panel.getByTestId('deferment-status')).toHaveText('OK att ge kund anstånd');
  await panel.getByLabel('Faktura').selectOption(String(invoiceNumber));
  // The window's last day, chosen in the calendar (doc 3 §5: confirm disabled until a day is chosen).
  const window = await panel.getByText(/^Mellan \d{4}-\d{2}-\d{2} och \d{4}-\d{2}-\d{2}$/).textContent();
  const last = window?.slice(-10) ?? '';
  await panel.getByRole('button', { name: 'Öppna kalender, Nytt förfallodatum' }).click();
  const calendar = page.getByRole('dialog', { name: 'Kalender' });
  await expect(calendar.getByRole('button', { name: 'Välj' })).toBeDisabled();
  const lastDay = calendar.getByRole('button', { name: new RegExp(` ${swedishDay(last)}$`) });
  if (!(await lastDay.isVisible()))
    await calendar.getByRole('button', { name: 'Gå till nästa månad' }).click();
  await lastDay.click();
  await calendar.getByRole('button', { name: 'Välj' }).click();
  await expect(panel.getByLabel('Nytt förfallodatum')).toHaveValue(last);
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
