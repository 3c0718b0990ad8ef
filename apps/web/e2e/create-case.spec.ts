import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// 'Skapa ärende' from the customer view, on a customer no other spec touches.
const customerNumber = DEMO_FIXTURES.customers.business;

test('an agent opens a new case from the customer view and lands on it', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster`);
  await expect(page.getByTestId('customer-view')).toBeVisible();

  await page.getByRole('button', { name: 'Nytt ärende' }).click();
  const dialog = page.getByTestId('create-case-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('create-case-customer')).toContainText(String(customerNumber));

  // The header is the description's first 40 characters (document 1 section 5).
  const description = `Fel på routern ${Date.now() % 100_000}: startar om flera gånger i timmen.`;
  const header = description.slice(0, 40).trimEnd();
  await dialog.getByLabel('Ärendetyp').selectOption({ label: 'Bredband – Felanmälan bredband' });
  await dialog.getByLabel('Ägargrupp').selectOption({ label: 'Kundservice' });
  await dialog.getByLabel('Prioritet').selectOption({ label: 'Hög' });
  await dialog.getByLabel('Beskrivning').fill(description);
  await expect(dialog.getByTestId('create-case-header')).toHaveText(`Rubrik: ${header}`);
  await expect(dialog.getByLabel('Tilldela mig ärendet')).toBeChecked();
  await dialog.getByRole('button', { name: 'Skapa ärende' }).click();

  await expect(page).toHaveURL(/\/sappis\/cases\/\d+$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ärendet är skapat').first()).toBeVisible();
  const view = page.getByTestId('case-view');
  await expect(view).toBeVisible();
  await expect(view).toContainText(header);
  await expect(view).toContainText(String(customerNumber));
  await expect(view.getByLabel('Beskrivning')).toHaveValue(description);
});
