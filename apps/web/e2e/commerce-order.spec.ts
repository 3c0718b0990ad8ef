import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Ordering a broadband subscription through the commerce order panel (issue 12 section 4), on a customer no other
// spec touches: the inventory of the agreement's address, a cart, the order and the new rows in the agreement.
const customerNumber = DEMO_FIXTURES.customers.campaignWithDiscounts;
const agreementNumber = DEMO_FIXTURES.agreements.campaignWithDiscounts;

test('an agent orders a broadband subscription through Commerce and sees the new rows in the agreement', async ({
  page,
}) => {
  await signIn(page, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster`);
  const card = page.getByTestId('agreement').filter({ hasText: String(agreementNumber) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('cell', { name: 'BAS100', exact: true })).toHaveCount(0);

  await card.getByRole('button', { name: 'Åtgärder' }).click();
  await page.getByRole('menuitem', { name: 'Beställning via Commerce' }).click();
  const panel = page.getByTestId('panel-commerce-order');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Bredbandsabonnemang' })).toBeVisible();

  await panel.getByRole('checkbox', { name: /Bredband 100\/100 \(BAS100\)/ }).check();
  const cart = panel.getByRole('region', { name: 'Varukorg' });
  await expect(cart).toContainText('349 kr/mån');
  await expect(cart).toContainText('Startavgift');
  await expect(panel.getByRole('region', { name: 'Det här händer' })).toContainText(
    'Ny avtalsrad Bredband 100/100',
  );
  await panel.getByRole('button', { name: 'Lägg order' }).click();

  await expect(panel.getByTestId('operation-success')).toContainText(
    'Beställningen är lagd och raderna är tillagda på avtalet.',
  );
  await page.getByRole('button', { name: 'Stäng' }).first().click();
  await expect(card.getByRole('cell', { name: 'BAS100', exact: true })).toHaveCount(1);
  await expect(card.getByRole('cell', { name: 'STARTAVGIFT', exact: true })).toHaveCount(1);
});
