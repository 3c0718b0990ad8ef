import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { addDays, isoDay } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { NOT_A_CARD_ROW_MESSAGE } from './service.ts';
import { createTvCustomer, signInWithAdapters } from './testing/tv-fixtures.ts';
import { databaseTvMiddleware, TEMPORARY_SIGNAL_CODE, type TvMiddleware } from './tv-middleware.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const staff = () => signInTestUser(db.prisma, { groups: ['SAPPIS'] });

/** The default middleware, with one method replaced. */
function middlewareWith(overrides: Partial<TvMiddleware>): TvMiddleware {
  return { ...databaseTvMiddleware(db.prisma), ...overrides };
}

const never = () => new Promise<never>(() => {});

describe('tvDiagnostics through the default TV middleware', () => {
  it('lists cards with subscriptions and their line, devices with entitlements, play and coax', async () => {
    const tv = await createTvCustomer(db.prisma);
    const { caller } = await staff();
    const customerNumber = tv.customer.customerNumber;

    const diagnostics = await caller.tvDiagnostics.overview({ customerNumber });

    expect(diagnostics.cards).toHaveLength(2);
    const [card, loneCard] = diagnostics.cards;
    expect(card).toMatchObject({
      cardNumber: tv.cardNumber,
      camId: tv.camId,
      orderNumber: tv.agreement.agreementNumber,
      troubleshooting: false,
      lineId: tv.cardRow.id,
    });
    expect(card?.subscriptions.map((item) => [item.articleNumber, item.expireDate])).toEqual([
      ['TVMIX5', addDays(isoDay(), 30)],
      ['TVSPORT', isoDay()],
    ]);
    expect(loneCard).toMatchObject({ camId: null, lineId: tv.loneCardRow.id });
    expect(diagnostics.devices).toEqual([
      expect.objectContaining({
        camId: tv.camId,
        model: 'Sappa 4K Android TV-box (KSTB6077)',
        macAddress: '00:1A:2B:3C:4D:5E',
        firmwareVersion: '4.2.1',
        entitlementExpiresAt: `${addDays(isoDay(), -1)}T00:00:00.000Z`,
      }),
    ]);
    expect(diagnostics.play).toEqual({ playId: null, channels: [] });
    expect(diagnostics.coax).toBe(false);

    await db.prisma.address.upsert({
      where: { id: '12345678' },
      update: { transmission: 10 },
      create: {
        id: '12345678',
        street: 'Storgatan',
        number: '12',
        zipCode: '41301',
        city: 'Göteborg',
        composite: 'Storgatan 12, 413 01 Göteborg',
        transmission: 10,
      },
    });
    expect((await caller.tvDiagnostics.overview({ customerNumber })).coax).toBe(true);
  });

  it('a customer without TV has no cards and no devices; an unknown customer is refused', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await staff();
    const diagnostics = await caller.tvDiagnostics.overview({ customerNumber: customer.customerNumber });
    expect(diagnostics).toMatchObject({ cards: [], devices: [] });
    expect(
      (await caller.tvDiagnostics.signalHistory({ customerNumber: customer.customerNumber })).entries,
    ).toEqual([]);
    await expect(caller.tvDiagnostics.overview({ customerNumber: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Kunden hittades inte',
    });
  });

  it('gives the signal history newest first', async () => {
    const tv = await createTvCustomer(db.prisma);
    const { caller } = await staff();
    const { entries } = await caller.tvDiagnostics.signalHistory({
      customerNumber: tv.customer.customerNumber,
    });
    expect(entries.map((entry) => [entry.signalCode, entry.status, entry.errorMessage])).toEqual([
      ['PARA', 'FEL', 'CardOrBoxAlreadyActive'],
      ['AKTIVERA', 'OK', null],
    ]);
  });

  it('starts and stops troubleshooting of a card: middleware, audit row and customer.changed', async () => {
    const tv = await createTvCustomer(db.prisma);
    const { caller, user } = await staff();

    const started = await caller.tvDiagnostics.setTroubleshooting({
      requestId: randomUUID(),
      rowId: tv.cardRow.id,
      on: true,
    });

    expect(started).toEqual({ rowId: tv.cardRow.id, cardNumber: tv.cardNumber, troubleshooting: true });
    expect((await db.prisma.tvCard.findUniqueOrThrow({ where: { id: tv.card.id } })).troubleshooting).toBe(
      true,
    );
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'tvDiagnostics.setTroubleshooting', entityId: String(tv.cardRow.id) },
    });
    expect(audit).toMatchObject({ userId: user.id, entityType: 'AgreementRow' });
    const event = await db.prisma.event.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(event).toMatchObject({ type: 'customer.changed' });

    await caller.tvDiagnostics.setTroubleshooting({
      requestId: randomUUID(),
      rowId: tv.cardRow.id,
      on: false,
    });
    expect((await db.prisma.tvCard.findUniqueOrThrow({ where: { id: tv.card.id } })).troubleshooting).toBe(
      false,
    );
  });

  it('turns a temporary signal on: a signal history entry, an audit row', async () => {
    const tv = await createTvCustomer(db.prisma);
    const { caller } = await staff();
    const answer = await caller.tvDiagnostics.temporarySignalOn({
      requestId: randomUUID(),
      rowId: tv.cardRow.id,
    });
    expect(answer).toMatchObject({ rowId: tv.cardRow.id, cardNumber: tv.cardNumber });
    const { entries } = await caller.tvDiagnostics.signalHistory({
      customerNumber: tv.customer.customerNumber,
    });
    expect(entries[0]).toMatchObject({
      signalCode: TEMPORARY_SIGNAL_CODE,
      status: 'OK',
      card: tv.cardNumber,
    });
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'tvDiagnostics.temporarySignalOn', entityId: String(tv.cardRow.id) },
      }),
    ).toBe(1);
  });

  it("refuses a terminated card with the middleware's reason: 'Något gick fel: …', nothing written", async () => {
    const tv = await createTvCustomer(db.prisma);
    await db.prisma.tvCard.update({ where: { id: tv.card.id }, data: { state: 'TERMINATED' } });
    const { caller } = await staff();
    const before = await db.prisma.event.count();
    await expect(
      caller.tvDiagnostics.temporarySignalOn({ requestId: randomUUID(), rowId: tv.cardRow.id }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: `Något gick fel: Kortet ${tv.cardNumber} är avslutat`,
    });
    expect(await db.prisma.event.count()).toBe(before);
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'tvDiagnostics.temporarySignalOn', entityId: String(tv.cardRow.id) },
      }),
    ).toBe(0);
  });

  it('refuses bad input: a row that is no card line, an unknown row, a malformed id', async () => {
    const tv = await createTvCustomer(db.prisma);
    const { caller } = await staff();
    await expect(
      caller.tvDiagnostics.setTroubleshooting({ requestId: randomUUID(), rowId: tv.service.id, on: true }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: NOT_A_CARD_ROW_MESSAGE });
    await expect(
      caller.tvDiagnostics.temporarySignalOn({ requestId: randomUUID(), rowId: 2_000_000_000 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      caller.tvDiagnostics.temporarySignalOn({ requestId: 'x', rowId: -1 } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.tvDiagnostics.setTroubleshooting({ requestId: randomUUID(), rowId: tv.cardRow.id } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.tvDiagnostics.overview({ customerNumber: 'DROP TABLE' } as never),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('tvDiagnostics with a failing TV middleware', () => {
  it('a middleware that does not answer in time: the timeout reaches the user, nothing is written', async () => {
    const tv = await createTvCustomer(db.prisma);
    const { caller } = await signInWithAdapters(db.prisma, {
      tvMiddleware: middlewareWith({ diagnostics: never, setTroubleshooting: never }),
    });
    await expect(
      caller.tvDiagnostics.overview({ customerNumber: tv.customer.customerNumber }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'TV-middleware (Cubiware): Inget svar inom 100 ms',
    });
    const requestId = randomUUID();
    await expect(
      caller.tvDiagnostics.setTroubleshooting({ requestId, rowId: tv.cardRow.id, on: true }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Något gick fel: Inget svar inom 100 ms',
    });
    expect((await db.prisma.tvCard.findUniqueOrThrow({ where: { id: tv.card.id } })).troubleshooting).toBe(
      false,
    );
    expect(await db.prisma.idempotentRequest.count({ where: { key: requestId } })).toBe(0);
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'tvDiagnostics.setTroubleshooting', entityId: String(tv.cardRow.id) },
      }),
    ).toBe(0);
  });

  it('a middleware error: its message reaches the user', async () => {
    const tv = await createTvCustomer(db.prisma);
    const { caller } = await signInWithAdapters(db.prisma, {
      tvMiddleware: middlewareWith({
        signalHistory: () => Promise.reject(new Error('503 Service Unavailable')),
        temporarySignalOn: () => Promise.reject(new Error('CAS-systemet svarar inte')),
      }),
    });
    await expect(
      caller.tvDiagnostics.signalHistory({ customerNumber: tv.customer.customerNumber }),
    ).rejects.toMatchObject({ message: 'TV-middleware (Cubiware): 503 Service Unavailable' });
    await expect(
      caller.tvDiagnostics.temporarySignalOn({ requestId: randomUUID(), rowId: tv.cardRow.id }),
    ).rejects.toMatchObject({ message: 'Något gick fel: CAS-systemet svarar inte' });
  });
});
