import type { Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { openHome, signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

const CUSTOMER = DEMO_FIXTURES.customers.standard;

test.beforeEach(async ({ page }) => {
  await signIn(page, 'agent');
});

/** The seed's names are generated: read the customer's name and personal id from the customer strip. */
async function customerStripValue(page: Page, label: string): Promise<string> {
  const strip = page.getByTestId('customer-strip');
  const value = strip.getByText(label, { exact: true }).locator('xpath=following-sibling::span[1]');
  await expect(value).not.toHaveText('');
  return (await value.textContent()) ?? '';
}

async function standardCustomer(page: Page) {
  await page.goto(`/klc/${CUSTOMER}/tjanster`);
  await expect(page.getByTestId('customer-strip')).toContainText(String(CUSTOMER));
  return {
    name: await customerStripValue(page, 'Namn'),
    personalId: await customerStripValue(page, 'Personnummer'),
  };
}

test('a customer found by name opens the customer view in a new tab on a click', async ({ page }) => {
  const { name } = await standardCustomer(page);
  await page.goto('/sappis/hem');
  await page.getByTestId('global-search').fill(name);

  const dialog = page.getByTestId('search-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /^Kunder \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByTestId('search-footer')).toHaveText(/^Visar \d+ av \d+ resultat$/);
  const row = dialog.getByRole('row').filter({ hasText: String(CUSTOMER) });
  await expect(row).toContainText(name);
  const [opened] = await Promise.all([page.waitForEvent('popup'), row.click()]);

  await expect(opened).toHaveURL(`/klc/${CUSTOMER}/tjanster`);
  await expect(opened.getByTestId('page-title')).toHaveText('Kundbild');
  // The page the search was made over stays, with the search open for the next hit.
  await expect(page).toHaveURL('/sappis/hem');
  await expect(dialog).toBeVisible();
});

test('a customer found by personal id opens in a new tab with the keyboard; Esc closes the search', async ({
  page,
}) => {
  const { personalId } = await standardCustomer(page);
  await page.goto('/sappis/hem');
  await expect(page.getByRole('heading', { name: 'Välkommen till Sappis' })).toBeVisible();
  const search = page.getByTestId('global-search');

  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type(personalId);
  const dialog = page.getByTestId('search-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Söktext')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(search).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: String(CUSTOMER) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const focused = dialog.locator('tr[data-search-row]:focus');
  await expect(focused).toContainText(String(CUSTOMER));
  const [opened] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);

  await expect(opened).toHaveURL(`/klc/${CUSTOMER}/tjanster`);
  await expect(opened.getByTestId('page-title')).toHaveText('Kundbild');
});

test('the search starts 650 ms after typing stops and shows the tab with hits: Adresser for an address id', async ({
  page,
}) => {
  await openHome(page);
  const addressId = DEMO_FIXTURES.addresses.mduCommon;
  const search = page.getByTestId('global-search');
  // The page's own clock: when the last keystroke reached the box, and (below) when the search request left.
  await search.evaluate((input) =>
    input.addEventListener('input', () => {
      input.dataset.lastInputAt = String(performance.now());
    }),
  );
  await search.pressSequentially(addressId, { delay: 50 });

  const dialog = page.getByTestId('search-dialog');
  await expect(dialog.getByRole('tab', { name: /^Adresser \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('tabpanel').getByRole('row').filter({ hasText: addressId })).toBeVisible();
  const delayMs = await search.evaluate((input) => {
    const request = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/trpc/search.'));
    return (request?.startTime ?? Number.NaN) - Number(input.dataset.lastInputAt);
  });
  expect(delayMs).toBeGreaterThanOrEqual(650);
  // Before the fix it waited for the modal's chunk and render too: 1.0-1.1 s.
  expect(delayMs).toBeLessThan(900);
});

test('a case is found by its external number on the case tab', async ({ page }) => {
  await openHome(page);
  await page.getByTestId('global-search').fill(DEMO_FIXTURES.cases.externalTicketNumber);
  const dialog = page.getByTestId('search-dialog');
  const casesTab = dialog.getByRole('tab', { name: /^Ärenden \(1\)$/ });
  await expect(casesTab).toBeVisible();
  await dialog.getByRole('tab', { name: /^Kunder/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(casesTab).toHaveAttribute('aria-selected', 'true');
  const row = dialog
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ hasText: String(DEMO_FIXTURES.cases.externalTicket) });
  await expect(row).toContainText(DEMO_FIXTURES.cases.externalTicketNumber);
  await expect(row.getByTestId('category-icon')).toBeVisible();
  const [opened] = await Promise.all([page.waitForEvent('popup'), row.click()]);
  await expect(opened).toHaveURL(`/sappis/cases/${DEMO_FIXTURES.cases.externalTicket}`);
});

test("'Visa alla' leads to the full customer results, paged in the URL", async ({ page }) => {
  await openHome(page);
  await page.getByTestId('global-search').fill('a');
  const dialog = page.getByTestId('search-dialog');
  await expect(dialog.getByTestId('search-footer')).toHaveText(/^Visar 10 av \d+ resultat$/);
  await dialog.getByRole('link', { name: 'Visa alla' }).click();

  await expect(page).toHaveURL('/sappis/search/a/kunder?page=1');
  await expect(page.getByRole('heading', { name: 'Sökresultat kunder' })).toBeVisible();
  await expect(page.getByTestId('search-footer')).toHaveText(/^Visar 25 av \d+ resultat$/);
  const pageLabel = page.getByTestId('search-page');
  await expect(pageLabel).toHaveText(/^Sida 1 av \d+$/);
  const firstRowPage1 = await page.locator('tr[data-search-row]').first().textContent();

  await page.getByRole('button', { name: 'Nästa' }).click();
  await expect(page).toHaveURL('/sappis/search/a/kunder?page=2');
  await expect(pageLabel).toHaveText(/^Sida 2 av \d+$/);
  await expect(page.locator('tr[data-search-row]').first()).not.toHaveText(firstRowPage1 ?? '');

  await page.reload();
  await expect(pageLabel).toHaveText(/^Sida 2 av \d+$/);
});

test('the address page searches its ?query= by address id and by street and number', async ({ page }) => {
  const addressId = DEMO_FIXTURES.addresses.mduCommon;
  await page.goto(`/sappis/adresser?query=${addressId}`);
  await expect(page.getByRole('heading', { name: 'Adresser' })).toBeVisible();
  await expect(page.getByLabel('Sök adress')).toHaveValue(addressId);
  const row = page.getByRole('row').filter({ hasText: addressId });
  await expect(row).toBeVisible();
  const cells = await row.getByRole('cell').allTextContents();
  const [, street, number] = cells;

  await page.getByLabel('Sök adress').fill(`${street} ${number}`);
  await page.getByRole('button', { name: 'Sök' }).click();
  await expect(page).toHaveURL(
    `/sappis/adresser?query=${encodeURIComponent(`${street} ${number}`).replaceAll('%20', '+')}`,
  );
  await expect(page.getByRole('row').filter({ hasText: addressId })).toBeVisible();

  await page.goto('/sappis/adresser?query=ingen-sadan-gata-finns 999');
  await expect(page.getByTestId('search-empty')).toContainText('Sökningen gav inga träffar');
});
