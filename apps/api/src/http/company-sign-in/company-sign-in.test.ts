import type { PrismaClient } from '@sappis/db';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { COMPANY_SIGN_IN_CALLBACK_PATH, COMPANY_SIGN_IN_TEXTS, parseGroupMap } from '@sappis/shared';
import { EventHub } from '@sappis/trpc';
import { createTestUser } from '@sappis/trpc/testing/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySignInSettings } from '../../settings.ts';
import { RedirectBrowser } from '../../testing/redirect-browser.ts';
import {
  startTestIdentityProvider,
  type TestAccount,
  type TestIdentityProvider,
} from '../../testing/test-identity-provider.ts';
import { freePort, startTestServer, type TestServer } from '../../testing/test-server.ts';

/**
 * Issue 29 item 4: signing in with the company account against a real OpenID provider (oidc-provider) on this
 * machine, through the real API server and database, the browser's part played by RedirectBrowser.
 */

const CLIENT = { clientId: 'sappis', clientSecret: 'sappis-test-secret-0123456789' };
const GROUP_MAP =
  '{"sappis-agenter": "SAPPIS", "sappis-ekonomi": ["SAPPIS", "ECONOMY"], "sappis-it": "SAPPA_IT"}';

let db: TestDatabase;
let prisma: PrismaClient;
let provider: TestIdentityProvider;
/** The servers' live events: a user's changed groups drop the user's cached sessions, as in production. */
let events: EventHub;
/** The server of most tests, and one whose clock is two hours ahead of the provider's. */
let api: TestServer;
let lateApi: TestServer;
/** Local sign-in turned off (LOCAL_SIGN_IN=0). */
let companyOnlyApi: TestServer;
const servers: TestServer[] = [];

let accountCount = 0;
/** A new account at the provider: username, password 'rätt-lösenord', in the given provider groups. */
function newAccount(groups: string[]): { username: string; account: TestAccount } {
  accountCount += 1;
  const username = `anna${accountCount}-${process.pid}`;
  const account: TestAccount = {
    subject: `sub-${accountCount}-${process.pid}`,
    password: 'rätt-lösenord',
    email: `${username}@sappa.example`,
    givenName: 'Anna',
    familyName: `Svensson ${accountCount}`,
    groups,
  };
  provider.accounts.set(username, account);
  return { username, account };
}

async function companyServer(port: number, options: { password?: boolean; skew?: number } = {}) {
  const company: CompanySignInSettings = {
    issuer: new URL(provider.issuer),
    ...CLIENT,
    redirectUrl: new URL(COMPANY_SIGN_IN_CALLBACK_PATH, `http://127.0.0.1:${port}`),
    scopes: 'openid profile email',
    groupsClaim: 'groups',
    groupMap: parseGroupMap(GROUP_MAP, 'Sappa'),
  };
  const server = await startTestServer({
    prisma,
    port,
    signIn: { password: options.password ?? true, company },
    companySignInClockSkewSeconds: options.skew,
    events,
  });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  events = new EventHub({ connectionString: db.url });
  await events.ready();
  const ports = [await freePort(), await freePort(), await freePort()];
  provider = await startTestIdentityProvider({
    ...CLIENT,
    redirectUris: ports.map((port) => `http://127.0.0.1:${port}${COMPANY_SIGN_IN_CALLBACK_PATH}`),
    accounts: {},
  });
  api = await companyServer(ports[0] as number);
  // The provider's ID tokens live an hour (its default): two hours later every one has expired.
  lateApi = await companyServer(ports[1] as number, { skew: 2 * 3600 });
  companyOnlyApi = await companyServer(ports[2] as number, { password: false });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.server.close()));
  await provider?.close();
  await events?.close();
  await db?.drop();
});

/**
 * Starts a company sign-in at `server` and signs in at the provider's form; resolves with the callback URL the
 * provider sends the browser to (not yet followed).
 */
async function authorize(
  browser: RedirectBrowser,
  server: TestServer,
  username: string,
  from = '/sappis/hem',
) {
  const callback = (location: URL) => location.pathname === COMPANY_SIGN_IN_CALLBACK_PATH;
  const form = await browser.follow(`${server.url}/auth/oidc/login?from=${encodeURIComponent(from)}`, {
    stop: callback,
  });
  expect(form.url.origin).toBe(provider.issuer);
  expect(await form.response.text()).toContain('<form method="post"');
  const account = provider.accounts.get(username);
  const done = await browser.follow(`${form.url.href}/login`, {
    method: 'POST',
    form: { username, password: account?.password ?? '' },
    stop: callback,
  });
  expect(done.url.pathname).toBe(COMPANY_SIGN_IN_CALLBACK_PATH);
  return done.url.href;
}

