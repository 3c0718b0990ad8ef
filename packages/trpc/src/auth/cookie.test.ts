import { describe, expect, it } from 'vitest';
import { readSessionToken, serializeClearedSessionCookie, serializeSessionCookie } from './cookie.ts';

const token = 'A'.repeat(43);
const http = { secure: false };
const https = { secure: true };

describe('session cookie', () => {
  it('over http: sappis_session, httpOnly, SameSite=Lax, whole site, not Secure', () => {
    expect(serializeSessionCookie(token, http)).toBe(
      `sappis_session=${token}; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(serializeClearedSessionCookie(http)).toBe(
      'sappis_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });

  it('over https: __Host- prefix, Secure, Path=/ and no Domain', () => {
    const cookie = serializeSessionCookie(token, https);
    expect(cookie).toBe(`__Host-sappis_session=${token}; Path=/; HttpOnly; SameSite=Lax; Secure`);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(serializeClearedSessionCookie(https)).toMatch(/^__Host-sappis_session=; .*Secure.*Max-Age=0/);
  });

  it('reads only the name that fits the scheme', () => {
    const both = `other=1; sappis_session=${'B'.repeat(43)}; __Host-sappis_session=${token}`;
    expect(readSessionToken(both, https)).toBe(token);
    expect(readSessionToken(both, http)).toBe('B'.repeat(43));
    // Over https a cookie without the prefix (set by a sibling host or over http) is ignored.
    expect(readSessionToken(`sappis_session=${token}`, https)).toBeNull();
    expect(readSessionToken(`__Host-sappis_session=${token}`, http)).toBeNull();
  });

  it('ignores values that are not tokens', () => {
    expect(readSessionToken('sappis_session=short', http)).toBeNull();
    expect(readSessionToken('sappis_session=<script>aaaaaaaaaaaaaaaa', http)).toBeNull();
    expect(readSessionToken(undefined, http)).toBeNull();
  });
});
