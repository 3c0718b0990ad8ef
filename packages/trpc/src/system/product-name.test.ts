import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { Group } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../index.ts';
import { createTestContext } from '../testing/context.ts';
import { createTestCase } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** A server whose PRODUCT_NAME is 'Telia': its IT group is TELIA_IT, and texts say Telia. */
const TELIA = { productName: 'Telia' };

describe('the product name setting', () => {
  it('is told to anyone by system.config', async () => {
    expect(await createCaller(createTestContext(db.prisma, undefined, TELIA)).system.config()).toEqual({
      productName: 'Telia',
    });
    expect(await createCaller(createTestContext(db.prisma)).system.config()).toEqual({
      productName: 'Sappa',
    });
  });

  it("names the groups: TELIA_IT may use an IT page's procedures, SAPPA_IT may not", async () => {
    const teliaIt = await signInTestUser(db.prisma, { ...TELIA, groups: [Group.SAPPIS, Group.PRODUCT_IT] });
    const memberships = await db.prisma.userGroup.findMany({
      where: { userId: teliaIt.user.id },
      select: { group: { select: { name: true } } },
    });
    expect(memberships.map((item) => item.group.name).sort()).toEqual(['SAPPIS', 'TELIA_IT']);
    await expect(teliaIt.caller.tags.catalogue()).resolves.toBeDefined();

    const sappaIt = await createTestUser(db.prisma, { groups: [Group.SAPPIS, 'SAPPA_IT'] });
    const jar = { token: null };
    await createCaller(createTestContext(db.prisma, jar, TELIA)).auth.login({
      username: sappaIt.username,
      password: sappaIt.password,
    });
    await expect(
      createCaller(createTestContext(db.prisma, jar, TELIA)).tags.catalogue(),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    // The same user is IT on a server with the default product name.
    await expect(createCaller(createTestContext(db.prisma, jar)).tags.catalogue()).resolves.toBeDefined();
  });

  it('goes into texts, e.g. the case status Fråga till {product}', async () => {
    const item = await createTestCase(db.prisma);
    await db.prisma.case.update({ where: { id: item.id }, data: { status: 'QUESTION_TO_PROVIDER' } });
    const agent = await signInTestUser(db.prisma, { ...TELIA, groups: [Group.SAPPIS] });
    const page = await agent.caller.cases.byNumber({ caseNumber: item.number });
    expect(page.status.name).toBe('Fråga till Telia');
  });
});
