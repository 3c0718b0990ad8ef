import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 14 (/sappis/announcement-manager): marketing writes an announcement, checks it in the preview, saves it
// as a draft and publishes it.
test('a marketing user writes an announcement with preview and publishes it', async ({ page }) => {
  await signIn(page, 'marknad');
  await page.goto('/sappis/announcement-manager');
  await expect(page.getByRole('heading', { name: 'Kundmeddelanden' })).toBeVisible();

  await page.getByRole('button', { name: 'Spara utkast' }).click();
  await expect(page.getByText('Ange en rubrik.')).toBeVisible();

  await page.getByLabel('Rubrik').fill('E2E: Nya kanaler i december');
  await page
    .getByRole('textbox', { name: 'Meddelande', exact: true })
    .fill('Tre nya kanaler ingår.\nIngen prisändring.');
  await page.getByLabel('Målgrupp').selectOption({ label: 'Kunder med TV' });
  const preview = page.getByTestId('announcement-preview');
  await expect(preview.getByRole('heading', { name: 'E2E: Nya kanaler i december' })).toBeVisible();
  await expect(preview).toContainText('Tre nya kanaler ingår.');
  await expect(page.getByText('Visas för: Kunder med TV')).toBeVisible();

  await page.getByRole('button', { name: 'Spara utkast' }).click();
  const row = page.getByRole('row').filter({ hasText: 'E2E: Nya kanaler i december' });
  await expect(row.getByText('Utkast')).toBeVisible();
  await row.getByRole('button', { name: 'Publicera E2E: Nya kanaler i december' }).click();
  await expect(row.getByText('Visas för kunder')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Avpublicera E2E: Nya kanaler i december' })).toBeVisible();
});

// Issue 14 (/sappis/support): an agent reports a problem with Sappis; it becomes a case listed under their reports.
test('an agent reports a support problem and sees it in their list', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto('/sappis/support');
  await expect(page.getByRole('heading', { name: 'Intern support' })).toBeVisible();
  const reports = page.getByRole('table', { name: 'Mina felanmälningar' });
  await expect(reports.getByText('Ser inte menyvalet Kampanjer')).toBeVisible();

  await page.getByRole('button', { name: 'Skicka felanmälan' }).click();
  await expect(page.getByText('Välj vilken del av Sappis det gäller.')).toBeVisible();

  await page.getByLabel('Vad gäller det?').selectOption({ label: 'Ärenden och köer' });
  await page.getByLabel('Hur påverkar det ditt arbete?').selectOption({ label: 'Jag kan inte arbeta' });
  await page.getByLabel('Rubrik').fill('Ärendekön laddar inte');
  await page.getByLabel('Beskrivning').fill('Kön Bredband extern snurrar och visar sedan ett fel.');
  await page.getByRole('button', { name: 'Skicka felanmälan' }).click();

  const confirmation = page.getByTestId('support-reported');
  await expect(confirmation).toContainText('Tack! Din felanmälan är registrerad som ärende');
  const caseNumber = (await confirmation.getByRole('link').textContent())?.trim() ?? '';
  expect(caseNumber).toMatch(/^\d+$/);
  const row = reports.getByRole('row').filter({ hasText: 'Ärendekön laddar inte' });
  await expect(row).toContainText(caseNumber);
  await expect(row).toContainText('Sappis förvaltning');
  await expect(row).toContainText('Ärenden och köer');
});
