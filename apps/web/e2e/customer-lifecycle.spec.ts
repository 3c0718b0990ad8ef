import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { personnummer } from '@sappis/db/seed/luhn';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Create customer, manual activation and assignment (issue 12 sections 1 and 2), on customers no other spec changes.
const activationCustomer = DEMO_FIXTURES.customers.channelPackageMix10;
const activationAgreement = DEMO_FIXTURES.agreements.mix10;
const assigner = DEMO_FIXTURES.customers.campaignWithDiscounts;
const assignedAgreement = DEMO_FIXTURES.agreements.campaignWithDiscounts;

/** A valid personnummer of a child born 2010-2014 (the demo customers are adults): no customer has it. */
function newPersonalNumber(): string {
  const random = (n: number) => Math.floor(Math.random() * n);
  return personnummer({ year: 2010 + random(5), month: 1 + random(12), day: 1 + random(28) }, random(1000));
}

async function openAs(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  await page.goto(path);
  await expect(page.getByTestId('customer-view')).toBeVisible();
  return page;
}

/** The personal-number lookup (with 'Med anmärkningskontroll'), then the create-customer form. */
async function createCustomer(
  scope: Locator,
  person: { firstName: string; lastName: string; address?: string },
) {
  const personalNumber = newPersonalNumber();
  const lookup = scope.getByTestId('personal-number-lookup');
  await expect(lookup.getByLabel('Med anmärkningskontroll')).toBeChecked();
  await lookup.getByPlaceholder('ååååmmddxxxx').fill(personalNumber);
  await lookup.getByRole('button', { name: 'Sök' }).click();
  const form = scope.getByTestId('create-customer-form');
  await expect(form.getByLabel('Personnummer', { exact: true })).toHaveValue(
    `${personalNumber.slice(0, 8)}-${personalNumber.slice(8)}`,
  );
  const create = form.getByRole('button', { name: 'Skapa kund' });
  await form.getByLabel('Förnamn *', { exact: true }).fill(person.firstName);
  await form.getByLabel('Efternamn *', { exact: true }).fill(person.lastName);
  if (person.address) {
    await form.getByLabel('Adress *', { exact: true }).fill(person.address);
    await form.getByLabel('Postnummer *', { exact: true }).fill('413 01');
    await form.getByLabel('Ort *', { exact: true }).fill('Göteborg');
  }
  await form.getByLabel('Epostadress *', { exact: true }).fill('ny.kund@example');
  await expect(form.getByText('Epostadressen är inte giltig')).toBeVisible();
  await expect(create).toBeDisabled();
  await form
    .getByLabel('Epostadress *', { exact: true })
    .fill(`${person.firstName.toLowerCase()}@example.se`);
  await form.getByLabel('Mobilnummer *', { exact: true }).fill('070 123 45 67');
  await expect(create).toBeEnabled();
  await create.click();
}

test('create a customer by personal number and activate it manually', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto(`/klc/${activationCustomer}/tjanster`);
  // The entry point: 'Åtgärder' on the agreement.
  const card = page.getByTestId('agreement').filter({ hasText: `Avtal ${activationAgreement}` });
  await card.getByRole('button', { name: 'Åtgärder' }).click();
  await page.getByRole('menuitem', { name: 'Manuell aktivering' }).click();

  const panel = page.getByTestId('manual-activation');
  await expect(panel.getByRole('heading', { name: 'Manuell aktivering' })).toBeVisible();
  await expect(panel).toContainText('Leveransadress:');
  await expect(panel).toContainText('Huvudcentral:');

  const step1 = panel.getByRole('region', { name: 'Skapa kunden' });
  await createCustomer(step1, { firstName: 'Ebba', lastName: 'Aktiv' });
  await expect(step1.getByTestId('customer-created')).toHaveText('Den nya kunden har skapats.');

  const step2 = panel.getByRole('region', { name: 'Skapa ett aktiveringsärende' });
  const createCase = step2.getByRole('button', { name: 'Skapa ärende' });
  await expect(createCase).toBeDisabled();
  await step2.getByLabel('Kortnummer *').fill('0012345678');
  await step2.getByLabel('CAM-id *').fill('987654');
  await step2.getByLabel('MAC-adress *').fill('AA:BB:CC:DD:EE:FF');
  await createCase.click();
  await expect(step2.getByText('Beskrivning måste fyllas i')).toBeVisible();
  await step2.getByLabel('Beskrivning *').fill('Kortet går inte att para');
  await createCase.click();

  await expect(panel.getByTestId('activation-done')).toBeVisible();
  const links = panel.getByTestId('activation-links');
  const customerLink = links.getByRole('link', { name: /Ny kund: Ebba Aktiv, \d+, avtal \d+/ });
  await expect(customerLink).toHaveAttribute('href', /^\/klc\/\d+\/tjanster$/);
  await expect(links.getByRole('link', { name: /Nytt ärende: \d+/ })).toHaveAttribute(
    'href',
    /^\/sappis\/cases\/\d+$/,
  );

  // The new customer exists with its agreement at the same address.
  const href = (await customerLink.getAttribute('href')) ?? '';
  await page.goto(href);
  await expect(page.getByTestId('customer-view')).toContainText('Ebba Aktiv');
  await expect(page.getByTestId('agreement')).toHaveCount(1);

  // 'Skicka SMS' to the new customer: the demo has no SMS service, so it is kept and listed as not sent.
  await page.getByRole('button', { name: 'E-post och SMS' }).click();
  const emails = page.getByTestId('panel-emails');
  await emails.getByRole('button', { name: 'Skicka SMS' }).click();
  const sms = emails.getByRole('form', { name: 'Skicka SMS' });
  await sms.getByLabel('Mobilnummer').fill('070-765 43 21');
  await sms.getByLabel('Meddelande').fill('Välkommen som kund!');
  await expect(sms.getByText('19/480')).toBeVisible();
  await sms.getByRole('button', { name: 'Skicka' }).click();
  await expect(sms.getByRole('alert')).toHaveText(
    'SMS:et kunde INTE skickas: ingen SMS-tjänst är konfigurerad.',
  );
  await expect(emails.getByRole('region', { name: 'SMS' })).toContainText('Välkommen som kund!');
  await expect(emails.getByRole('region', { name: 'SMS' })).toContainText(
    'Inte skickat: ingen SMS-tjänst är konfigurerad',
  );
});

