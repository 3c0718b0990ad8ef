import type { Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signedInPage } from './sign-in.ts';
import { expect, test } from './test.ts';

// Terminating one service through the wizard while a second agent has the customer open (issue 9), on a
// customer no other spec touches.
const customerNumber = DEMO_FIXTURES.customers.endingAndBoundRows;
const agreementNumber = DEMO_FIXTURES.agreements.endingAndBoundRows;

/** The agreement row of product `productNumber` (its first cell) in the customer view. */
const serviceRow = (page: Page, productNumber: string) =>
  page
    .getByTestId('customer-view')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: productNumber, exact: true }) });

test('an agent terminates one service through the wizard; a colleague sees its end date appear live', async ({
  browser,
}) => {
  const colleague = await signedInPage(browser, 'agent2');
  await colleague.goto(`/klc/${customerNumber}/tjanster`);
  await expect(colleague.getByTestId('customer-view')).toBeVisible();
  await expect(serviceRow(colleague, 'PLAY')).toHaveCount(1);

  const page = await signedInPage(browser, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster?panel=terminate&agreement=${agreementNumber}`);
  const panel = page.getByTestId('panel-terminate');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Avsluta (avliden)' })).toHaveCount(0);

  await expect(panel.getByText(/^0 av \d+ är valda$/)).toBeVisible();
  await panel.getByRole('checkbox', { name: /Sappa Play$/ }).check();
  await expect(panel.getByText(/^1 av \d+ är valda$/)).toBeVisible();
  await panel.getByRole('button', { name: 'Nästa' }).click();
  const endDate = panel.getByLabel('Slutdatum Sappa Play');
  await expect(endDate).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const chosenDate = await endDate.inputValue();
  await panel.getByRole('button', { name: 'Nästa' }).click();

  await panel.getByLabel('Orsak').selectOption({ label: 'Använder inte tjänsten' });
  await panel.getByLabel('Beskrivning').fill('Kunden använder inte Play längre.');
  await expect(panel.getByRole('region', { name: 'Det här händer' })).toContainText('Sappa Play avslutas');
  await panel.getByRole('button', { name: 'Avsluta', exact: true }).click();

  const success = panel.getByTestId('operation-success');
  await expect(success).toContainText('Uppsägning genomfördes.');
  await expect(success.getByRole('link', { name: /^Ärende \d+$/ })).toBeVisible();

  // The colleague's view follows the event stream: the end date appears without a reload.
  await expect(serviceRow(colleague, 'PLAY')).toContainText(chosenDate);
  // The termination wrote Play's deactivation for the TV platform, due the day after its last day (issue 20).
  const dayAfter = new Date(`${chosenDate}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  await expect(serviceRow(colleague, 'PLAY').getByTestId('row-provisioning')).toHaveText(
    `Avaktivering ${dayAfter.toISOString().slice(0, 10)}`,
  );
});

// Terminating a whole agreement (issue 18): every service ticked ends every row, hire box and card included, and
// the success view offers the return case. Customer 100006 (Sappa Start, FRI045, Play, a hire box and its card),
// which no other spec touches; its agreement is numbered customer number x 10 + 1 (the demo data's rule).
const wholeCustomer = DEMO_FIXTURES.customers.trustee;
const wholeAgreement = wholeCustomer * 10 + 1;

test('an agent terminates every service of an agreement: the preview ends at 0 kr/mån and every row ends', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'agent');
  await page.goto(`/klc/${wholeCustomer}/tjanster?panel=terminate&agreement=${wholeAgreement}`);
  const panel = page.getByTestId('panel-terminate');
  await expect(panel.getByText('0 av 2 är valda')).toBeVisible();
  await panel.getByRole('checkbox', { name: /Sappa Start$/ }).check();
  await panel.getByRole('checkbox', { name: /Sappa Play$/ }).check();
  await expect(panel.getByText('2 av 2 är valda')).toBeVisible();
  await panel.getByRole('button', { name: 'Nästa' }).click();
  // The shared month end the calendar offers a month after the first (which both services already have).
  await panel.getByRole('button', { name: 'Öppna kalender, Gemensamt slutdatum' }).click();
  const calendar = page.getByRole('dialog', { name: 'Kalender' });
  await calendar.getByRole('button', { name: 'Gå till nästa månad' }).click();
  await calendar.locator('[role="grid"] button:not([disabled])').first().click();
  await calendar.getByRole('button', { name: 'Välj' }).click();
  const chosenDate = await panel.getByLabel('Gemensamt slutdatum').inputValue();
  expect(chosenDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(panel.getByLabel('Slutdatum Sappa Play')).toHaveValue(chosenDate);
  await panel.getByRole('button', { name: 'Nästa' }).click();
  await panel.getByLabel('Orsak').selectOption({ label: 'Flyttar' });

  const preview = panel.getByRole('region', { name: 'Det här händer' });
  const nextDay = new Date(`${chosenDate}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  await expect(preview).toContainText(
    new RegExp(
      `Månadskostnad för avtalet: [\\d\\s]+(,\\d\\d)? kr/mån → 0 kr/mån från ${nextDay.toISOString().slice(0, 10)}`,
    ),
  );
  await expect(preview).toContainText('Programkort avslutas');
  await panel.getByRole('button', { name: 'Avsluta', exact: true }).click();

  const success = panel.getByTestId('operation-success');
  await expect(success).toContainText('Uppsägning genomfördes.');
  await success.getByRole('button', { name: 'Skapa returärende' }).click();
  await expect(page).toHaveURL(new RegExp(`extra=return-case&extra.agreement=${wholeAgreement}`));
  await expect(page.getByTestId('panel-return-case')).toBeVisible();

  // Every row of the agreement ends on the date: services, FRI045, hire box and card.
  await page.goto(`/klc/${wholeCustomer}/tjanster`);
  const agreement = page.getByTestId('agreement').filter({ hasText: `Avtal ${wholeAgreement}` });
  for (const productNumber of ['TVSTART', 'FRI045', 'PLAY', 'CGKORT'])
    await expect(serviceRow(page, productNumber).filter({ hasText: chosenDate })).toHaveCount(1);
  const hardware = agreement.getByTestId('row-group-HARDWARE').getByRole('row');
  await expect(hardware.filter({ hasText: chosenDate })).toHaveCount((await hardware.count()) - 1);
});
