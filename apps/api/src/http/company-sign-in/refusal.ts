import type { CompanySignInRefusal } from '@sappis/shared';
import * as oidc from 'openid-client';

/**
 * The refusal the sign-in page shows for what openid-client threw while finishing a sign-in: a code the provider
 * no longer accepts (used already, expired, or not issued for our verifier) is 'code'; an ID token out of its time
 * ('exp' passed, issued too long ago) 'expired'; a state or nonce that is not the attempt's 'state'; anything
 * else (the provider unreachable, a bad signature) 'failed', which the caller logs.
 */
export function refusalOfProtocolError(error: unknown): CompanySignInRefusal {
  if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') return 'code';
  if (error instanceof oidc.ClientError) {
    if (error.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return 'expired';
    if (error.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && /nonce/.test(String(error.cause)))
      return 'state';
    if (error.code === 'OAUTH_INVALID_RESPONSE' && /"state"/.test(String(error.cause))) return 'state';
  }
  return 'failed';
}
