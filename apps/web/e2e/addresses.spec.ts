import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// 'Gör adressen köpbar' and the address page (issue 19 items 5 and 11), on a customer no other spec touches.
const customerNumber = DEMO_FIXTURES.customers.noPurchasableAddress;
const agreementNumber = DEMO_FIXTURES.agreements.noAddressId;

test("an agent makes an agreement's address purchasable from the register, then opens the address page", async ({
  page,
}) => {
  await signIn(page, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster`);
  const infoBox = page.getByTestId('customer-info-box');
  const warning = `Avtal ${agreementNumber} saknar köpbar leveransadress.`;
  await expect(infoBox).toContainText(warning);
  await infoBox.getByRole('button', { name: 'Gör adressen köpbar' }).click();

  // The register search comes first: no form that would add the address again.
  const panel = page.getByTestId('panel-make-purchasable');
  await expect(panel.getByRole('heading', { name: 'Gör adress köpbar' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Skapa' })).toHaveCount(0);
  const picked = await panel.getByLabel('Avtal', { exact: true }).locator('option:checked').textContent();
  const deliveryAddress = (picked ?? '').replace(`${agreementNumber} - `, '');
  await panel.getByLabel('Gata och nummer').fill(deliveryAddress);
  await panel.getByRole('button', { name: 'Sök' }).click();
  const hits = panel.getByRole('list', { name: 'Adresser' });
  await expect(hits).toBeVisible();
  await hits.locator('input[type="radio"]:not([disabled])').first().check();
  await panel.getByRole('button', { name: 'Bekräfta adress' }).click();

  await expect(panel.getByRole('status')).toHaveText('Adressen är verifierad och sparad på avtalet.');
  const purchasable = panel.getByRole('region', { name: 'Köpbar adress' });
  await expect(purchasable).toContainText(`Avtal ${agreementNumber} har en köpbar adress:`);
  await expect(infoBox).not.toContainText(warning);

  // The address opens in a new tab, the customer view stays.
  const [addressTab] = await Promise.all([
    page.waitForEvent('popup'),
    purchasable.getByRole('link', { name: /^Öppna adressen/ }).click(),
  ]);
  await expect(addressTab).toHaveURL(/\/sappis\/adresser\/[0-9A-Z]+$/);
  await expect(page).toHaveURL(new RegExp(`/klc/${customerNumber}/tjanster`));
  const agreements = addressTab.getByRole('region', { name: 'Avtal och kunder på adressen' });
  await expect(agreements.getByRole('row').filter({ hasText: String(agreementNumber) })).toContainText(
    String(customerNumber),
  );
  await expect(addressTab.getByRole('region', { name: 'Accesser' }).getByRole('row')).not.toHaveCount(1);
  await expect(addressTab.getByRole('region', { name: 'Huvudavtal' })).toBeVisible();
});
