import type { Page } from '@playwright/test';
import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

const { customers, agreements } = DEMO_FIXTURES;

/** The most lines the content of one 'Slut' cell takes: its height over the cell's line height. */
function mostEndDateLines(page: Page): Promise<number> {
  return page.getByTestId('row-end').evaluateAll((cells) =>
    Math.max(
      ...cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lineHeight = Number.parseFloat(getComputedStyle(cell).lineHeight);
        return Math.round(range.getBoundingClientRect().height / lineHeight);
      }),
    ),
  );
}

test("on a laptop the agreements come first and a row's end date stays in sight beside the panels", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'agent');

  await page.goto(`/klc/${customers.standard}/tjanster`);
  await expect(page.getByTestId('customer-disruptions')).toBeVisible();
  await expect(page.getByTestId('memo-box').getByRole('listitem')).toHaveCount(2);

  // Customers with disruptions and memos, invoice and address warnings, operator alerts, many row kinds.
  for (const customerNumber of [
    customers.standard,
    customers.unpaidWithTemporaryAddress,
    customers.longOperatorAlerts,
    customers.noPurchasableAddress,
    customers.business,
    customers.endingAndBoundRows,
  ]) {
    await page.goto(`/klc/${customerNumber}/tjanster`);
    // Everything above the agreements has arrived (disruptions come by their own query).
    await page.waitForLoadState('networkidle');
    const firstAgreement = page.getByTestId('agreement').first();
    // Row 0 is the column header, row 1 the first group's heading.
    await expect(firstAgreement.getByRole('row').nth(2), `customer ${customerNumber}`).toBeInViewport({
      ratio: 1,
    });
    expect(await mostEndDateLines(page), `customer ${customerNumber}`).toBe(1);
  }

  // Terminating: the rows' end dates stay visible beside the panel.
  await page.goto(
    `/klc/${customers.endingAndBoundRows}/tjanster?panel=terminate&agreement=${agreements.endingAndBoundRows}`,
  );
  const panel = page.getByTestId('panel-terminate');
  await expect(panel.getByRole('heading', { name: 'Avsluta avtal' })).toBeVisible();
  const ending = page
    .getByTestId('row-end')
    .filter({ hasText: /\d{4}-\d{2}-\d{2}/ })
    .first();
  await ending.scrollIntoViewIfNeeded();
  await expect(ending).toBeInViewport({ ratio: 1 });
  const [cellBox, panelBox] = [await ending.boundingBox(), await panel.boundingBox()];
  expect(cellBox && panelBox && cellBox.x + cellBox.width <= panelBox.x).toBe(true);

  // An extra panel from service details, and 'Stäng' back to the service details.
  await page.goto(`/klc/${customers.channelPackageMix10}/tjanster`);
  // Exact: a disruption's title button ('… kanalerna …') would match too.
  await page.getByRole('button', { name: 'Kanaler', exact: true }).first().click();
  const details = page.getByTestId('panel-service-details');
  await details.getByRole('button', { name: 'Ändra kanaler' }).click();
  const extra = page.getByTestId('panel-edit-channels');
  await expect(extra).toContainText('Valda kanaler: 10 av 10');
  await extra.getByRole('button', { name: 'Stäng' }).click();
  await expect(extra).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Ändra kanaler' })).toBeVisible();
});
