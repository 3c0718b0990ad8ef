import type { PrismaClient } from '@sappis/db';
import { ensureReferenceCatalogue } from '@sappis/db/seed/index';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { createAdministrator, type NewAdministrator } from './create-administrator.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
  await ensureReferenceCatalogue(prisma);
});

afterAll(async () => {
  await db?.drop();
});

const admin = (username: string, password = 'ett långt lösenord'): NewAdministrator => ({
  username,
  password,
  firstName: 'Ada',
  lastName: 'Admin',
  email: `${username}@example.se`,
});

describe('createAdministrator', () => {
  it('creates a user in SAPPIS, ADMIN and SUPER_USER who can sign in with the password', async () => {
    await createAdministrator(prisma, admin('forsta-admin'));
    const jar: CookieJar = { token: null };
    const { profile } = await createCaller(createTestContext(prisma, jar)).auth.login({
      username: 'forsta-admin',
      password: 'ett långt lösenord',
    });
    expect([...profile.groups].sort()).toEqual(['ADMIN', 'SAPPIS', 'SUPER_USER']);
  });

  it('refuses a short password and an existing username', async () => {
    await expect(createAdministrator(prisma, admin('kort', 'elva tecken'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      userMessage: 'Lösenordet måste ha minst 12 tecken',
    });
    await createAdministrator(prisma, admin('dubbel'));
    await expect(createAdministrator(prisma, admin('dubbel'))).rejects.toMatchObject({
      code: 'CONFLICT',
      userMessage: 'Användaren dubbel finns redan',
    });
    expect(await prisma.user.count({ where: { username: { in: ['kort', 'dubbel'] } } })).toBe(1);
  });
});
