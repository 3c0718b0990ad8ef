import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * One company sign-in in progress, kept by the browser that started it, so any API process can finish it: the
 * state and nonce sent to the identity provider, the PKCE code verifier and where to go afterwards. httpOnly,
 * SameSite=Lax (the provider's redirect back is a top-level GET, which takes it along), only sent to /auth/oidc,
 * gone after 10 minutes and cleared by the callback whatever its outcome. Nothing in it signs anyone in: the
 * provider's code, bound to the verifier's challenge, does that once.
 */
export interface SignInAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

const COOKIE_NAME = 'sappis_oidc';
const COOKIE_PATH = '/auth/oidc';
const MAX_AGE_SECONDS = 600;

const attemptSchema = z.object({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  codeVerifier: z.string().min(43).max(128),
  returnTo: z.string().startsWith('/').max(2000),
});

/** Over https the name carries the `__Secure-` prefix, so no plain-http page can set it. */
function cookieName(secure: boolean): string {
  return secure ? `__Secure-${COOKIE_NAME}` : COOKIE_NAME;
}

function attributes(secure: boolean): string[] {
  return [`Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
}

export function serializeAttemptCookie(attempt: SignInAttempt, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(attempt)).toString('base64url');
  return [`${cookieName(secure)}=${value}`, ...attributes(secure), `Max-Age=${MAX_AGE_SECONDS}`].join('; ');
}

export function serializeClearedAttemptCookie(secure: boolean): string {
  return [`${cookieName(secure)}=`, ...attributes(secure), 'Max-Age=0'].join('; ');
}

/** The attempt of the request's cookie, or undefined (none, expired, or not ours). */
export function readAttemptCookie(
  cookieHeader: string | undefined,
  secure: boolean,
): SignInAttempt | undefined {
  const name = cookieName(secure);
  for (const pair of (cookieHeader ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== name) continue;
    try {
      const json: unknown = JSON.parse(Buffer.from(pair.slice(index + 1).trim(), 'base64url').toString());
      return attemptSchema.parse(json);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether the provider's `state` is the attempt's (compared in constant time). */
export function isAttemptState(attempt: SignInAttempt, state: unknown): boolean {
  if (typeof state !== 'string') return false;
  const expected = Buffer.from(attempt.state);
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
