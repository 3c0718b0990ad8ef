import * as oidc from 'openid-client';
import { type CompanySignInSettings, isLoopbackUrl } from '../../settings.ts';

/**
 * The identity provider as openid-client sees it: its metadata and keys (discovery at the first sign-in, kept for
 * the process's life; a failed discovery is tried again at the next sign-in, so the server starts while the
 * provider is down) and our client's credentials (client_secret_basic).
 */
export interface IdentityProvider {
  configuration(): Promise<oidc.Configuration>;
}

export function identityProvider(
  settings: CompanySignInSettings,
  options: { clockSkewSeconds?: number } = {},
): IdentityProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  const discover = () =>
    oidc.discovery(
      settings.issuer,
      settings.clientId,
      options.clockSkewSeconds ? { [oidc.clockSkew]: options.clockSkewSeconds } : undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      // Plain http only to a provider on this machine (a test's, a developer's); the settings refuse any other.
      settings.issuer.protocol === 'http:' && isLoopbackUrl(settings.issuer)
        ? { execute: [oidc.allowInsecureRequests] }
        : undefined,
    );
  return {
    configuration() {
      if (!discovered) {
        const attempt = discover();
        discovered = attempt;
        attempt.catch(() => {
          if (discovered === attempt) discovered = undefined;
        });
      }
      return discovered;
    },
  };
}
