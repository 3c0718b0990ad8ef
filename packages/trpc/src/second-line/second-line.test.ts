import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { SECOND_LINE_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../adapters/adapters.ts';
import { createStockCard } from '../hardware/testing/stock-hardware.ts';
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

const secondLine = () => signInTestUser(db.prisma, { groups: ['SAPPIS', 'EXTENDED_CUSTOMER_SUPPORT'] });

describe('second-line tools', () => {
  it('searches equipment across customers and checks the blacklist through the TV provisioning adapter', async () => {
    const blacklisted = await createStockCard(db.prisma, { blacklisted: true });
    const clean = await createStockCard(db.prisma);
    const { caller } = await secondLine();

    const hits = await caller.secondLine.searchEquipment({ by: 'CARD', query: blacklisted });
    expect(hits).toEqual([
      expect.objectContaining({ cardNumber: blacklisted, status: 'I lager', location: 'Lager Göteborg' }),
    ]);
    expect(await caller.secondLine.searchEquipment({ by: 'BOX', query: 'FINNS-INTE' })).toEqual([]);
    expect(await caller.secondLine.checkBlacklist({ cardNumber: blacklisted })).toEqual({
      blacklisted: true,
      message: `Kort ${blacklisted} är svartlistat`,
    });
    expect((await caller.secondLine.checkBlacklist({ cardNumber: clean })).blacklisted).toBe(false);
    await expect(caller.secondLine.checkBlacklist({ cardNumber: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('sends a temporary signal to the active line of a card number: signal history, audit, customer.changed', async () => {
    const tv = await createTvCustomer(db.prisma);
    const { caller, user } = await secondLine();
    const answer = await caller.secondLine.temporarySignal({
      requestId: randomUUID(),
      cardNumber: tv.cardNumber,
    });
    expect(answer).toMatchObject({ rowId: tv.cardRow.id, cardNumber: tv.cardNumber });
    expect(
      await db.prisma.signalHistoryEntry.count({
        where: { card: tv.cardNumber, signalCode: 'TILLFALLIG_SIGNAL' },
      }),
    ).toBe(1);
    expect(
      await db.prisma.auditEntry.count({
        where: {
          action: 'tvDiagnostics.temporarySignalOn',
          userId: user.id,
          entityId: String(tv.cardRow.id),
        },
      }),
    ).toBe(1);
    const event = await db.prisma.event.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(event).toMatchObject({ type: 'customer.changed' });
  });

  it('refuses a card on no active line and bad input; a failing middleware writes nothing', async () => {
    const { caller } = await secondLine();
    await expect(
      caller.secondLine.temporarySignal({ requestId: randomUUID(), cardNumber: '000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: SECOND_LINE_TEXTS.noActiveCardLine });
    await expect(
      caller.secondLine.temporarySignal({ requestId: 'x', cardNumber: '1' } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const tv = await createTvCustomer(db.prisma);
    const user = await createTestUser(db.prisma, { groups: ['SAPPIS', 'EXTENDED_CUSTOMER_SUPPORT'] });
    const jar: CookieJar = { token: null };
    await createCaller(createTestContext(db.prisma, jar)).auth.login({
      username: user.username,
      password: user.password,
    });
    const adapters = createAdapters(
      db.prisma,
      { latencyMs: 0, timeoutMs: 100 },
      {
        tvMiddleware: {
          ...databaseTvMiddleware(db.prisma),
          temporarySignalOn: async () => {
            throw new Error('Cubiware svarar inte');
          },
        },
      },
    );
    const failing = createCaller(createTestContext(db.prisma, jar, { adapters }));
    await expect(
      failing.secondLine.temporarySignal({ requestId: randomUUID(), cardNumber: tv.cardNumber }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Något gick fel: Cubiware svarar inte' });
    expect(
      await db.prisma.signalHistoryEntry.count({
        where: { card: tv.cardNumber, signalCode: 'TILLFALLIG_SIGNAL' },
      }),
    ).toBe(0);
  });

  it('is only for the groups of /sappis/secondlinetools', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.secondLine.checkBlacklist({ cardNumber: '1' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
