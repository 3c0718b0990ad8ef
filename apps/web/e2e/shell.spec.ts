import { DEMO_FIXTURES } from '@sappis/db/seed/demo/fixtures';
import { demoUser } from '@sappis/db/seed/demo/users';
import { openHome, signIn, signInThroughForm } from './sign-in.ts';
import { expect, test } from './test.ts';

test('the app is served compressed, the customer page preloaded, under a Content-Security-Policy whose violations are seen', async ({
  page,
  cspViolations,
}) => {
  // The customer page is in the first view's chunk (vite-plugins/first-view-chunks.ts).
  const customerPage = page.waitForResponse((response) =>
    /\/assets\/first-view-[^/]+\.js$/.test(response.url()),
  );
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The customer page's code is fetched on the login page already, before anyone opens a customer.
  expect((await customerPage).status()).toBe(200);

  // The entry chunk goes out brotli-compressed to a browser that accepts it, and as is to one that does not.
  const entry = await page.locator('script[type="module"]').getAttribute('src');
  expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
  const asBrowser = await page.request.get(entry as string, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(asBrowser.headers()['content-encoding']).toBe('br');
  expect(asBrowser.headers().vary).toContain('Accept-Encoding');
  const identity = await page.request.get(entry as string, { headers: { 'accept-encoding': 'identity' } });
  expect(identity.headers()['content-encoding']).toBeUndefined();
  expect(await asBrowser.body()).toEqual(await identity.body());

  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'document.title = "inline ran"';
    document.head.append(inline);
  });
  await expect.poll(() => cspViolations.some((report) => report.startsWith('script-src'))).toBe(true);
  await expect(page).not.toHaveTitle('inline ran');
  cspViolations.length = 0;
});

test('an agent signs in, opens a customer and finds it among the recent customers', async ({ page }) => {
  await signIn(page, 'agent');

  const customerNumber = DEMO_FIXTURES.customers.standard;
  await page.goto(`/klc/${customerNumber}/tjanster`);
  await expect(page.getByTestId('page-title')).toHaveText('Kundbild');
  const strip = page.getByTestId('customer-strip');
  await expect(strip).toContainText(String(customerNumber));

  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link', { name: new RegExp(`, ${customerNumber}$`) })).toBeVisible();
});

test('the menu differs between an agent and an admin', async ({ browser }) => {
  const agentPage = await (await browser.newContext()).newPage();
  await signIn(agentPage, 'agent');
  await openHome(agentPage);
  const agentMenu = agentPage.getByTestId('side-menu');
  await expect(agentMenu.getByRole('link', { name: 'Alla ärenden' })).toBeVisible();
  await expect(agentMenu.getByRole('link', { name: 'Hantera köer' })).toHaveCount(0);
  await expect(agentMenu.getByRole('link', { name: 'Taggar' })).toHaveCount(0);

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin');
  await openHome(adminPage);
  const adminMenu = adminPage.getByTestId('side-menu');
  await expect(adminMenu.getByRole('link', { name: 'Hantera köer' })).toBeVisible();
  await expect(adminMenu.getByRole('link', { name: 'Taggar' })).toBeVisible();
  await expect(adminMenu.getByRole('link', { name: 'Commerce' })).toHaveCount(0);
});

// The one journey that signs in through the login form (the others start with a demo user's session); its session
// is its own, since it signs out.
test('a page outside the agent’s groups says so, and signing out returns to the login page', async ({
  page,
}) => {
  const agent = demoUser('agent');
  await signInThroughForm(page, agent.username, agent.password);
  await page.goto('/sappis/tags');
  await expect(page.getByRole('heading', { name: 'Behörighet saknas' })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  await page.goto('/sappis/hem');
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
});
