import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

const FAILED = ['DONE_FAILED', 'ERROR', 'AUTO_HANDLING_FAILED', 'PROCESS_NEW_ORDER_FAILED'];

// Issue 14 (/sappis/provisionering): the provisioning desk filters the failed orders and resends one; its new
// status reaches another open provisioning page at once, without a reload.
test('the provisioning user filters failed orders, retries one and sees its status change live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const desk = await context.newPage();
  await signIn(desk, 'provisionering');
  await desk.goto('/sappis/provisionering');
  await expect(desk.getByRole('heading', { name: 'Provisionering' })).toBeVisible();

  await desk.getByLabel('Status').selectOption('FAILED');
  const rows = desk.getByRole('table', { name: 'Provisioneringsordrar' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(async () => {
    const statuses = await desk.getByTestId('provisioning-status').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(FAILED).toContain(status);
  }).toPass();
  const first = rows.first();
  const orderTestId = (await first.getAttribute('data-testid')) as string;
  const before = (await first.getByTestId('provisioning-status').textContent()) as string;
  const agreementNumber = (await first.getByRole('link').first().textContent()) as string;

  // A second tab on the same order, all statuses: it only listens.
  const watcher = await context.newPage();
  await watcher.goto('/sappis/provisionering');
  await watcher.getByLabel('Avtal, kundnummer eller partnerreferens').fill(agreementNumber);
  await watcher.getByRole('button', { name: 'Sök' }).click();
  const watched = watcher.getByTestId(orderTestId);
  await expect(watched.getByTestId('provisioning-status')).toHaveText(before);

  await first.getByRole('button', { name: 'Skicka om' }).click();
  await expect(desk.getByText(/^Ordern har skickats om till .+\. Ny status: DONE/)).toBeVisible();
  // The order has not failed any more: it leaves the failed list, and the other tab shows its new status.
  await expect(desk.getByTestId(orderTestId)).toHaveCount(0);
  await expect(watched.getByTestId('provisioning-status')).toHaveText(/^DONE(_SUCCESS)?$/);
  await expect(watched.getByRole('button', { name: 'Skicka om' })).toHaveCount(0);
  await context.close();
});
