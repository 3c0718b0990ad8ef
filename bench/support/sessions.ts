import type { PrismaClient } from '@sappis/db';
import { createSession, DEFAULT_SESSION_SETTINGS } from '@sappis/trpc/auth/sessions';
import { createTestUser } from '@sappis/trpc/testing/users';

/** `count` session cookies (`sappis_session=...`) of SAPPIS users, `perUser` sessions per user. */
export async function createSessionCookies(
  prisma: PrismaClient,
  count: number,
  perUser = 100,
): Promise<string[]> {
  const cookies: string[] = [];
  while (cookies.length < count) {
    const user = await createTestUser(prisma, { groups: ['SAPPIS'] });
    const batch = Math.min(perUser, count - cookies.length);
    const sessions = await Promise.all(
      Array.from({ length: batch }, () =>
        createSession(prisma, { userId: user.id, now: new Date(), settings: DEFAULT_SESSION_SETTINGS }),
      ),
    );
    for (const { token } of sessions) cookies.push(`sappis_session=${token}`);
  }
  return cookies;
}