test("assign an agreement to a new customer: both customers' views show the hand-over on the receiver's start date, live", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const path = `/klc/${assigner}/tjanster`;
  const watcher = await openAs(browser, 'agent', path);
  const agreementCards = watcher.getByTestId('agreement').filter({ hasText: `Avtal ${assignedAgreement}` });
  await expect(agreementCards).toHaveCount(1);

  const actor = await openAs(browser, 'agent2', `${path}?panel=assignment&agreement=${assignedAgreement}`);
  const panel = actor.getByTestId('assignment');
  // The current customer is never a receiver.
  await panel.getByLabel('Kundnummer eller personnummer').fill(String(assigner));
  await panel.getByRole('button', { name: 'Sök' }).click();
  await expect(panel.getByText('Sökningen gav inget resultat...')).toBeVisible();

  await panel.getByRole('button', { name: 'Skapa ny kund' }).click();
  await createCustomer(panel, { firstName: 'Olle', lastName: 'Mottagare', address: 'Nya gatan 5' });
  await expect(panel.getByTestId('customer-created')).toHaveText('Den nya kunden har skapats.');
  await expect(panel.getByTestId('assignment-receiver')).toContainText('Olle Mottagare');

  const submit = panel.getByRole('button', { name: 'Överlåt avtal' });
  await expect(submit).toBeDisabled();
  // The earliest month end the calendar offers.
  await panel.getByRole('button', { name: 'Öppna kalender, Slutdatum för överlåtaren' }).click();
  const calendar = actor.getByRole('dialog', { name: 'Kalender' });
  await calendar.locator('[role="grid"] button:not([disabled])').first().click();
  await calendar.getByRole('button', { name: 'Välj' }).click();
  await expect(panel.getByLabel('Slutdatum för överlåtaren')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(panel.getByRole('region', { name: 'Det här händer' })).toBeVisible();
  // The preview tells what will happen; only the result says it has happened.
  await expect(panel).toContainText(`Avtal ${assignedAgreement} överlåts till Olle Mottagare från`);
  await expect(panel).not.toContainText('har överlåtits');
  await submit.click();

  // The result replaces the form in the panel.
  const success = actor.getByTestId('panel-assignment').getByTestId('operation-success');
  await expect(success).toContainText(`Avtal: ${assignedAgreement} har överlåtits till Olle Mottagare`);
  await expect(success).toContainText('Slutdatumen för överlåtaren är');
  await expect(success).toContainText('Startdatumet för mottagaren är');
  await expect(success).toContainText('En bekräftelse har skickats till Olle Mottagare (olle@example.se)');

  // The other agent's open view of the first customer keeps the agreement until the end date, and shows to whom
  // it goes and from when, without a reload.
  const startDate = ((await success.textContent()) ?? '').match(
    /Startdatumet för mottagaren är (\d{4}-\d{2}-\d{2})/,
  )?.[1];
  const outgoing = agreementCards.getByTestId('hand-over-outgoing');
  await expect(outgoing).toContainText(
    new RegExp(`Överlåts till Olle Mottagare \\(\\d+\\) från ${startDate}`),
  );
  await expect(agreementCards).toHaveCount(1);
  const receiver = ((await outgoing.textContent()) ?? '').match(/\((\d+)\)/)?.[1];

  // The receiver's view shows it as coming, with no actions on the assigner's rows.
  await actor.goto(`/klc/${receiver}/tjanster`);
  const coming = actor.getByTestId('hand-over-incoming');
  await expect(coming).toContainText(`Kommande avtal ${assignedAgreement}`);
  await expect(coming).toContainText(new RegExp(`Överlåts från .+ \\(${assigner}\\) från ${startDate}`));
  await expect(coming.getByRole('button', { name: 'Åtgärder' })).toHaveCount(0);
});
