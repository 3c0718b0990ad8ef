import type { Browser, Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signedInPage } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 30 item 3, as reported: 1000131 of 100013 assigned to the existing customer 100178, who has agreements of
// its own. No other spec changes these customers, and this one leaves them as it found them.
const assigner = DEMO_FIXTURES.customers.expiredTemporaryAddress;
const agreement = DEMO_FIXTURES.agreements.continueOldPrice;
const receiver = 100178;

async function openAs(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await signedInPage(browser, username);
  await page.goto(path);
  // The first customer view of a fresh server may take long on a loaded machine.
  await expect(page.getByTestId('customer-view')).toBeVisible({ timeout: 30_000 });
  return page;
}

test("an existing receiver's open view shows the coming agreement live, and cancelling the assignment restores both customers", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Another agent has the receiver's view open, and one the assigner's, before anything happens.
  const receiverView = await openAs(browser, 'agent', `/klc/${receiver}/tjanster`);
  const receiverAgreements = receiverView.getByTestId('agreement');
  await expect(receiverAgreements.first()).toBeVisible();
  const receiversOwn = await receiverAgreements.allInnerTexts();
  await expect(receiverView.getByTestId('hand-over-incoming')).toHaveCount(0);

  const assignerView = await openAs(browser, 'agent', `/klc/${assigner}/tjanster`);
  const assignerCard = assignerView.getByTestId('agreement').filter({ hasText: `Avtal ${agreement}` });
  await expect(assignerCard).toHaveCount(1);
  const assignerRows = (await assignerCard.locator('table').textContent()) ?? '';

  // The assignment, found by customer number.
  const actor = await openAs(
    browser,
    'agent2',
    `/klc/${assigner}/tjanster?panel=assignment&agreement=${agreement}`,
  );
  const panel = actor.getByTestId('assignment');
  await panel.getByLabel('Kundnummer eller personnummer').fill(String(receiver));
  await panel.getByRole('button', { name: 'Sök' }).click();
  await panel.getByRole('radio', { name: new RegExp(`, ${receiver},`) }).check();
  await expect(panel.getByTestId('assignment-receiver')).toContainText(String(receiver));
  await panel.getByRole('button', { name: 'Öppna kalender, Slutdatum för överlåtaren' }).click();
  const calendar = actor.getByRole('dialog', { name: 'Kalender' });
  await calendar.locator('[role="grid"] button:not([disabled])').first().click();
  await calendar.getByRole('button', { name: 'Välj' }).click();
  await panel.getByRole('button', { name: 'Överlåt avtal' }).click();
  const success = actor.getByTestId('panel-assignment').getByTestId('operation-success');
  await expect(success).toContainText(`Avtal: ${agreement} har överlåtits till`);
  const startDate = ((await success.textContent()) ?? '').match(
    /Startdatumet för mottagaren är (\d{4}-\d{2}-\d{2})/,
  )?.[1];
  expect(startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The receiver's open view shows it as coming, without a reload, above its own agreements (no scrolling) and
  // without actions; its own agreements are as they were.
  const coming = receiverView.getByTestId('hand-over-incoming');
  await expect(coming).toContainText(`Kommande avtal ${agreement}`);
  await expect(coming).toContainText(new RegExp(`Överlåts från .+ \\(${assigner}\\) från ${startDate}`));
  await expect(coming).toBeInViewport();
  await expect(coming.getByRole('button')).toHaveCount(0);
  expect(await receiverAgreements.allInnerTexts()).toEqual(receiversOwn);
  // The assigner's open view: to whom and from when, and the rows ended before the start date.
  await expect(assignerCard.getByTestId('hand-over-outgoing')).toContainText(
    new RegExp(`Överlåts till .+ \\(${receiver}\\) från ${startDate}`),
  );
  await expect(assignerCard.locator('table')).not.toHaveText(assignerRows);

  // The assigner's agent regrets it before the hand-over day: 'Ångra överlåtelsen', confirmed.
  await actor
    .getByTestId('panel-assignment')
    .getByRole('button', { name: 'Stäng', exact: true })
    .first()
    .click();
  const actorCard = actor.getByTestId('agreement').filter({ hasText: `Avtal ${agreement}` });
  await actorCard.getByRole('button', { name: 'Ångra överlåtelsen' }).click();
  const confirm = actor.getByRole('dialog', { name: 'Ångra överlåtelsen' });
  await confirm.getByRole('button', { name: 'Ja, ångra överlåtelsen' }).click();
  await expect(
    // The toast itself, not its copy in the screen reader's live region ('Notifiering …').
    actor.getByText(new RegExp(`^Överlåtelsen av avtal ${agreement} till .+ är ångrad$`)).first(),
  ).toBeVisible();
  await expect(actorCard.getByTestId('hand-over-outgoing')).toHaveCount(0);

  // Both other views follow live: the coming agreement is gone, the assigner's rows are exactly as before.
  await expect(coming).toHaveCount(0);
  expect(await receiverAgreements.allInnerTexts()).toEqual(receiversOwn);
  await expect(assignerCard.getByTestId('hand-over-outgoing')).toHaveCount(0);
  await expect(assignerCard.locator('table')).toHaveText(assignerRows);
});
