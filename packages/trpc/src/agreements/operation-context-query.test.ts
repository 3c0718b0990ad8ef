import type { TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { createTestUser } from '../testing/users.ts';
import { createOperationDatabase } from './testing/operation-database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createOperationDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** An agent signed in on a server whose clock shows `instant`. */
async function agentAt(instant: string) {
  const now = () => new Date(instant);
  const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(db.prisma, jar, { now })).auth.login({
    username: user.username,
    password: user.password,
  });
  return createCaller(createTestContext(db.prisma, jar, { now }));
}

describe("the server's today is Sweden's calendar day", () => {
  it.each([
    ['2026-11-30T23:30:00Z', '2026-12-01'],
    ['2027-06-30T22:30:00Z', '2027-07-01'],
    ['2026-11-30T22:30:00Z', '2026-11-30'],
  ])('at %s the operation context plans from %s', async (instant, day) => {
    const { agreement } = await createTestCustomer(db.prisma);
    const agent = await agentAt(instant);
    const { today } = await agent.agreements.operationContext({ agreementNumber: agreement.agreementNumber });
    expect(today).toBe(day);
  });
});

describe('the case names a preview shows', () => {
  it('names every case type and owner group of the catalogue, for an agent without the case groups', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const agent = await agentAt('2026-11-24T10:00:00Z');
    const { caseNames } = await agent.agreements.operationContext({
      agreementNumber: agreement.agreementNumber,
    });
    expect(caseNames.caseTypes).toContainEqual(
      expect.objectContaining({ id: 183, name: 'Uppsägning av abonnemang' }),
    );
    expect(caseNames.ownerGroups).toContainEqual({ id: 42, name: 'Kundservice' });
    expect(caseNames.caseTypes).toHaveLength(await db.prisma.caseType.count());
    expect(caseNames.ownerGroups).toHaveLength(await db.prisma.caseOwnerGroup.count());
  });
});
