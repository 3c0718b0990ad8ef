import { type Browser, expect, type Page } from '@playwright/test';
import { demoUser } from '@sappis/db/seed/demo/users';

/** Demo sign-ins of the seed (packages/db/src/seed), as an agent would type them. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Användarnamn').fill(username);
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('heading', { name: 'Välkommen till Sappis' })).toBeVisible();
}

/** A page of its own browser context (its own session), signed in as the demo user `username`. */
export async function signedInPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const user = demoUser(username);
  await signIn(page, user.username, user.password);
  return page;
}
