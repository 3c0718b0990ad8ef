import { signedInPage } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 26 on demo customer 100023 (no other spec touches it): Bredband 250/250 on agreement 1000231 is terminated to
// the end of this month, its hire router Hyrrouter Wi-Fi 5 ended with it. Continuing the broadband brings the router
// back ('Följer med tjänsten', named before the agent acts); the router is not offered on its own. At 1366×768.
const customerNumber = 100023;
const agreementNumber = 1000231;

test.use({ viewport: { width: 1366, height: 768 } });

test('continuing the broadband brings back the router that ended with it, named before the agent acts', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'agent');
  await page.goto(`/klc/${customerNumber}/tjanster`);
  const agreement = page.getByTestId('agreement').filter({ hasText: `Avtal ${agreementNumber}` });
  await agreement.getByRole('button', { name: 'Åtgärder' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Fortsätt tjänster' }).click();
  const panel = page.getByTestId('panel-continue');
  await expect(panel).toBeVisible();

  const services = panel.getByRole('table', { name: 'Tjänster att fortsätta' });
  await expect(services.getByRole('checkbox')).toHaveCount(1);
  await services.getByRole('checkbox', { name: 'Bredband 250/250' }).check();
  const endCell = services.getByRole('row').filter({ hasText: 'Bredband 250/250' }).getByRole('cell').nth(2);
  const end = ((await endCell.textContent()) ?? '').trim();
  const next = new Date(`${end}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const from = next.toISOString().slice(0, 10);

  // Before the agent acts: the router is listed, ticked, as coming back with the broadband.
  const follows = panel.getByRole('region', { name: 'Följer med tjänsten' });
  await expect(follows).toContainText('De här raderna avslutades med tjänsten och fortsätter med den.');
  await expect(follows).toContainText(`Hyrrouter Wi-Fi 5 fortsätter med tjänsten från ${from}`);
  await expect(follows.getByRole('checkbox', { name: 'Hyrrouter Wi-Fi 5' })).toBeChecked();
  const preview = panel.getByRole('region', { name: 'Det här händer' });
  await expect(preview).toContainText(`Ny avtalsrad Hyrrouter Wi-Fi 5 (BRED007) från ${from}`);

  // Unticked, it asks why it should not continue; ticked again, it follows.
  await follows.getByRole('checkbox', { name: 'Hyrrouter Wi-Fi 5' }).uncheck();
  await expect(follows.getByRole('alert')).toHaveText('Ange varför Hyrrouter Wi-Fi 5 inte ska fortsätta');
  await follows
    .getByRole('textbox', { name: 'Varför ska Hyrrouter Wi-Fi 5 inte fortsätta?' })
    .fill('Kunden har egen router');
  await expect(preview).toContainText('Hyrrouter Wi-Fi 5 fortsätter inte: Kunden har egen router');
  await expect(preview).not.toContainText('Ny avtalsrad Hyrrouter Wi-Fi 5');
  await follows.getByRole('checkbox', { name: 'Hyrrouter Wi-Fi 5' }).check();

  await panel.getByRole('button', { name: 'Fortsätt med valda tjänster' }).click();
  await expect(panel.getByTestId('operation-success')).toContainText('Nya avtalsrad(er) har skapats.');
  // The table afterwards (read again): the router runs again from the day after, beside the one that ended.
  await page.reload();
  const rowsOf = (name: RegExp) =>
    agreement.getByRole('row').filter({ has: page.getByRole('cell', { name }) });
  await expect(rowsOf(/^└?Bredband 250\/250\b/)).toHaveCount(2);
  const routers = rowsOf(/^└?Hyrrouter Wi-Fi 5\b/);
  await expect(routers).toHaveCount(2);
  await expect(routers.last()).toContainText(from);
});
