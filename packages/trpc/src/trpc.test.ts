import type { PrismaClient } from '@sappis/db';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { Group } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { createCaller } from './index.ts';
import { type CookieJar, createTestContext } from './testing/context.ts';
import { createTestUser } from './testing/users.ts';
import { authedProcedure, createCallerFactory, publicProcedure, requireGroups, router } from './trpc.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
});

afterAll(async () => {
  await db?.drop();
});

const testRouter = router({
  adminsOnly: requireGroups(Group.ADMIN, Group.PRODUCT_IT).query(({ ctx }) => ctx.user.username),
  anySignedIn: requireGroups().query(({ ctx }) => ctx.user.id),
  conflict: authedProcedure.mutation(() => {
    throw new AppError('CONFLICT', 'Ärendet är låst av någon annan');
  }),
  missingRow: publicProcedure
    .input(z.object({ id: z.number() }))
    .query(({ ctx, input }) => ctx.prisma.user.update({ where: { id: input.id }, data: { active: true } })),
});
const createTestRouterCaller = createCallerFactory(testRouter);

async function jarFor(groups: string[]): Promise<CookieJar> {
  const user = await createTestUser(prisma, { groups });
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
  return jar;
}

describe('requireGroups', () => {
  it('refuses a user without any of the groups with FORBIDDEN', async () => {
    const jar = await jarFor([Group.SAPPIS]);
    await expect(createTestRouterCaller(createTestContext(prisma, jar)).adminsOnly()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Behörighet saknas',
    });
  });

  it('lets in a user with any one of the groups', async () => {
    const jar = await jarFor([Group.SAPPIS, Group.PRODUCT_IT]);
    await expect(createTestRouterCaller(createTestContext(prisma, jar)).adminsOnly()).resolves.toEqual(
      expect.any(String),
    );
  });

  it('requires a session before checking groups', async () => {
    await expect(
      createTestRouterCaller(createTestContext(prisma, { token: null })).adminsOnly(),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Du är inte inloggad' });
  });

  it('with no groups lets in any signed-in user', async () => {
    const jar = await jarFor([]);
    await expect(createTestRouterCaller(createTestContext(prisma, jar)).anySignedIn()).resolves.toEqual(
      expect.any(Number),
    );
    await expect(
      createTestRouterCaller(createTestContext(prisma, { token: null })).anySignedIn(),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('AppError mapping', () => {
  it('turns an AppError into a TRPCError with its code and Swedish message', async () => {
    const jar = await jarFor([]);
    await expect(createTestRouterCaller(createTestContext(prisma, jar)).conflict()).rejects.toMatchObject({
      name: 'TRPCError',
      code: 'CONFLICT',
      message: 'Ärendet är låst av någon annan',
      cause: expect.any(AppError),
    });
  });

  it('maps a missing row (Prisma P2025) to NOT_FOUND', async () => {
    await expect(
      createTestRouterCaller(createTestContext(prisma)).missingRow({ id: 2_000_000_000 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Hittades inte' });
  });
});
