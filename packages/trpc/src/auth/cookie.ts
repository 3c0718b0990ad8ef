/**
 * The session cookie: httpOnly, SameSite=Lax, Path=/. Served over https it is Secure and carries the
 * `__Host-` prefix, so no sibling host or plain-http page can set or shadow it; over http it has no prefix
 * (browsers refuse `__Host-` cookies without Secure).
 */
export const SESSION_COOKIE_NAME = 'sappis_session';
const HOST_PREFIX = '__Host-';

export interface SessionCookieOptions {
  /** The browser reaches us over https (setting PUBLIC_URL). */
  secure: boolean;
}

function sessionCookieName(options: SessionCookieOptions): string {
  return options.secure ? `${HOST_PREFIX}${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME;
}

function attributes(options: SessionCookieOptions): string[] {
  return ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(options.secure ? ['Secure'] : [])];
}

export function serializeSessionCookie(token: string, options: SessionCookieOptions): string {
  // A browser-session cookie (no Max-Age): the server enforces the idle and absolute timeouts.
  return [`${sessionCookieName(options)}=${token}`, ...attributes(options)].join('; ');
}

export function serializeClearedSessionCookie(options: SessionCookieOptions): string {
  return [
    `${sessionCookieName(options)}=`,
    ...attributes(options),
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  ].join('; ');
}

/** The session token from a Cookie request header, or null. Only the cookie name of `options` counts. */
export function readSessionToken(
  cookieHeader: string | string[] | undefined | null,
  options: SessionCookieOptions,
): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(options);
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const value = pair.slice(index + 1).trim();
    // Tokens are base64url; anything else is not ours.
    return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
  }
  return null;
}
