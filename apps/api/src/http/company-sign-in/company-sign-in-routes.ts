import type { PrismaClient } from '@sappis/db';
import {
  COMPANY_SIGN_IN_CALLBACK_PATH,
  COMPANY_SIGN_IN_PATH,
  COMPANY_SIGN_IN_REFUSAL_PARAM,
  type CompanySignInRefusal,
  claimStrings,
  companyAccountOf,
  inAppReturnPath,
} from '@sappis/shared';
import { type Context, signInWithCompanyAccount } from '@sappis/trpc';
import express, { type NextFunction, type Request, type Response } from 'express';
import * as oidc from 'openid-client';
import type { Logger } from '../../logger.ts';
import { requestIdOf } from '../../request-logger.ts';
import type { CompanySignInSettings } from '../../settings.ts';
import { noStore } from '../security-headers.ts';
import {
  isAttemptState,
  readAttemptCookie,
  serializeAttemptCookie,
  serializeClearedAttemptCookie,
} from './attempt-cookie.ts';
import type { IdentityProvider } from './identity-provider.ts';
import { refusalOfProtocolError } from './refusal.ts';

export interface CompanySignInRoutesOptions {
  prisma: PrismaClient;
  logger: Logger;
  settings: CompanySignInSettings;
  provider: IdentityProvider;
  /** The browser reaches us over https (PUBLIC_URL): the attempt cookie is Secure. */
  secure: boolean;
  productName: string;
  /** The request's tRPC context: the session is started through it, exactly as auth.login does. */
  contextOf(req: Request, res: Response): Context;
}

/**
 * Signing in with the company account: the authorization code flow with PKCE (S256), state and nonce.
 *
 * - GET /auth/oidc/login?from=<in-app path>  keeps a new attempt in a cookie and sends the browser to the provider
 * - GET /auth/oidc/callback                  checks the answer (state against the cookie; openid-client: the
 *                                             code grant with the verifier, the ID token's signature, issuer,
 *                                             audience, time and nonce), signs the user in and goes on to `from`
 *
 * A refusal goes back to the sign-in page with its reason (`/?foretagskonto=disabled`), which the page names.
 */
export function companySignInRoutes(options: CompanySignInRoutesOptions): express.Router {
  const { settings, provider, secure, logger } = options;
  const routes = express.Router();

  const refuse = (req: Request, res: Response, refusal: CompanySignInRefusal, error?: unknown) => {
    const fields = { reqId: requestIdOf(req), refusal };
    if (refusal === 'failed') logger.warn({ ...fields, err: error }, 'company sign-in failed');
    else logger.info(fields, 'company sign-in refused');
    res.redirect(303, `/?${COMPANY_SIGN_IN_REFUSAL_PARAM}=${refusal}`);
  };

  routes.get(COMPANY_SIGN_IN_PATH, noStore, (req: Request, res: Response, next: NextFunction) => {
    const start = async () => {
      let configuration: oidc.Configuration;
      try {
        configuration = await provider.configuration();
      } catch (error) {
        refuse(req, res, 'failed', error);
        return;
      }
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const attempt = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        returnTo: inAppReturnPath(req.query.from),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: settings.redirectUrl.href,
        scope: settings.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: attempt.state,
        nonce: attempt.nonce,
      });
      res.append('Set-Cookie', serializeAttemptCookie(attempt, secure));
      res.redirect(303, url.href);
    };
    start().catch(next);
  });

  routes.get(COMPANY_SIGN_IN_CALLBACK_PATH, noStore, (req: Request, res: Response, next: NextFunction) => {
    const finish = async () => {
      const attempt = readAttemptCookie(req.headers.cookie, secure);
      // One answer per attempt, whatever it is: a replayed callback finds no attempt.
      res.append('Set-Cookie', serializeClearedAttemptCookie(secure));
      if (!attempt || !isAttemptState(attempt, req.query.state)) {
        refuse(req, res, 'state');
        return;
      }
      if (req.query.error !== undefined) {
        refuse(req, res, req.query.error === 'access_denied' ? 'denied' : 'failed', req.query.error);
        return;
      }

      let claims: Record<string, unknown>;
      try {
        const configuration = await provider.configuration();
        const callbackUrl = new URL(req.originalUrl, settings.redirectUrl);
        const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: attempt.codeVerifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        claims = { ...idToken };
        // Providers that keep the ID token small give the groups (and often the names) at the userinfo endpoint.
        const inIdToken = claimStrings(claims, settings.groupsClaim).length > 0;
        if (!inIdToken && configuration.serverMetadata().userinfo_endpoint) {
          const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
          claims = { ...idToken, ...userInfo, iss: idToken.iss, sub: idToken.sub };
        }
      } catch (error) {
        refuse(req, res, refusalOfProtocolError(error), error);
        return;
      }

      const context = options.contextOf(req, res);
      const subject = String(claims.sub);
      const issuer = String(claims.iss);
      const profile = companyAccountOf(claims, {
        subject,
        issuer: settings.issuer,
        groupsClaim: settings.groupsClaim,
        groupMap: settings.groupMap,
      });
      const result = await signInWithCompanyAccount(options.prisma, {
        account: { ...profile, issuer, subject },
        productName: options.productName,
        previousSessionToken: context.sessionToken,
        userAgent: context.userAgent,
        settings: context.sessionSettings,
        now: context.now(),
      });
      if (!result.signedIn) {
        refuse(req, res, result.refusal);
        return;
      }
      context.startSession(result.token);
      logger.info({ reqId: requestIdOf(req), userId: result.userId }, 'company sign-in');
      res.redirect(303, attempt.returnTo);
    };
    finish().catch(next);
  });

  return routes;
}

/** Without OIDC_* a link to the company sign-in (an old bookmark) comes back to the sign-in page, which says so. */
export function companySignInOff(): express.Router {
  const routes = express.Router();
  routes.get([COMPANY_SIGN_IN_PATH, COMPANY_SIGN_IN_CALLBACK_PATH], noStore, (_req, res) => {
    res.redirect(303, `/?${COMPANY_SIGN_IN_REFUSAL_PARAM}=off`);
  });
  return routes;
}
