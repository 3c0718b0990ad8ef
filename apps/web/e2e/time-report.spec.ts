import { addDays, isoDay, weekStart } from '@sappis/shared/dates';
import { openHome, signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 14 (/tidrap.html): an agent reports hours on two days of last week (the demo agent has reported nothing
// the last two weeks) and sees the week's total; a refused entry saves nothing.
test('an agent reports hours for two days and sees the week total', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto('/tidrap.html');
  await expect(page.getByRole('heading', { name: 'Tidrapport' })).toBeVisible();
  const monday = addDays(weekStart(isoDay()), -7);
  const form = page.getByRole('form', { name: 'Rapportera tid' });

  await form.getByLabel('Datum').fill(monday);
  await form.getByLabel('Kategori').selectOption({ label: 'Kundtjänst telefon' });
  await form.getByLabel('Timmar').fill('7,3');
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(form.getByText('Ange timmar i hela kvartar, t.ex. 7,5 eller 7,75.')).toBeVisible();

  await form.getByLabel('Timmar').fill('7,5');
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Tiden har sparats.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('week-total')).toHaveText('7,5');

  await form.getByLabel('Datum').fill(addDays(monday, 1));
  await form.getByLabel('Kategori').selectOption({ label: 'Ärendehantering' });
  await form.getByLabel('Timmar').fill('8');
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByTestId('week-total')).toHaveText('15,5');
  await expect(page.getByTestId('time-period-title')).toContainText('Vecka');
});

// Issue 14 (/sappis/cantab): Cantab's own support (only the CANTAB group) finds a customer and opens it.
test('the cantab user searches a Cantab customer and opens its detail page', async ({ page }) => {
  await signIn(page, 'cantab');
  await openHome(page);
  await page.getByRole('link', { name: 'Cantab', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cantab' })).toBeVisible();
  await expect(page.getByTestId('outside-customer-count')).toHaveText('20 träffar');

  await page.getByRole('searchbox', { name: 'Sök Cantab-kund' }).fill('400007');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page.getByTestId('outside-customer-count')).toHaveText('1 träff');
  await page.getByRole('link', { name: '400007' }).click();
  await expect(page).toHaveURL(/\/sappis\/cantab\/400007$/);
  await expect(page.getByText('Cantab-kund 400007')).toBeVisible();
  await expect(page.getByText('Kund sedan')).toBeVisible();

  await page.goto('/sappis/cantab/499999');
  await expect(page.getByText('Det finns ingen Cantab-kund med det kundnumret.')).toBeVisible();
});