/** Follows the provider's redirect to our callback; resolves with where Sappis sends the browser then. */
async function returnToSappis(browser: RedirectBrowser, callbackUrl: string): Promise<string> {
  const response = await browser.request(callbackUrl);
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

async function signIn(browser: RedirectBrowser, server: TestServer, username: string, from?: string) {
  return returnToSappis(browser, await authorize(browser, server, username, from));
}

async function profileOf(browser: RedirectBrowser, server: TestServer) {
  const response = await browser.request(`${server.url}/trpc/auth.profile`);
  if (response.status !== 200) return { status: response.status, groups: undefined };
  const body = (await response.json()) as { result: { data: { username: string; groups: string[] } } };
  return { status: 200, ...body.result.data };
}

function linkedUser(account: TestAccount) {
  return prisma.user.findUnique({
    where: { oidcIssuer_oidcSubject: { oidcIssuer: provider.issuer, oidcSubject: account.subject } },
    include: { groups: { include: { group: true } }, sessions: true },
  });
}

describe('signing in with the company account', () => {
  it('creates the user with the mapped groups at the first sign-in and sets the session cookie as a password sign-in does', async () => {
    const { username, account } = newAccount(['sappis-ekonomi', 'alla-anstallda']);
    const browser = new RedirectBrowser();
    const callbackUrl = await authorize(browser, api, username, '/klc/100001/tjanster');
    const callback = await browser.request(callbackUrl);

    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/klc/100001/tjanster');
    const sessionCookie = callback.headers.getSetCookie().find((line) => line.startsWith('sappis_session='));
    expect(sessionCookie).toMatch(/^sappis_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(callback.headers.getSetCookie()).toContain(
      'sappis_oidc=; Path=/auth/oidc; HttpOnly; SameSite=Lax; Max-Age=0',
    );

    expect(await profileOf(browser, api)).toMatchObject({
      status: 200,
      username,
      groups: ['ECONOMY', 'SAPPIS'],
    });
    const user = await linkedUser(account);
    expect(user).toMatchObject({
      username,
      email: account.email,
      firstName: 'Anna',
      lastName: account.familyName,
      active: true,
    });
    expect(user?.sessions).toHaveLength(1);
  });

  it('updates the profile at a later sign-in and finds the user by subject, whatever the username', async () => {
    const { username, account } = newAccount(['sappis-agenter']);
    await signIn(new RedirectBrowser(), api, username);
    provider.accounts.delete(username);
    const renamed = `${username}-gift`;
    provider.accounts.set(renamed, {
      ...account,
      familyName: 'Berg',
      groups: ['sappis-agenter', 'sappis-it'],
    });

    const browser = new RedirectBrowser();
    expect(await signIn(browser, api, renamed)).toBe('/sappis/hem');
    expect(await profileOf(browser, api)).toMatchObject({
      username: renamed,
      groups: ['SAPPA_IT', 'SAPPIS'],
    });
    expect(await prisma.user.count({ where: { oidcSubject: account.subject } })).toBe(1);
    expect((await linkedUser(account))?.lastName).toBe('Berg');
  });

  it('takes away at the next sign-in the groups the provider no longer gives, from every session of the user', async () => {
    const { username, account } = newAccount(['sappis-agenter', 'sappis-ekonomi']);
    const first = new RedirectBrowser();
    await signIn(first, api, username);
    expect((await profileOf(first, api)).groups).toEqual(['ECONOMY', 'SAPPIS']);

    account.groups = ['sappis-agenter'];
    const second = new RedirectBrowser();
    expect(await signIn(second, api, username)).toBe('/sappis/hem');
    expect((await profileOf(second, api)).groups).toEqual(['SAPPIS']);
    await expect.poll(async () => (await profileOf(first, api)).groups).toEqual(['SAPPIS']);
    const audit = await prisma.auditEntry.findMany({
      where: {
        entityType: 'user',
        entityId: String((await linkedUser(account))?.id),
        action: 'user.groupRemoved',
      },
    });
    expect(audit.map((entry) => entry.details)).toEqual([{ group: 'ECONOMY', source: 'oidc' }]);

    // None left: refused, and the groups are gone for the session still open too.
    account.groups = ['alla-anstallda'];
    const third = new RedirectBrowser();
    expect(await signIn(third, api, username)).toBe('/?foretagskonto=no-group');
    expect(third.cookies.has('sappis_session')).toBe(false);
    await expect.poll(async () => (await profileOf(first, api)).groups).toEqual([]);
  });

  it('refuses an account in no mapped group without creating a user', async () => {
    const { username, account } = newAccount(['alla-anstallda']);
    expect(await signIn(new RedirectBrowser(), api, username)).toBe('/?foretagskonto=no-group');
    expect(await linkedUser(account)).toBeNull();
  });

  it('refuses a user disabled in Sappis, and changes nothing', async () => {
    const { username, account } = newAccount(['sappis-agenter']);
    await signIn(new RedirectBrowser(), api, username);
    await prisma.user.update({ where: { id: (await linkedUser(account))?.id }, data: { active: false } });
    const sessionsBefore = (await linkedUser(account))?.sessions;
    account.groups = ['sappis-agenter', 'sappis-ekonomi'];

    const browser = new RedirectBrowser();
    expect(await signIn(browser, api, username)).toBe('/?foretagskonto=disabled');
    expect(browser.cookies.has('sappis_session')).toBe(false);
    const user = await linkedUser(account);
    expect(user?.active).toBe(false);
    expect(user?.sessions).toEqual(sessionsBefore);
    expect(user?.groups.map((membership) => membership.group.name)).toEqual(['SAPPIS']);
  });

  it('refuses an account whose username a local user already has: no account is taken over', async () => {
    const local = await createTestUser(prisma, { groups: ['SAPPIS'] });
    const { username, account } = newAccount(['sappis-agenter']);
    provider.accounts.delete(username);
    provider.accounts.set(local.username, account);
    expect(await signIn(new RedirectBrowser(), api, local.username)).toBe('/?foretagskonto=conflict');
    expect(await linkedUser(account)).toBeNull();
  });
});

describe('a company sign-in is refused', () => {
  it('for an answer whose state is not the one this browser sent, and that attempt is over', async () => {
    const { username, account } = newAccount(['sappis-agenter']);
    const browser = new RedirectBrowser();
    const callbackUrl = new URL(await authorize(browser, api, username));
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'an-attackers-state');

    expect(await returnToSappis(browser, forged.href)).toBe('/?foretagskonto=state');
    // The genuine answer after it finds no attempt any more.
    expect(await returnToSappis(browser, callbackUrl.href)).toBe('/?foretagskonto=state');
    expect(browser.cookies.has('sappis_session')).toBe(false);
    expect(await linkedUser(account)).toBeNull();
  });

  it('for an answer that reaches a browser which started no sign-in (a code pushed on someone else)', async () => {
    const { username } = newAccount(['sappis-agenter']);
    const attacker = new RedirectBrowser();
    const callbackUrl = await authorize(attacker, api, username);
    const victim = new RedirectBrowser();
    expect(await returnToSappis(victim, callbackUrl)).toBe('/?foretagskonto=state');
    expect(victim.cookies.has('sappis_session')).toBe(false);
  });

  it('for a code used before, even with the attempt that asked for it', async () => {
    const { username, account } = newAccount(['sappis-agenter']);
    const browser = new RedirectBrowser();
    const callbackUrl = await authorize(browser, api, username);
    const attempt = browser.cookies.get('sappis_oidc');
    expect(await returnToSappis(browser, callbackUrl)).toBe('/sappis/hem');

    const replay = new RedirectBrowser();
    replay.cookies.set('sappis_oidc', attempt as string);
    expect(await returnToSappis(replay, callbackUrl)).toBe('/?foretagskonto=code');
    expect(replay.cookies.has('sappis_session')).toBe(false);
    expect((await linkedUser(account))?.sessions).toHaveLength(1);
  });

  it('for an ID token that has expired when it arrives', async () => {
    const { username, account } = newAccount(['sappis-agenter']);
    const browser = new RedirectBrowser();
    expect(await signIn(browser, lateApi, username)).toBe('/?foretagskonto=expired');
    expect(browser.cookies.has('sappis_session')).toBe(false);
    expect(await linkedUser(account)).toBeNull();
  });

  it('when the user cancels at the provider', async () => {
    newAccount(['sappis-agenter']);
    const browser = new RedirectBrowser();
    const form = await browser.follow(`${api.url}/auth/oidc/login`);
    const cancelled = await browser.follow(`${form.url.href}/abort`, {
      stop: (location) => location.pathname === COMPANY_SIGN_IN_CALLBACK_PATH,
    });
    expect(await returnToSappis(browser, cancelled.url.href)).toBe('/?foretagskonto=denied');
  });
});

describe('with local sign-in turned off (LOCAL_SIGN_IN=0)', () => {
  it('offers only the company account, refuses a password, and signs in with the company account', async () => {
    const methods = await fetch(`${companyOnlyApi.url}/trpc/auth.signInMethods`);
    expect(await methods.json()).toEqual({ result: { data: { password: false, companyAccount: true } } });
    const local = await createTestUser(prisma, { groups: ['SAPPIS'] });
    const login = await fetch(`${companyOnlyApi.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: local.username, password: local.password }),
    });
    expect(login.status).toBe(403);
    expect(JSON.stringify(await login.json())).toContain(COMPANY_SIGN_IN_TEXTS.passwordSignInOff);
    expect(login.headers.getSetCookie()).toEqual([]);

    const { username } = newAccount(['sappis-agenter']);
    const browser = new RedirectBrowser();
    expect(await signIn(browser, companyOnlyApi, username)).toBe('/sappis/hem');
    expect((await profileOf(browser, companyOnlyApi)).groups).toEqual(['SAPPIS']);
  });
});
