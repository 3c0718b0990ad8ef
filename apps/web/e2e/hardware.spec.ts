import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { DEMO_STOCK_HARDWARE } from '@sappis/db/seed/demo/hardware-stock';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 11 section 2: the hardware panel, on the hardware fixture no other spec touches.
const customerNumber = DEMO_FIXTURES.customers.hardwareAllCardClasses;
const agreementNumber = DEMO_FIXTURES.agreements.hardwareAllCardClasses;
const cardNumber = DEMO_STOCK_HARDWARE.cards[0];

test('an agent adds a program card (validate, then add) and sees it under Utrustning', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster?panel=manage-hardware&agreement=${agreementNumber}`);

  const panel = page.getByTestId('panel-manage-hardware');
  await expect(panel.getByLabel('Avtal')).toHaveValue(String(agreementNumber));
  await expect(panel.getByRole('tab')).toHaveText([
    'Utrustning',
    'Byt namn på kort',
    'Sök utrustning',
    'Lägg till utrustning',
    'Överför utrustning',
  ]);
  await expect(panel.getByTestId('hardware-equipment')).toContainText('Programkort');

  await panel.getByRole('tab', { name: 'Lägg till utrustning' }).click();
  await panel.getByLabel('Typ av utrustning').selectOption('CARD');
  await panel.getByLabel('Kortnummer').fill(cardNumber);
  const add = panel.getByRole('button', { name: 'Lägg till' });
  await expect(add).toBeDisabled();
  await panel.getByRole('button', { name: 'Validera' }).click();
  await expect(panel.getByText('Giltig: Programkort (CGKORT)')).toBeVisible();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(panel.getByRole('status')).toContainText(
    `Programkort ${cardNumber} är tillagd på avtal ${agreementNumber}. Det kan ta upp till 3 minuter`,
  );

  await panel.getByRole('tab', { name: 'Utrustning', exact: true }).click();
  const inactive = panel.getByRole('region', { name: 'Inaktiv utrustning' });
  await expect(inactive.getByRole('listitem').filter({ hasText: cardNumber })).toContainText('Programkort');
});
