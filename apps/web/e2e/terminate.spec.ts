import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { demoUser } from '@sappis/db/seed/demo/users';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Terminating one service through the wizard, on a customer no other spec touches.
const customerNumber = DEMO_FIXTURES.customers.endingAndBoundRows;
const agreementNumber = DEMO_FIXTURES.agreements.endingAndBoundRows;

test('an agent terminates one service through the wizard and sees the new case', async ({ page }) => {
  const agent = demoUser('agent');
  await signIn(page, agent.username, agent.password);
  await page.goto(`/klc/${customerNumber}/tjanster?panel=terminate&agreement=${agreementNumber}`);
  const panel = page.getByTestId('panel-terminate');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Avsluta (avliden)' })).toHaveCount(0);

  await expect(panel.getByText(/^0 av \d+ är valda$/)).toBeVisible();
  await panel.getByRole('checkbox', { name: /Sappa Play$/ }).check();
  await expect(panel.getByText(/^1 av \d+ är valda$/)).toBeVisible();
  await panel.getByRole('button', { name: 'Nästa' }).click();
  await expect(panel.getByLabel('Slutdatum Sappa Play')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await panel.getByRole('button', { name: 'Nästa' }).click();

  await panel.getByLabel('Orsak').selectOption({ label: 'Använder inte tjänsten' });
  await panel.getByLabel('Beskrivning').fill('Kunden använder inte Play längre.');
  await expect(panel.getByRole('region', { name: 'Det här händer' })).toContainText('Sappa Play avslutas');
  await panel.getByRole('button', { name: 'Avsluta', exact: true }).click();

  const success = panel.getByTestId('operation-success');
  await expect(success).toContainText('Uppsägning genomfördes.');
  await expect(success.getByRole('link', { name: /^Ärende \d+$/ })).toBeVisible();
});
