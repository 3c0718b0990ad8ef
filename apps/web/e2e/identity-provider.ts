/**
 * The identity provider of the company sign-in journey (company-sign-in.spec.ts): the journey starts a real one
 * (oidc-provider, apps/api/src/testing/test-identity-provider.ts) on this port, and the journeys' server is started
 * with these OIDC settings (playwright.config.ts). Discovery waits for the first company sign-in, so the server
 * starts, and the other journeys run, without it; their sign-in page only shows one more link.
 */
export const IDENTITY_PROVIDER = {
  port: Number(process.env.E2E_OIDC_PORT ?? 3198),
  clientId: 'sappis-e2e',
  clientSecret: 'sappis-e2e-client-secret',
  groupMap: { 'sappis-agenter': ['SAPPIS'], 'sappis-andralinjen': ['SAPPIS', 'EXTENDED_CUSTOMER_SUPPORT'] },
} as const;

export const CALLBACK_PATH = '/auth/oidc/callback';

/** The OIDC settings of the journeys' server on `appPort`. */
export function identityProviderSettings(appPort: number): Record<string, string> {
  return {
    OIDC_ISSUER: `http://127.0.0.1:${IDENTITY_PROVIDER.port}`,
    OIDC_CLIENT_ID: IDENTITY_PROVIDER.clientId,
    OIDC_CLIENT_SECRET: IDENTITY_PROVIDER.clientSecret,
    OIDC_REDIRECT_URL: `http://127.0.0.1:${appPort}${CALLBACK_PATH}`,
    OIDC_GROUP_MAP: JSON.stringify(IDENTITY_PROVIDER.groupMap),
  };
}
