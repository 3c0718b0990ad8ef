import type { PrismaClient } from '@sappis/db';
import { type Adapters, createAdapters } from '../adapters/adapters.ts';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from './context.ts';
import { createTestUser } from './users.ts';

/**
 * A new signed-in SAPPIS user (or one of `groups`) whose outside systems are `overrides` (a failing or silent one),
 * every call timing out after 50 ms: what a test of an adapter's failure text calls through.
 */
export async function callerWithAdapters(
  prisma: PrismaClient,
  overrides: Partial<Adapters>,
  groups: string[] = ['SAPPIS'],
) {
  const user = await createTestUser(prisma, { groups });
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
  const adapters = createAdapters(prisma, { latencyMs: 0, timeoutMs: 50 }, overrides);
  return createCaller(createTestContext(prisma, jar, { adapters }));
}
