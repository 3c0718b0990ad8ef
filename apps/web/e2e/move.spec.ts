import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Moving an agreement to a new address (issue 12, document 3 panel 14), on a customer no other spec touches.
const customerNumber = DEMO_FIXTURES.customers.moveAgreement;
const agreementNumber = DEMO_FIXTURES.agreements.moveAgreement;
const addressId = DEMO_FIXTURES.addresses.moveTarget;

/** A move date a week ahead (the earliest is tomorrow). */
function moveDate(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10);
}

test('an agent moves an agreement to a new address: replacements for the customer, preview, submit, success text and the new agreement in the view', async ({
  page,
}) => {
  await signIn(page, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster`);
  const view = page.getByTestId('customer-view');
  await expect(view.getByRole('heading', { name: `Avtal ${agreementNumber}` })).toBeVisible();
  await view
    .getByRole('heading', { name: `Avtal ${agreementNumber}` })
    .locator('xpath=ancestor::*[@data-testid="agreement"]')
    .getByRole('button', { name: 'Åtgärder' })
    .click();
  await page.getByRole('menuitem', { name: 'Flytta avtal' }).click();

  const panel = page.getByTestId('panel-move');
  await expect(panel).toBeVisible();
  await panel.getByLabel('Adress-id').fill(addressId);
  await panel.getByRole('button', { name: 'Sök adress' }).click();
  await expect(panel.getByText(/Flyttvägen 7, \d{3} ?\d{2} Stockholm/)).toBeVisible();
  // Two main agreements have the address: one must be chosen. Under the other network's the broadband needs a
  // replacement: a private customer is offered private services only, and 'Flytta avtal' waits for the choice.
  await panel.getByLabel('Huvudavtal').selectOption({ label: '1102 Västkustfiber villa och lägenhet' });
  const replacement = panel.getByLabel(/^Ersättningstjänst för /);
  await expect(replacement).toBeVisible();
  const offers = await replacement.locator('option').allTextContents();
  expect(offers.length).toBeGreaterThan(1);
  expect(offers.filter((offer) => /Företag|Kollektiv/.test(offer))).toEqual([]);
  await expect(panel.getByRole('button', { name: 'Flytta avtal' })).toBeDisabled();
  await panel.getByLabel('Huvudavtal').selectOption({ label: '1101 Sappa Öppen fiber Stockholm' });
  const check = panel.getByRole('region', { name: 'Flyttkontroll' });
  await expect(check).toContainText('kan flyttas.');
  await panel.getByLabel('Flyttdatum').fill(moveDate());
  await panel.getByRole('radio', { name: 'Ja' }).check();

  const preview = panel.getByRole('region', { name: 'Det här händer' });
  await expect(preview).toContainText('Ett nytt avtal skapas på Flyttvägen 7 under huvudavtal 1101.');
  await expect(preview).toContainText(`Flyttavgift (FLYTT) på det nya avtalet`);
  await expect(preview).toContainText('150 kr × 1, prislista 31, fakturakod 2');
  // 'Uppdatera adresser': Ja changes the customer's delivery address on the move date, not today.
  await expect(preview).toContainText(`${moveDate()} ändras kundens leveransadress till Flyttvägen 7.`);
  await expect(preview).toContainText(
    'Ärende Flytt av avtal skapas i ägargrupp Kundservice med status Pågående',
  );
  await panel.getByRole('button', { name: 'Flytta avtal' }).click();

  const success = panel.getByTestId('operation-success');
  await expect(success).toContainText(
    /Flytten genomfördes till avtal \d+\. En bekräftelse har skickats till kunden\./,
  );
  const newAgreementNumber = (await success.textContent())?.match(/till avtal (\d+)\./)?.[1];
  expect(newAgreementNumber).toBeTruthy();
  await expect(success.getByRole('link', { name: /^Ärende \d+$/ })).toBeVisible();
  await success.getByRole('button', { name: 'Stäng' }).click();

  // The customer view reloaded: the new agreement at the new address is there.
  const moved = view.getByTestId('agreement').filter({
    has: page.getByRole('heading', { name: `Avtal ${newAgreementNumber}` }),
  });
  await expect(moved).toBeVisible();
  await expect(moved).toContainText('Flyttvägen 7, Stockholm');
  await expect(moved).toContainText('FLYTT');
});
