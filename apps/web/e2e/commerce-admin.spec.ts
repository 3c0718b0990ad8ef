import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 14 (/sappis/commerce and /sappis/sync): IT filters the orders, opens one with its e-mails, sees the
// statistics chart, and syncs the catalogue to commerce, the new run listed first.
test('IT filters commerce orders, opens one with its e-mails, sees the statistics and syncs commerce', async ({
  page,
}) => {
  await signIn(page, 'it');
  await page.goto('/sappis/commerce');
  await expect(page.getByRole('heading', { name: 'Commerce' })).toBeVisible();

  const orders = page.getByRole('table', { name: 'Ordrar' });
  await page.getByLabel('Status').selectOption({ label: 'Lagd' });
  await page.getByLabel('Kanal').selectOption({ label: 'Webbshop' });
  await expect(orders.locator('tbody tr').first()).toContainText('Webbshop');
  await expect(orders.getByText('Misslyckad')).toHaveCount(0);
  await expect(orders.getByText('Sappis', { exact: true })).toHaveCount(0);

  const first = orders
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Order \d+$/ });
  const name = (await first.textContent()) ?? '';
  await first.click();
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet.getByRole('region', { name: 'Orderrader' })).toContainText('STARTAVGIFT');
  await expect(sheet.getByRole('region', { name: 'E-post' })).toContainText('Orderbekräftelse');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.getByRole('tab', { name: 'Statistik' }).click();
  const chart = page.getByRole('img', { name: 'Kundvagnar och ordrar per dag' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('[data-bucket]')).toHaveCount(30);
  await expect(page.getByText('Konvertering')).toBeVisible();

  await page.goto('/sappis/sync');
  await expect(page.getByRole('heading', { name: 'Synka commerce' })).toBeVisible();
  const runs = page.getByRole('table', { name: 'Synkningar' }).locator('tbody tr');
  await expect(runs.first()).toBeVisible();
  const before = await runs.count();
  await page.getByRole('button', { name: 'Synka commerce' }).click();
  await expect(page.getByText('Synkningen mot Commerce är klar.', { exact: true })).toBeVisible();
  await expect(runs).toHaveCount(before + 1);
  await expect(runs.first()).toContainText('Erik Wallin');
});
