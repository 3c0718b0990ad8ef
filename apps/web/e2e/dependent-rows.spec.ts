import type { Page } from '@playwright/test';
import { signedInPage } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 26 item 1 on demo customer 100156 (generated; no other spec touches it): Sappa Start, Sappa Play and two
// hire boxes with their program cards on agreement 1001563. A pause of every service pauses the boxes and cards with
// it ('Följer med tjänsten'); the agent keeps one box with a reason. At 1366×768, through the 'Åtgärder' menu.
const customerNumber = 100156;
const agreementNumber = 1001563;

test.use({ viewport: { width: 1366, height: 768 } });

/**
 * The rows of the product named `productName` in the agreement's table of the customer view (the customer has two);
 * by name, since beside a docked panel at 1366 px the compact table shows no product numbers.
 */
const rowsOf = (page: Page, productName: string) =>
  page
    .getByTestId('agreement')
    .filter({ hasText: `Avtal ${agreementNumber}` })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^└?${productName}\\b`) }) });

/** The first of the month two months after the month end `endDate` (the first return the pause offers). */
function firstReturn(endDate: string): string {
  const day = new Date(`${endDate}T00:00:00Z`);
  day.setUTCDate(1);
  day.setUTCMonth(day.getUTCMonth() + 2);
  return day.toISOString().slice(0, 10);
}

/** The day after and the day before an ISO day. */
const shifted = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const dayAfter = (day: string) => shifted(day, 1);
const dayBefore = (day: string) => shifted(day, -1);

test('a pause of every service pauses the hire boxes and cards with it; one box kept with a reason', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'agent');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/klc/${customerNumber}/tjanster`);
  const agreement = page.getByTestId('agreement').filter({ hasText: `Avtal ${agreementNumber}` });
  await agreement.getByRole('button', { name: 'Åtgärder' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Pausa tjänster' }).click();
  const panel = page.getByTestId('panel-pause');
  await expect(panel).toBeVisible();

  const services = panel.getByRole('table', { name: 'Tjänster att pausa' });
  await services.getByRole('checkbox', { name: 'Sappa Start' }).check();
  await services.getByRole('checkbox', { name: 'Sappa Play' }).check();
  const earliestCell = services.getByRole('row').filter({ hasText: 'Sappa Start' }).getByRole('cell').last();
  const earliest = ((await earliestCell.textContent()) ?? '').trim();
  const start = firstReturn(earliest);
  await panel.getByLabel('Slutdatum (pausen börjar)').fill(earliest);
  await panel.getByLabel('Startdatum (pausen slutar)').fill(start);
  await panel.getByLabel('Beskrivning').fill('Kunden är utomlands i vinter.');
  await panel.getByRole('checkbox', { name: 'Kunden är informerad om pausavgiften' }).check();

  // Before the agent acts: the boxes and cards are listed, ticked, as pausing with the services.
  const follows = panel.getByRole('region', { name: 'Följer med tjänsten' });
  await expect(follows).toContainText(
    `Hyrbox 4K Android TV pausas med tjänsten: sista dag ${earliest}, tillbaka ${start}`,
  );
  await expect(follows).toContainText(
    `Hyrbox Sappa Play pausas med tjänsten: sista dag ${earliest}, tillbaka ${start}`,
  );
  await expect(follows.getByRole('checkbox', { name: 'Hyrbox 4K Android TV' })).toBeChecked();

  // Unticking one asks why; with the reason the preview names it kept.
  await follows.getByRole('checkbox', { name: 'Hyrbox Sappa Play' }).uncheck();
  await expect(follows.getByRole('alert')).toHaveText('Ange varför Hyrbox Sappa Play ska vara kvar');
  await expect(panel.getByRole('button', { name: 'Pausa valda tjänster' })).toBeDisabled();
  const reason = follows.getByRole('textbox', { name: 'Varför ska Hyrbox Sappa Play vara kvar?' });
  // Typed as the agent types it: the preview appears at the first letter, the row's text grows with the reason.
  await reason.pressSequentially('Kunden ser Play på boxen');
  const preview = panel.getByRole('region', { name: 'Det här händer' });
  await expect(preview).toContainText('Hyrbox Sappa Play behålls utan tjänst: Kunden ser Play på boxen');
  // The preview appeared in the sticky footer, below the reason being typed: the reason stays in view above it.
  await expect
    .poll(() =>
      reason.evaluate((field) => {
        const footer = field.closest('form')?.querySelector('[data-testid="panel-footer"]');
        return footer ? field.getBoundingClientRect().bottom <= footer.getBoundingClientRect().top : null;
      }),
    )
    .toBe(true);
  await expect(preview).toContainText(
    `Hyrbox 4K Android TV pausas ${dayAfter(earliest)} – ${dayBefore(start)}.`,
  );
  // During the pause only the kept box bills (39 kr); from the return everything as before (297 kr).
  await expect(preview.getByRole('list', { name: 'Effekt på fakturan' })).toContainText('39 kr/mån från');
  await expect(preview.getByRole('list', { name: 'Effekt på fakturan' })).toContainText(
    `297 kr/mån från ${start}`,
  );

  await panel.getByRole('button', { name: 'Pausa valda tjänster' }).click();
  await expect(panel.getByTestId('operation-success')).toContainText('Pausen är registrerad.');

  // The table afterwards: the 4K box ends with the pause and comes back with the services; the kept box runs on.
  await expect(rowsOf(page, 'Hyrbox 4K Android TV')).toHaveCount(2);
  await expect(rowsOf(page, 'Hyrbox 4K Android TV').first()).toContainText(earliest);
  await expect(rowsOf(page, 'Hyrbox 4K Android TV').last()).toContainText(start);
  await expect(rowsOf(page, 'Hyrbox Sappa Play')).toHaveCount(1);
  await expect(rowsOf(page, 'Hyrbox Sappa Play')).not.toContainText(earliest);
});
