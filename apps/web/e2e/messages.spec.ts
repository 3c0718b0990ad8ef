import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { demoUser } from '@sappis/db/seed/demo/users';
import { openHome, signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

/** The unread count the bell shows, once it has loaded (the bullet is hidden at zero). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toHaveAttribute('data-unread-count', /^\d+$/);
  return Number(await bell.getAttribute('data-unread-count'));
}

test('A writes to B: the bell of every tab of B rises live, and "Markera alla som lästa" brings it to zero', async ({
  browser,
}) => {
  const a = demoUser('agent');
  const b = demoUser('agent2');
  const caseNumber = DEMO_FIXTURES.cases.paymentChange;

  const contextB = await browser.newContext();
  const tabB = await contextB.newPage();
  await signIn(tabB, 'agent2');
  await openHome(tabB);
  const otherTabB = await contextB.newPage();
  await otherTabB.goto('/sappis/meddelanden');
  await expect(otherTabB.getByRole('heading', { name: 'Meddelanden', level: 1 })).toBeVisible();

  const before = await bellCount(tabB);

  const pageA = await (await browser.newContext()).newPage();
  await signIn(pageA, 'agent');
  const text = `Kan du ringa kunden? ${Date.now()}`;
  // 'Skriv meddelande' sends this mutation (messages.send) from the case page.
  const sent = await pageA.request.post('/trpc/messages.send', {
    data: { requestId: randomUUID(), caseNumber, recipientEmail: b.email, message: text },
  });
  expect(sent.ok()).toBe(true);

  for (const tab of [tabB, otherTabB]) {
    await expect(tab.getByTestId('notifications-count')).toHaveText(String(before + 1));
  }
  await expect(tabB.getByTestId('messages-unread-pill')).toHaveText(String(before + 1));
  await expect(otherTabB.getByTestId('messages-list')).toContainText(`[${caseNumber}] ${text}`);

  await tabB.getByTestId('notifications-bell').click();
  const panel = tabB.getByRole('dialog', { name: 'Meddelanden' });
  await expect(panel.getByTestId('bell-unread-summary')).toHaveText(
    `${Math.min(5, before + 1)} av ${before + 1} olästa`,
  );
  await expect(panel.getByTestId('bell-messages').getByTestId('message-text').first()).toHaveText(
    `[${caseNumber}] ${text}`,
  );
  await expect(panel).toContainText(`${a.firstName} ${a.lastName}`);

  await panel.getByRole('button', { name: 'Markera alla som lästa' }).click();
  await expect(panel.getByText('Du har inga olästa meddelanden')).toBeVisible();
  await expect(panel.getByText('Dina senaste meddelanden')).toBeVisible();
  for (const tab of [tabB, otherTabB]) {
    await expect(tab.getByTestId('notifications-count')).toHaveCount(0);
  }
  await expect(tabB.getByTestId('messages-unread-pill')).toHaveCount(0);
});
