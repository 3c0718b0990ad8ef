import { expect, type Page } from '@playwright/test';

/** Demo sign-ins of the seed (packages/db/src/seed), as an agent would type them. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Användarnamn').fill(username);
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('heading', { name: 'Välkommen till Sappis' })).toBeVisible();
}
