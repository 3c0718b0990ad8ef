import type { Browser, Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { demoUser } from '@sappis/db/seed/demo/users';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Case locks end to end (issue 3): the lock half of the two-agent test. The bell/message half lives in
// R3's spec. A case of the status x priority matrix that no other spec touches.
const caseNumber = DEMO_FIXTURES.cases.matrixFirst + 17;
const statusCaseNumber = DEMO_FIXTURES.cases.matrixFirst + 18;
const assignCaseNumber = DEMO_FIXTURES.cases.matrixFirst + 19;

async function openCaseAs(browser: Browser, username: string, number = caseNumber): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  await page.goto(`/sappis/cases/${number}`);
  await expect(page.getByTestId('case-view')).toBeVisible();
  return page;
}

test('a lock shows live to others, refuses their changes and can be taken over by a queue manager', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const anna = demoUser('agent');
  const johan = demoUser('agent2');
  const chef = demoUser('kochef');

  const a = await openCaseAs(browser, anna.username);
  const b = await openCaseAs(browser, johan.username);
  await expect(b.getByTestId('case-lock-banner')).toHaveCount(0);

  // A locks the case.
  await a.getByRole('button', { name: 'Lås ärendet' }).click();
  await expect(a.getByTestId('case-lock-banner')).toHaveText('Du har låst ärendet');
  await expect(a.getByTestId('side-menu').getByTestId('lock-banner')).toHaveText('Du har låst ärendet');

  // B sees it without reloading, on the page and in the side menu.
  const lockedByAnna = `Ärendet är låst av: ${anna.email}`;
  await expect(b.getByTestId('case-lock-banner')).toHaveText(lockedByAnna);
  await expect(b.getByTestId('side-menu').getByTestId('lock-banner')).toHaveText(lockedByAnna);
  await expect(b.getByRole('button', { name: 'Lås ärendet' })).toHaveCount(0);
  await expect(b.getByRole('button', { name: 'Ta över låset' })).toHaveCount(0);

  // B's change is refused by the server with the banner text, and nothing changed.
  const header = b.getByLabel('Rubrik');
  const before = await header.inputValue();
  await header.fill('Ändrat av Johan');
  await b.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(b.getByTestId('case-save-error')).toHaveText(lockedByAnna);
  await expect(a.getByLabel('Rubrik')).toHaveValue(before);

  // A queue manager takes over; A is told live, and the history records it.
  const c = await openCaseAs(browser, chef.username);
  await expect(c.getByTestId('case-lock-banner')).toHaveText(lockedByAnna);
  await c.getByRole('button', { name: 'Ta över låset' }).click();
  await expect(c.getByTestId('case-lock-banner')).toHaveText('Du har låst ärendet');
  await expect(
    a.getByText(`Ditt lås på ärende ${caseNumber} har tagits över av ${chef.email}`, { exact: true }),
  ).toBeVisible();
  await expect(a.getByTestId('case-lock-banner')).toHaveText(`Ärendet är låst av: ${chef.email}`);
  await expect(b.getByTestId('case-lock-banner')).toHaveText(`Ärendet är låst av: ${chef.email}`);
  await expect(c.getByTestId('case-history')).toContainText(`Låset togs över från ${anna.email}`);

  // The holder lets go: everyone sees the case free again.
  await c.getByRole('button', { name: 'Släpp låset' }).click();
  await expect(a.getByTestId('case-lock-banner')).toHaveCount(0);
  await expect(b.getByRole('button', { name: 'Lås ärendet' })).toBeVisible();
});

test('the case page shows the case and its status panel sets the status with a log entry', async ({
  browser,
}) => {
  const page = await openCaseAs(browser, 'agent2', statusCaseNumber);
  await expect(page.getByRole('heading', { name: `Ärende ${statusCaseNumber}`, exact: true })).toBeVisible();
  await page.getByLabel('Kund skall återkomma').check();
  await page.getByLabel('Text', { exact: true }).fill('Kunden ringer tillbaka i morgon');
  // The suggestion panel inserts an autoreply suggestion into the text.
  const suggestions = page.getByTestId('suggestion-panel');
  await suggestions.getByLabel('Kategori').selectOption('Faktura');
  await suggestions.getByRole('button', { name: 'Infoga Faktura skickad igen' }).click();
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue(/Vi har nu skickat fakturan igen/);
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByTestId('case-status')).toHaveText('Väntar på svar från kund');
  await expect(page.getByTestId('case-logs')).toContainText('Kunden ringer tillbaka i morgon');
  await expect(page.getByTestId('case-logs')).toContainText('Vi har nu skickat fakturan igen');
  await expect(page.getByTestId('case-lock-banner')).toHaveText('Du har låst ärendet');
});

test("'Tilldela' assigns the case: the assignee is told live and the history records it", async ({
  browser,
}) => {
  const sara = demoUser('andralinjen');
  const b = await openCaseAs(browser, sara.username, assignCaseNumber);
  const bell = b.getByTestId('notifications-bell');
  await expect(bell).toHaveAttribute('data-unread-count', /^\d+$/);
  const before = Number(await bell.getAttribute('data-unread-count'));

  const a = await openCaseAs(browser, 'agent', assignCaseNumber);
  await a.getByLabel('Tilldela till').fill(sara.email);
  await expect(
    a.getByTestId('case-assignment').locator(`datalist option[value="${sara.email}"]`),
  ).toHaveCount(1);
  await a.getByRole('button', { name: 'Tilldela', exact: true }).click();
  const name = `${sara.firstName} ${sara.lastName}`;
  await expect(a.getByTestId('case-assignment')).toContainText(`Tilldelad: ${name}`);
  await expect(a.getByTestId('case-history')).toContainText(`Tilldelat ${name} (${sara.email})`);
  // The assignment let go of the lock it took: the case is free for Sara.
  await expect(a.getByTestId('case-lock-banner')).toHaveCount(0);

  await expect(bell).toHaveAttribute('data-unread-count', String(before + 1));
  await expect(b.getByTestId('case-assignment')).toContainText(`Tilldelad: ${name}`);
});
