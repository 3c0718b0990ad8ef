import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 19 item 6: the customer view is for all staff (document 1 section 2.1). A user of an admin page without
// SAPPIS follows the page's customer link into the customer view and reads it; acting on the customer is not
// offered to them (the server refuses it).
test('an address manager without SAPPIS follows a Netadmin customer link into the customer view and reads it', async ({
  page,
  context,
}) => {
  await signIn(page, 'adressregister');
  await page.goto('/sappis/address-manager/netadmin-customers');
  const link = page.getByTestId('netadmin-customers').getByRole('link').first();
  const [customerTab] = await Promise.all([context.waitForEvent('page'), link.click()]);

  await expect(customerTab).toHaveURL(/\/klc\/\d+\/tjanster$/);
  const agreement = customerTab.getByTestId('agreement').first();
  await expect(agreement).toBeVisible();
  await expect(customerTab.getByRole('heading', { name: 'Behörighet saknas' })).toHaveCount(0);
  await expect(customerTab.getByRole('button', { name: 'E-post och SMS' })).toBeVisible();
  await expect(customerTab.getByRole('button', { name: 'Ändra kunduppgifter' })).toHaveCount(0);

  await agreement.getByRole('button', { name: 'Åtgärder' }).click();
  const items = customerTab.getByRole('menuitem');
  await expect(items.filter({ hasText: 'Logginformation' })).toBeVisible();
  await expect(items.filter({ hasText: 'Avsluta avtal' })).toHaveCount(0);
  await items.filter({ hasText: 'Logginformation' }).click();
  await expect(customerTab.getByTestId('panel-object-log')).toBeVisible();
  await expect(customerTab.getByTestId('panel-object-log').getByRole('alert')).toHaveCount(0);
});

// Document 3 panel 15: every agent reads the main agreement's details, memos and files from a customer's agreement;
// editing them stays with /sappis/huvudavtal's groups.
test("an agent reads the main agreement's details, memos and files from a customer's agreement", async ({
  page,
}) => {
  await signIn(page, 'agent');
  await page.goto(`/klc/${DEMO_FIXTURES.customers.standard}/tjanster`);
  await page.getByTestId('agreement').first().getByRole('button', { name: 'Huvudavtal 1101' }).click();

  const panel = page.getByTestId('panel-main-agreement');
  await expect(panel.getByRole('heading', { name: '1101 – Sappa Öppen fiber Stockholm' })).toBeVisible();
  await expect(panel.getByText('Fibertjänst Stockholm AB')).toBeVisible();
  await expect(panel.getByRole('tab', { name: /^Adresser/ })).toHaveCount(0);

  await panel.getByRole('tab', { name: /^Memon/ }).click();
  await expect(panel.getByText('Planerat arbete i fibernätet vecka 12')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Nytt memo' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Ändra' })).toHaveCount(0);

  await panel.getByRole('tab', { name: /^Filer/ }).click();
  const file = panel.getByRole('link', { name: 'Prislista privat' });
  await expect(file).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Ny fil' })).toHaveCount(0);
  const download = await page.request.get((await file.getAttribute('href')) as string);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
});
