import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../adapters/adapters.ts';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';
import { createTvCustomer } from '../tv-diagnostics/testing/tv-fixtures.ts';
import { databaseTvMiddleware } from '../tv-diagnostics/tv-middleware.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('middleware lookup', () => {
  it('finds a card with its entitlements and paired box, or a CAM id with its cards, for any signed-in user', async () => {
    const tv = await createTvCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    const byCard = await caller.middlewareLookup.lookup({ by: 'CARD', query: tv.cardNumber });
    expect(byCard.cards).toEqual([
      expect.objectContaining({
        cardNumber: tv.cardNumber,
        camId: tv.camId,
        customerNumber: tv.customer.customerNumber,
        subscriptions: [
          expect.objectContaining({ articleNumber: 'TVMIX5' }),
          expect.objectContaining({ articleNumber: 'TVSPORT', invalid: true }),
        ],
      }),
    ]);
    expect(byCard.devices).toEqual([expect.objectContaining({ camId: tv.camId, firmwareVersion: '4.2.1' })]);
    const byCam = await caller.middlewareLookup.lookup({ by: 'CAM', query: tv.camId });
    expect(byCam.cards.map((card) => card.cardNumber)).toEqual([tv.cardNumber]);
    expect(await caller.middlewareLookup.lookup({ by: 'CAM', query: 'CAM-SAKNAS' })).toEqual({
      cards: [],
      devices: [],
    });
    await expect(caller.middlewareLookup.lookup({ by: 'CARD', query: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it("a failing middleware answers with 'Något gick fel: …'", async () => {
    const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
    const jar: CookieJar = { token: null };
    await createCaller(createTestContext(db.prisma, jar)).auth.login({
      username: user.username,
      password: user.password,
    });
    const adapters = createAdapters(
      db.prisma,
      { latencyMs: 0, timeoutMs: 50 },
      { tvMiddleware: { ...databaseTvMiddleware(db.prisma), lookup: () => new Promise(() => {}) } },
    );
    const caller = createCaller(createTestContext(db.prisma, jar, { adapters }));
    await expect(caller.middlewareLookup.lookup({ by: 'CARD', query: '123' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Något gick fel: Inget svar inom 50 ms',
    });
  });

  it('serves the tools dropdown links of the setting to signed-in users', async () => {
    const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
    const jar: CookieJar = { token: null };
    await createCaller(createTestContext(db.prisma, jar)).auth.login({
      username: user.username,
      password: user.password,
    });
    const links = [{ label: 'Kreditupplysning', href: 'https://uc.example.se' }];
    expect(
      await createCaller(createTestContext(db.prisma, jar, { toolLinks: links })).system.toolLinks(),
    ).toEqual(links);
    await expect(createCaller(createTestContext(db.prisma)).system.toolLinks()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
