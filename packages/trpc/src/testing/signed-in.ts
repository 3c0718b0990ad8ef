import type { PrismaClient } from '@sappis/db';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from './context.ts';
import { createTestUser, type TestUserOptions } from './users.ts';

/**
 * A new user with `groups`, signed in; returns the user and a caller acting as that user (on a server whose
 * product name is `options.productName`, default 'Sappa').
 */
export async function signInTestUser(prisma: PrismaClient, options: TestUserOptions = {}) {
  const user = await createTestUser(prisma, options);
  const jar: CookieJar = { token: null };
  const contextOptions = { productName: options.productName };
  await createCaller(createTestContext(prisma, jar, contextOptions)).auth.login({
    username: user.username,
    password: user.password,
  });
  return { user, caller: createCaller(createTestContext(prisma, jar, contextOptions)) };
}
