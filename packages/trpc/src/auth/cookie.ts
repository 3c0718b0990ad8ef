/** The session cookie: httpOnly, SameSite=Lax, Path=/, Secure when served over https. */
export const SESSION_COOKIE_NAME = 'sappis_session';

export interface SessionCookieOptions {
  secure: boolean;
}

export function serializeSessionCookie(token: string, options: SessionCookieOptions): string {
  // A browser-session cookie (no Max-Age): the server enforces the idle and absolute timeouts.
  const attributes = [`${SESSION_COOKIE_NAME}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function serializeClearedSessionCookie(options: SessionCookieOptions): string {
  const attributes = [
    `${SESSION_COOKIE_NAME}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The session token from a Cookie request header, or null. */
export function readSessionToken(cookieHeader: string | string[] | undefined | null): string | null {
  if (!cookieHeader) return null;
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== SESSION_COOKIE_NAME) continue;
    const value = pair.slice(index + 1).trim();
    // Tokens are base64url; anything else is not ours.
    return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
  }
  return null;
}
