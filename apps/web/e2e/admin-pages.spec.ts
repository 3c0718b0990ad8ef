import { signIn, signInThroughForm } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 14 (/sappis/groups): an administrator creates a user, and taking SAPPIS away from that signed-in user
// takes the open tab's access away at once, without a reload.
test('an admin creates a user and removes SAPPIS from them; their open tab loses access at once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.goto('/sappis/groups');
  await expect(admin.getByRole('heading', { name: 'Grupper' })).toBeVisible();

  await admin.getByRole('button', { name: 'Ny användare' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Ny användare' });
  await dialog.getByLabel('Användarnamn').fill('e2e.tillfallig');
  await dialog.getByLabel('Förnamn').fill('Tillfällig');
  await dialog.getByLabel('Efternamn').fill('Agent');
  await dialog.getByLabel('E-post').fill('tillfallig@example.se');
  await dialog.getByLabel('Anställningsnummer').fill('E2E-77');
  await dialog.getByLabel('Första lösenord (minst 12 tecken)').fill('e2e-losenord-123');
  await dialog.getByRole('button', { name: 'Skapa användare' }).click();
  await expect(dialog).toBeHidden();

  const agent = await (await browser.newContext()).newPage();
  await signInThroughForm(agent, 'e2e.tillfallig', 'e2e-losenord-123');
  await agent.goto('/sappis/cases');
  await expect(agent.getByRole('heading', { name: 'Alla ärenden' })).toBeVisible();

  await admin.getByRole('searchbox', { name: 'Sök användare' }).fill('e2e.tillfallig');
  await admin.getByRole('button', { name: 'Tillfällig Agent' }).click();
  const sheet = admin.getByRole('dialog', { name: 'Tillfällig Agent' });
  await expect(sheet.getByRole('switch', { name: 'SAPPIS' })).toBeChecked();
  await sheet.getByRole('switch', { name: 'SAPPIS' }).click();
  await expect(sheet.getByRole('switch', { name: 'SAPPIS' })).not.toBeChecked();

  // The agent's tab, untouched: its menu and page follow the new groups.
  await expect(agent.getByRole('heading', { name: 'Behörighet saknas' })).toBeVisible();
  await expect(agent.getByRole('link', { name: 'Alla ärenden' })).toHaveCount(0);
});

// Issue 14 (/sappis/shorten-link): a short link made on the page redirects (302) to its target.
test('an agent makes a short link that leads to its address', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto('/sappis/shorten-link');
  await page.getByLabel('Adress').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Skapa kort länk' }).click();
  await expect(page.getByText('Endast http- och https-adresser kan förkortas.')).toBeVisible();

  const target = new URL('/sappis/meddelanden', page.url()).href;
  await page.getByLabel('Adress').fill(target);
  await page.getByLabel('Eget namn (valfritt)').fill('e2e-meddelanden');
  await page.getByRole('button', { name: 'Skapa kort länk' }).click();
  const shortLink = page.getByTestId('created-short-link').getByRole('link');
  await expect(shortLink).toHaveText(/\/l\/e2e-meddelanden$/);

  const response = await page.request.get((await shortLink.getAttribute('href')) as string, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(target);
  await page.goto('/l/e2e-meddelanden');
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { name: 'Meddelanden' })).toBeVisible();
});
