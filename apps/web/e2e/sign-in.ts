import { type Browser, type BrowserContext, type Cookie, expect, type Page, test } from '@playwright/test';
import { demoUser } from '@sappis/db/seed/demo/users';
import { e2eBaseUrl } from './servers.ts';

/**
 * Signs in through the login page, as an agent types it. One journey proves the form this way (shell.spec.ts, which
 * also signs out again), and a user a journey creates itself signs in like this; every other journey starts with a
 * demo user's session (signIn).
 */
export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Användarnamn').fill(username);
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('heading', { name: 'Välkommen till Sappis' })).toBeVisible();
}

/** The session cookie of each demo user, per server (baseURL): each signs in once per worker. */
const sessions = new Map<string, Promise<Cookie[]>>();

function sessionOf(context: BrowserContext, username: string): Promise<Cookie[]> {
  const key = `${e2eBaseUrl(test.info().parallelIndex)} ${username}`;
  let session = sessions.get(key);
  if (!session) {
    session = signInOverHttp(context, username);
    sessions.set(key, session);
  }
  return session;
}

/** `auth.login` as the login page sends it; the context keeps the session cookie, which is handed out from then on. */
async function signInOverHttp(context: BrowserContext, username: string): Promise<Cookie[]> {
  const { password } = demoUser(username);
  const response = await context.request.post('/trpc/auth.login?batch=1', {
    data: { 0: { username, password } },
  });
  expect(response.status(), `auth.login of ${username}`).toBe(200);
  return (await context.storageState()).cookies;
}

/**
 * Signs the page's browser context in as the demo user `username` (packages/db/src/seed) with that user's session,
 * signed in once per worker; the journey then opens its own page. The login form itself is proven once
 * (signInThroughForm).
 */
export async function signIn(page: Page, username: string): Promise<void> {
  const context = page.context();
  const cookies = await sessionOf(context, username);
  await context.addCookies(cookies);
}

/** Opens the start page, as signing in through the form ends (a journey that starts there). */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/sappis/hem');
  await expect(page.getByRole('heading', { name: 'Välkommen till Sappis' })).toBeVisible();
}

/** A page of its own browser context (its own tab set), signed in as the demo user `username`. */
export async function signedInPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}
