import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signedInPage } from './sign-in.ts';
import { expect, test } from './test.ts';

// The customer's history ('Historik', issue 19): second line has it open while an agent terminates a service; the
// termination appears without a reload, with who did it, the row it ends, the case it opened and the mail sent.
// Customer 100014 (Sappa Mix 5, Play, boxes), which no other journey touches; its agreement is number x 10 + 1.
const customerNumber = DEMO_FIXTURES.customers.longOperatorAlerts;
const agreementNumber = customerNumber * 10 + 1;

test("an agent terminates a service; second line's open history shows it live with its record, filterable", async ({
  browser,
}) => {
  const secondLine = await signedInPage(browser, 'andralinjen');
  await secondLine.goto(`/klc/${customerNumber}/tjanster`);
  await secondLine.getByRole('button', { name: 'Historik', exact: true }).click();
  const history = secondLine.getByTestId('panel-history');
  await expect(history.getByRole('heading', { name: 'Historik' })).toBeVisible();
  const entries = history.getByRole('list', { name: 'Historik' });
  await expect(history.getByText('Laddar...')).toHaveCount(0);
  await expect(entries.getByRole('listitem', { name: 'Avsluta avtal' })).toHaveCount(0);

  const page = await signedInPage(browser, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster?panel=terminate&agreement=${agreementNumber}`);
  const panel = page.getByTestId('panel-terminate');
  await panel.getByRole('checkbox', { name: /Sappa Play$/ }).check();
  await panel.getByRole('button', { name: 'Nästa' }).click();
  const chosenDate = await panel.getByLabel('Slutdatum Sappa Play').inputValue();
  await panel.getByRole('button', { name: 'Nästa' }).click();
  await panel.getByLabel('Orsak').selectOption({ label: 'Använder inte tjänsten' });
  await panel.getByRole('button', { name: 'Avsluta', exact: true }).click();
  const caseLink = panel.getByTestId('operation-success').getByRole('link', { name: /^Ärende \d+$/ });
  const caseName = (await caseLink.textContent()) ?? '';

  // Second line's open history: the termination arrives live, as the preview said it.
  const termination = entries.getByRole('listitem', { name: 'Avsluta avtal' });
  await expect(termination).toBeVisible();
  await expect(termination).toContainText(`Avtal ${agreementNumber} · Anna Lindqvist`);
  await expect(termination).toContainText(`Avslutas ${chosenDate}: Sappa Play`);
  await expect(termination).toContainText(`${caseName} skapat:`);
  await expect(termination).toContainText('E-post skickad:');
  await expect(termination).toContainText('Månadskostnad för avtalet:');
  // The customer's earlier cases are in the history too (the demo's): this termination's is the one named.
  await expect(
    entries.getByRole('listitem', { name: 'Ärende skapat' }).filter({ hasText: `${caseName} ·` }),
  ).toContainText(`${caseName} · Anna Lindqvist`);

  // Filtered by who did it and by kind.
  await history.getByLabel('Användare').selectOption({ label: 'Anna Lindqvist' });
  await expect(termination).toBeVisible();
  await history.getByLabel('Typ').selectOption({ label: 'Kunduppgifter' });
  await expect(termination).toHaveCount(0);
  await history.getByRole('button', { name: 'Rensa filter' }).click();
  await expect(termination).toBeVisible();
});
