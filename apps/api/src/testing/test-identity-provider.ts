import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) for the company sign-in's tests, on 127.0.0.1: discovery, keys,
 * authorization with PKCE, token and userinfo endpoints as any certified provider has them, one confidential
 * client, and a login form of its own (no outside fonts or scripts) that checks a username and password. The
 * accounts can be changed between sign-ins (groups taken away, ...). Consent is given for the client at once, as
 * an organisation does for its own applications.
 */
export interface TestAccount {
  /** The provider's stable id of the person, the ID token's `sub`. */
  subject: string;
  password: string;
  email: string;
  givenName: string;
  familyName: string;
  /** The provider's groups, released as the claim `groups` (scope profile). */
  groups: string[];
}

export interface TestIdentityProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  /** By username; change them to change what the next sign-in gets. */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

export interface TestIdentityProviderOptions {
  /** A fixed port (the Playwright journey); default: a free one. */
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: Record<string, TestAccount>;
}

const PAGE_HEAD =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function loginPage(uid: string, error?: string): string {
  return `${PAGE_HEAD}<body><main><h1>Test identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label for="username">Username</label> <input id="username" name="username" autocomplete="username" required></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" required></p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<p><button type="submit">Sign in</button> <a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>
</form></main></body></html>`;
}

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

export async function startTestIdentityProvider(
  options: TestIdentityProviderOptions,
): Promise<TestIdentityProvider> {
  const accounts = new Map(Object.entries(options.accounts));
  const accountBySubject = (subject: string) => [...accounts.values()].find((a) => a.subject === subject);
  const usernameOf = (account: TestAccount) =>
    [...accounts.entries()].find(([, candidate]) => candidate === account)?.[0];

  let provider: Provider | undefined;
  const server = http.createServer((req, res) => {
    if (!provider) {
      res.writeHead(503).end();
      return;
    }
    const interaction = /^\/interaction\/[\w-]+(\/login|\/abort)?$/.exec(
      new URL(req.url ?? '/', 'http://x').pathname,
    );
    if (!interaction) {
      provider.callback()(req, res);
      return;
    }
    handleInteraction(provider, req, res, interaction[1]).catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  async function handleInteraction(
    oidcProvider: Provider,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    action: string | undefined,
  ): Promise<void> {
    const details = await oidcProvider.interactionDetails(req, res);
    if (details.prompt.name !== 'login') throw new Error(`unexpected prompt ${details.prompt.name}`);
    if (action === '/abort') {
      const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
      await oidcProvider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }
    if (action === undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
      return;
    }
    const form = await readForm(req);
    const account = accounts.get(form.get('username') ?? '');
    if (!account || account.password !== form.get('password')) {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(loginPage(details.uid, 'Wrong username or password'));
      return;
    }
    await oidcProvider.interactionFinished(
      req,
      res,
      { login: { accountId: account.subject } },
      { mergeWithLastSubmission: false },
    );
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'given_name', 'family_name', 'name', 'groups'],
    },
    cookies: { keys: ['sappis-test-identity-provider'] },
    async findAccount(_ctx, subject) {
      const account = accountBySubject(subject);
      if (!account) return undefined;
      return {
        accountId: subject,
        // Read at each token and userinfo request: the groups as the test has them now.
        async claims() {
          return {
            sub: subject,
            email: account.email,
            email_verified: true,
            preferred_username: usernameOf(account),
            given_name: account.givenName,
            family_name: account.familyName,
            name: `${account.givenName} ${account.familyName}`,
            groups: [...account.groups],
          };
        },
      };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });

  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
