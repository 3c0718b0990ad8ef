import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { openHome, signedInPage } from './sign-in.ts';
import { E2E_TELEPHONY_TOKEN } from './telephony-token.ts';
import { expect, test } from './test.ts';

// Read only here, and changed by no other journey.
const CUSTOMER = DEMO_FIXTURES.customers.expiredTemporaryAddress;

/** An event as the phone system posts it (curl -d ... /integrations/telephony/{token}). */
function postCallEvent(request: APIRequestContext, event: Record<string, unknown>) {
  return request.post(`/integrations/telephony/${E2E_TELEPHONY_TOKEN}`, {
    data: { to: '0850001000', direction: 'in', ...event },
  });
}

async function waitForCallStream(page: Page) {
  await expect(page.getByTestId('call-notices')).toHaveAttribute('data-live', 'true');
}

test('A call to the agent pops the caller on screen, Enter opens the customer, hangup closes it; the log is live', async ({
  browser,
  request,
}) => {
  const agent = await signedInPage(browser, 'agent');
  const colleague = await signedInPage(browser, 'agent2');
  await openHome(colleague);

  // The number the customer's record holds ('070-123 45 67'); the phone system sends it as +46.
  await agent.goto(`/klc/${CUSTOMER}/tjanster`);
  const mobile = (
    (await agent
      .locator('dt', { hasText: /^Mobil$/ })
      .locator('xpath=following-sibling::dd[1]')
      .first()
      .textContent()) ?? ''
  ).trim();
  expect(mobile).toMatch(/^07\d-\d{3} \d{2} \d{2}$/);
  const e164 = `+46${mobile.replace(/\D/g, '').slice(1)}`;

  await agent.goto('/sappis/samtal');
  await expect(agent.getByRole('heading', { name: 'Samtal', level: 1 })).toBeVisible();
  await waitForCallStream(agent);
  await waitForCallStream(colleague);

  const callId = `e2e-${Date.now()}`;
  const notice = agent.getByRole('dialog', { name: `Inkommande samtal från ${mobile}` });
  const sentAt = Date.now();
  const posted = postCallEvent(request, {
    event: 'newCall',
    callId,
    from: e164,
    user: 'agent',
    queue: 'Kundtjänst',
  });
  await expect(notice).toBeVisible({ timeout: 1_000 });
  const poppedAfterMs = Date.now() - sentAt;
  expect((await posted).status()).toBe(200);
  test.info().annotations.push({ type: 'pop', description: `notice after ${poppedAfterMs} ms` });
  await expect(notice.getByRole('button', { name: new RegExp(`, ${CUSTOMER}$`) })).toBeFocused();
  await expect(colleague.getByTestId('call-notice')).toHaveCount(0);

  // The caller log shows the call live, still going on.
  const row = agent.getByTestId('call-row').filter({ hasText: mobile });
  await expect(row).toContainText('Pågår');
  await expect(row).toContainText(`, ${CUSTOMER}`);
  await expect(row).toContainText('Kundtjänst');

  // Enter opens the customer view in a new tab.
  const [opened] = await Promise.all([agent.context().waitForEvent('page'), agent.keyboard.press('Enter')]);
  await expect(opened).toHaveURL(new RegExp(`/klc/${CUSTOMER}/tjanster`));
  await opened.close();

  expect(
    (await postCallEvent(request, { event: 'answer', callId, from: e164, user: 'agent' })).status(),
  ).toBe(200);
  await expect(notice).toContainText('Besvarat av');
  expect(
    (
      await postCallEvent(request, {
        event: 'hangup',
        callId,
        from: e164,
        user: 'agent',
        cause: 'normalClearing',
      })
    ).status(),
  ).toBe(200);
  await expect(notice).toBeHidden();
  await expect(row).toContainText('Besvarat');
  await expect(row).not.toContainText('Pågår');

  // A call to the colleague pops there and nothing here; unanswered, it is missed and stands out in the log.
  const otherCallId = `e2e-other-${Date.now()}`;
  expect(
    (
      await postCallEvent(request, {
        event: 'newCall',
        callId: otherCallId,
        from: '+4681234567',
        user: 'agent2',
      })
    ).status(),
  ).toBe(200);
  await expect(colleague.getByRole('dialog', { name: 'Inkommande samtal från 08-123 45 67' })).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Sök på 081234567' })).toBeVisible();
  await expect(agent.getByTestId('call-notice')).toHaveCount(0);
  expect(
    (
      await postCallEvent(request, {
        event: 'hangup',
        callId: otherCallId,
        from: '+4681234567',
        cause: 'noAnswer',
      })
    ).status(),
  ).toBe(200);
  const missed = agent.getByTestId('call-row').filter({ hasText: '08-123 45 67' });
  await expect(missed).toHaveAttribute('data-missed', 'true');
  await expect(missed).toContainText('Missat');
  await expect(colleague.getByTestId('call-notice')).toHaveCount(0);
});
