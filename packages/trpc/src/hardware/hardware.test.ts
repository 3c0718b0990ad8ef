import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@sappis/db/testing/test-database';
import { HARDWARE_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../adapters/adapters.ts';
import { createCaller } from '../index.ts';
import { type CookieJar, createTestContext } from '../testing/context.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { createTestUser } from '../testing/users.ts';
import type { BillingSync } from './billing-sync.ts';
import { createStockCard, uniqueCardNumber } from './testing/stock-hardware.ts';
import { createTableTvProvisioning, type TvProvisioning } from './tv-provisioning.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let jar: CookieJar;
let caller: ReturnType<typeof createCaller>;
let userId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  const user = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
  userId = user.id;
  jar = { token: null };
  await createCaller(createTestContext(db.prisma, jar)).auth.login({
    username: user.username,
    password: user.password,
  });
  caller = createCaller(createTestContext(db.prisma, jar));
  await db.prisma.product.createMany({
    data: [
      { productNumber: 'CGKORT', name: 'Programkort', type: 'CARD', categoryNumber: 2, category: 'TV' },
      { productNumber: 'BOX015', name: 'Hyrbox HD', type: 'HARDWARE', categoryNumber: 2, category: 'TV' },
      {
        productNumber: 'BRED007',
        name: 'Hyrrouter',
        type: 'HARDWARE',
        categoryNumber: 3,
        category: 'Bredband',
      },
      {
        productNumber: 'TELBOX01',
        name: 'Telefoniadapter',
        type: 'HARDWARE',
        categoryNumber: 4,
        category: 'Telefoni',
      },
    ],
    skipDuplicates: true,
  });
});
afterAll(async () => {
  await db?.drop();
});

/** A caller on the same session whose outside systems are `overrides`, with 50 ms timeouts. */
function callerWith(overrides: { tvProvisioning?: TvProvisioning; billingSync?: BillingSync }) {
  const adapters = createAdapters(db.prisma, { latencyMs: 0, timeoutMs: 50 }, overrides);
  return createCaller(createTestContext(db.prisma, jar, { adapters }));
}

const never = () => new Promise<never>(() => {});
/** Every call hangs (a timeout) or throws (an error of the system). */
const failing = (mode: 'timeout' | 'error'): TvProvisioning => {
  const fail = () => (mode === 'timeout' ? never() : Promise.reject(new Error('Tjänsten svarar inte (503)')));
  return {
    validate: fail,
    add: fail,
    pairAndUpdate: fail,
    clear: fail,
    renameCard: fail,
    remove: fail,
    isBlacklisted: fail,
    search: fail,
  };
};

/** An agreement with a paired box and card on card row 1 and an inactive box. */
async function agreementWithEquipment() {
  const fixture = await createTestCustomer(db.prisma);
  const { agreement, customer } = fixture;
  const cardNumber = uniqueCardNumber();
  const camId = `10${cardNumber.slice(1)}`;
  const add = (data: {
    rowNumber: number;
    productType: 'HARDWARE' | 'CARD';
    card: number;
    productNumber: string;
    productName: string;
    cardNumber?: string;
    camId?: string;
    parentRowId?: number;
  }) =>
    db.prisma.agreementRow.create({
      data: {
        agreementId: agreement.id,
        type: data.productType,
        category: 'TV',
        priceList: 37,
        price: '0.00',
        ...data,
      },
    });
  const box = await add({
    rowNumber: 3,
    productType: 'HARDWARE',
    card: 1,
    productNumber: 'BOX015',
    productName: 'Hyrbox HD',
    camId,
  });
  const card = await add({
    rowNumber: 4,
    productType: 'CARD',
    card: 1,
    productNumber: 'CGKORT',
    productName: 'CG-kort',
    cardNumber,
  });
  const cardExtra = await add({
    rowNumber: 5,
    productType: 'CARD',
    card: 1,
    productNumber: 'BYTCGKORT',
    productName: 'Byte programkort',
    parentRowId: card.id,
  });
  const spareBox = await add({
    rowNumber: 6,
    productType: 'HARDWARE',
    card: 0,
    productNumber: 'BOX015',
    productName: 'Hyrbox HD',
  });
  await db.prisma.hardwareUnit.createMany({
    data: [
      {
        productNumber: 'BOX015',
        productName: 'Hyrbox HD',
        camId,
        status: 'Hos kund',
        location: 'Kund',
        agreementNumber: agreement.agreementNumber,
        customerNumber: customer.customerNumber,
      },
      {
        productNumber: 'CGKORT',
        productName: 'Programkort',
        cardNumber,
        status: 'Hos kund',
        location: 'Kund',
        agreementNumber: agreement.agreementNumber,
        customerNumber: customer.customerNumber,
      },
    ],
  });
  await db.prisma.tvCard.create({
    data: { customerId: customer.id, cardNumber, camId, state: 'TO_BE_PAIRED' },
  });
  return { ...fixture, box, card, cardExtra, spareBox, cardNumber, camId };
}

/** What a failed or refused call must leave unchanged. */
async function snapshot(agreementId: number) {
  const [rows, audit, events, units, requests, syncs] = await Promise.all([
    db.prisma.agreementRow.findMany({ where: { agreementId }, orderBy: { id: 'asc' } }),
    db.prisma.auditEntry.count({ where: { userId } }),
    db.prisma.event.count(),
    db.prisma.hardwareUnit.findMany({ orderBy: { id: 'asc' } }),
    db.prisma.idempotentRequest.count(),
    db.prisma.billingSync.count(),
  ]);
  return { rows, audit, events, units, requests, syncs };
}

describe('hardware.equipment', () => {
  it('lists active and inactive hardware and card lines, card-row choices and the program card state', async () => {
    const { agreement, box, card, spareBox } = await agreementWithEquipment();
    const result = await caller.hardware.equipment({ agreementNumber: agreement.agreementNumber });
    expect(result.rows.filter((row) => row.active).map((row) => row.id)).toEqual([
      box.id,
      card.id,
      expect.any(Number),
    ]);
    expect(result.rows.find((row) => row.id === spareBox.id)?.active).toBe(false);
    const cardLine = result.rows.find((row) => row.id === card.id);
    expect(cardLine?.displayName).toBe('Programkort');
    expect(cardLine?.programCardState).toEqual({ key: 'TO_BE_PAIRED', code: 4, label: 'Skall paras' });
    // The card's extra sub-row (a card on row 1 too) holds 1 already; another card may not take row 1 either.
    const spareChoices = result.rows.find((row) => row.id === spareBox.id)?.cardRowChoices;
    expect(spareChoices?.find((choice) => choice.value === 1)?.disabled).toBe(true);
    expect(spareChoices?.find((choice) => choice.value === 2)?.disabled).toBe(false);
    expect(result.products['tv.hardvara'].map((product) => product.productNumber)).toContain('CGKORT');
    expect(result.products['bredband.hardvara'].map((product) => product.productNumber)).toContain('BRED007');
    expect(result.products['telefoni.hardvara'].map((product) => product.productNumber)).toContain(
      'TELBOX01',
    );
  });
});

describe('hardware.validate and hardware.add', () => {
  it('validates, then adds a program card once: an inactive card row, the unit on the agreement, audit and event', async () => {
    const { agreement, customer } = await createTestCustomer(db.prisma);
    const cardNumber = await createStockCard(db.prisma);
    const input = {
      agreementNumber: agreement.agreementNumber,
      kind: 'CARD' as const,
      identifier: cardNumber,
    };

    expect(await caller.hardware.validate(input)).toEqual({
      valid: true,
      error: null,
      hardware: { cam: null, mac: null, name: 'Programkort', productId: 'CGKORT', serialNumber: null },
    });
    const requestId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => caller.hardware.add({ ...input, requestId })));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.message).toBe(
      `Programkort ${cardNumber} är tillagd på avtal ${agreement.agreementNumber}. Det kan ta upp till 3 minuter innan utrustningen syns.`,
    );

    const rows = await db.prisma.agreementRow.findMany({ where: { agreementId: agreement.id, cardNumber } });
    expect(rows.map((row) => [row.productNumber, row.productType, row.card])).toEqual([
      ['CGKORT', 'CARD', 0],
    ]);
    const unit = await db.prisma.hardwareUnit.findUniqueOrThrow({ where: { cardNumber } });
    expect([unit.agreementNumber, unit.customerNumber, unit.status]).toEqual([
      agreement.agreementNumber,
      customer.customerNumber,
      'Hos kund',
    ]);
    expect(
      await db.prisma.auditEntry.count({ where: { action: 'hardware.add', entityId: String(rows[0]?.id) } }),
    ).toBe(1);
    const event = await db.prisma.event.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(event.payload).toMatchObject({
      agreementNumber: agreement.agreementNumber,
      change: 'hardware.add',
    });

    const equipment = await caller.hardware.equipment({ agreementNumber: agreement.agreementNumber });
    expect(equipment.rows.find((row) => row.cardNumber === cardNumber)).toMatchObject({
      displayName: 'Programkort',
      active: false,
      card: 0,
    });
  });

  it('refuses what the form refuses (short, ended, unknown, blacklisted, on another agreement) and changes nothing', async () => {
    const { agreement } = await createTestCustomer(db.prisma);
    const other = await createTestCustomer(db.prisma);
    const blacklisted = await createStockCard(db.prisma, { blacklisted: true });
    const elsewhere = await createStockCard(db.prisma);
    await db.prisma.hardwareUnit.update({
      where: { cardNumber: elsewhere },
      data: { agreementNumber: other.agreement.agreementNumber },
    });
    const add = (
      identifier: string,
      kind: 'CARD' | 'BOX' | 'ROUTER' = 'CARD',
      agreementNumber = agreement.agreementNumber,
    ) => caller.hardware.add({ requestId: randomUUID(), agreementNumber, kind, identifier });
    const before = await snapshot(agreement.id);

    await expect(add('712345678')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(add('00AABBCCDDE', 'ROUTER')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(add('7000000000001')).rejects.toThrow(
      'Valideringen misslyckades: Utrustningen finns inte i lagret',
    );
    await expect(add(blacklisted)).rejects.toThrow('Valideringen misslyckades: Kortet är svartlistat');
    await expect(add(elsewhere)).rejects.toThrow(
      `Valideringen misslyckades: Utrustningen är redan kopplad till avtal ${other.agreement.agreementNumber}`,
    );
    await expect(
      caller.hardware.validate({
        agreementNumber: agreement.agreementNumber,
        kind: 'BOX',
        identifier: '123',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    await db.prisma.agreement.update({ where: { id: agreement.id }, data: { ended: true } });
    const stock = await createStockCard(db.prisma);
    await expect(add(stock)).rejects.toThrow(HARDWARE_TEXTS.agreementEnded);
    await expect(
      caller.hardware.validate({
        agreementNumber: agreement.agreementNumber,
        kind: 'CARD',
        identifier: stock,
      }),
    ).rejects.toThrow(HARDWARE_TEXTS.agreementEnded);

    const after = await snapshot(agreement.id);
    expect({ ...after, units: after.units.filter((unit) => unit.cardNumber !== stock) }).toEqual(before);
  });

  it.each(['timeout', 'error'] as const)(
    "a middleware %s reaches the user in the spec's words and leaves nothing half-written",
    async (mode) => {
      const { agreement } = await createTestCustomer(db.prisma);
      const cardNumber = await createStockCard(db.prisma);
      const reason = mode === 'timeout' ? 'Inget svar inom 50 ms' : 'Tjänsten svarar inte (503)';
      const broken = callerWith({ tvProvisioning: failing(mode) });
      const before = await snapshot(agreement.id);
      const input = {
        agreementNumber: agreement.agreementNumber,
        kind: 'CARD' as const,
        identifier: cardNumber,
      };

      await expect(broken.hardware.validate(input)).rejects.toThrow(`Valideringen misslyckades: ${reason}`);
      await expect(broken.hardware.add({ ...input, requestId: randomUUID() })).rejects.toThrow(
        `Valideringen misslyckades: ${reason}`,
      );
      // Validation answers, the add itself fails.
      const addFails: TvProvisioning = { ...createTableTvProvisioning(db.prisma), add: failing(mode).add };
      await expect(
        callerWith({ tvProvisioning: addFails }).hardware.add({ ...input, requestId: randomUUID() }),
      ).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: `Något gick fel. Programkort ${cardNumber} kunde inte läggas till: ${reason}`,
      });
      expect(await snapshot(agreement.id)).toEqual(before);
    },
  );
});

describe('hardware card rows, pairing, rename, removal', () => {
  it('moves a card to a free card row with its sub-row; a taken row is refused and nothing changes', async () => {
    const { agreement, card, cardExtra, spareBox } = await agreementWithEquipment();
    const before = await snapshot(agreement.id);
    await expect(caller.hardware.changeCardRow({ rowId: spareBox.id, cardRow: 1 })).rejects.toThrow(
      HARDWARE_TEXTS.cardRowTaken(1),
    );
    await expect(caller.hardware.changeCardRow({ rowId: spareBox.id, cardRow: 7 })).rejects.toThrow(
      HARDWARE_TEXTS.invalidCardRow,
    );
    expect(await snapshot(agreement.id)).toEqual(before);

    expect(await caller.hardware.changeCardRow({ rowId: card.id, cardRow: 30 })).toEqual({
      message: 'Programkort har flyttats till kortrad 30',
    });
    const cards = await db.prisma.agreementRow.findMany({ where: { id: { in: [card.id, cardExtra.id] } } });
    expect(cards.map((row) => row.card)).toEqual([30, 30]);
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'hardware.changeCardRow', entityId: String(card.id) },
      }),
    ).toBe(1);
  });

  it('pair & update answers CardOrBoxAlreadyActive with the agreements and flags; Rensa clears, then it pairs', async () => {
    const { agreement, customer, card, cardNumber, camId } = await agreementWithEquipment();
    const other = await createTestCustomer(db.prisma);
    await db.prisma.hardwareUnit.update({
      where: { cardNumber },
      data: { agreementNumber: other.agreement.agreementNumber },
    });

    expect(await caller.hardware.pair({ rowId: card.id })).toEqual({
      ok: false,
      code: 'CardOrBoxAlreadyActive',
      message: 'Para & uppdatera misslyckades',
      agreements: [{ agreementNumber: other.agreement.agreementNumber, onCard: true, onHardware: false }],
    });
    expect(
      await caller.hardware.clearPairing({
        rowId: card.id,
        otherAgreementNumber: other.agreement.agreementNumber,
      }),
    ).toEqual({ message: `Utrustningen är rensad från avtal ${other.agreement.agreementNumber}` });
    expect(await caller.hardware.pair({ rowId: card.id })).toEqual({
      ok: true,
      message: HARDWARE_TEXTS.paired,
    });
    const units = await db.prisma.hardwareUnit.findMany({ where: { OR: [{ cardNumber }, { camId }] } });
    expect(units.map((unit) => unit.agreementNumber)).toEqual([
      agreement.agreementNumber,
      agreement.agreementNumber,
    ]);
    const tvCard = await db.prisma.tvCard.findFirstOrThrow({
      where: { customerId: customer.id, cardNumber },
    });
    expect(tvCard.state).toBe('ON');

    const before = await snapshot(agreement.id);
    await expect(
      callerWith({ tvProvisioning: failing('error') }).hardware.pair({ rowId: card.id }),
    ).rejects.toThrow('Para & uppdatera misslyckades: Tjänsten svarar inte (503)');
    expect(await snapshot(agreement.id)).toEqual(before);
  });

  it("renames a card; a failing middleware says 'Namnbytet misslyckades' and the name stays", async () => {
    const { agreement, card, cardNumber, box } = await agreementWithEquipment();
    const before = await snapshot(agreement.id);
    for (const mode of ['timeout', 'error'] as const) {
      await expect(
        callerWith({ tvProvisioning: failing(mode) }).hardware.renameCard({
          rowId: card.id,
          name: 'Vardagsrum',
        }),
      ).rejects.toThrow(/^Namnbytet misslyckades$/);
    }
    await expect(caller.hardware.renameCard({ rowId: box.id, name: 'Box' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.hardware.renameCard({ rowId: card.id, name: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await snapshot(agreement.id)).toEqual(before);

    expect(await caller.hardware.renameCard({ rowId: card.id, name: 'Vardagsrum' })).toEqual({
      message: 'Kortet har bytt namn till Vardagsrum',
    });
    expect((await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: card.id } })).productName).toBe(
      'Vardagsrum',
    );
    expect((await db.prisma.hardwareUnit.findUniqueOrThrow({ where: { cardNumber } })).productName).toBe(
      'Vardagsrum',
    );
  });

  it("deletes hardware from the agreement: 'Hårdvara raderat på avtal: {n}', the unit is released", async () => {
    const { agreement, box, camId } = await agreementWithEquipment();
    const before = await snapshot(agreement.id);
    await expect(
      callerWith({ tvProvisioning: failing('timeout') }).hardware.remove({ rowId: box.id }),
    ).rejects.toThrow('Hårdvaran kunde inte raderas: Inget svar inom 50 ms');
    expect(await snapshot(agreement.id)).toEqual(before);

    expect(await caller.hardware.remove({ rowId: box.id })).toEqual({
      message: `Hårdvara raderat på avtal: ${agreement.agreementNumber}`,
    });
    expect(await db.prisma.agreementRow.findUnique({ where: { id: box.id } })).toBeNull();
    expect((await db.prisma.hardwareUnit.findUniqueOrThrow({ where: { camId } })).agreementNumber).toBeNull();
  });
});

describe('hardware billing sync, blacklist, search and transfer', () => {
  it('records a sync in billing_syncs; a failing billing system writes nothing', async () => {
    const { agreement } = await agreementWithEquipment();
    const before = await snapshot(agreement.id);
    const broken: BillingSync = { syncAgreement: () => Promise.reject(new Error('Visma svarar inte')) };
    await expect(
      callerWith({ billingSync: broken }).hardware.syncToBilling({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
      }),
    ).rejects.toThrow('Synkningen till affärssystemet misslyckades: Visma svarar inte');
    expect(await snapshot(agreement.id)).toEqual(before);

    const result = await caller.hardware.syncToBilling({
      requestId: randomUUID(),
      agreementNumber: agreement.agreementNumber,
    });
    expect(result.message).toBe(HARDWARE_TEXTS.synced);
    const syncs = await db.prisma.billingSync.findMany({
      where: { agreementNumber: agreement.agreementNumber },
    });
    expect(syncs.map((sync) => [sync.rowCount, sync.requestedBy])).toEqual([[6, userId]]);
    const equipment = await caller.hardware.equipment({ agreementNumber: agreement.agreementNumber });
    expect(equipment.lastSyncedAt).toBe(result.syncedAt);
  });

  it('checks the blacklist and searches by card number or box identifier', async () => {
    const { agreement, customer, cardNumber, camId } = await agreementWithEquipment();
    const blacklisted = await createStockCard(db.prisma, { blacklisted: true });
    expect(await caller.hardware.checkBlacklist({ cardNumber: blacklisted })).toEqual({
      blacklisted: true,
      message: `Kort ${blacklisted} är svartlistat`,
    });
    expect((await caller.hardware.checkBlacklist({ cardNumber })).blacklisted).toBe(false);

    expect(await caller.hardware.search({ by: 'CARD', query: cardNumber })).toEqual([
      {
        camId: null,
        cardNumber,
        cardRow: 1,
        status: 'Hos kund',
        location: 'Kund',
        productName: 'Programkort',
        agreementNumber: agreement.agreementNumber,
        customerNumber: customer.customerNumber,
      },
    ]);
    expect((await caller.hardware.search({ by: 'BOX', query: camId })).map((hit) => hit.camId)).toEqual([
      camId,
    ]);
    expect(await caller.hardware.search({ by: 'BOX', query: 'finns-inte' })).toEqual([]);
    await expect(
      callerWith({ tvProvisioning: failing('timeout') }).hardware.search({ by: 'CARD', query: cardNumber }),
    ).rejects.toThrow('Sökningen misslyckades: Inget svar inom 50 ms');
  });

  it("transfers equipment to another of the customer's agreements on a date, once; refuses others' agreements", async () => {
    const { agreement, customer, box, card, camId } = await agreementWithEquipment();
    const target = await db.prisma.agreement.create({
      data: {
        agreementNumber: agreement.agreementNumber + 1_000_000_000,
        customerId: customer.id,
        deliveryAddress: 'Lillgatan 3',
        deliveryCity: 'Göteborg',
      },
    });
    const stranger = await createTestCustomer(db.prisma);
    const base = {
      fromAgreementNumber: agreement.agreementNumber,
      rowIds: [box.id, card.id],
      date: '2026-12-01',
    };
    const before = await snapshot(agreement.id);
    await expect(
      caller.hardware.transfer({
        ...base,
        requestId: randomUUID(),
        toAgreementNumber: stranger.agreement.agreementNumber,
      }),
    ).rejects.toThrow(HARDWARE_TEXTS.transferNotCustomers);
    await expect(
      caller.hardware.transfer({
        ...base,
        requestId: randomUUID(),
        toAgreementNumber: agreement.agreementNumber,
      }),
    ).rejects.toThrow(HARDWARE_TEXTS.transferSameAgreement);
    expect(await snapshot(agreement.id)).toEqual(before);

    const requestId = randomUUID();
    const input = { ...base, requestId, toAgreementNumber: target.agreementNumber };
    const [first, second] = await Promise.all([
      caller.hardware.transfer(input),
      caller.hardware.transfer(input),
    ]);
    expect(second).toEqual(first);
    expect(first?.message).toBe(`2 utrustningar överförda till avtal ${target.agreementNumber}`);
    const moved = await db.prisma.agreementRow.findMany({
      where: { agreementId: target.id },
      orderBy: { id: 'asc' },
    });
    expect(
      moved.map((row) => [row.productNumber, row.card, row.startDate?.toISOString().slice(0, 10)]),
    ).toEqual([
      ['BOX015', 1, '2026-12-01'],
      ['CGKORT', 1, '2026-12-01'],
    ]);
    const ended = await db.prisma.agreementRow.findMany({ where: { id: { in: [box.id, card.id] } } });
    expect(ended.map((row) => row.endDate?.toISOString().slice(0, 10))).toEqual(['2026-11-30', '2026-11-30']);
    expect((await db.prisma.hardwareUnit.findUniqueOrThrow({ where: { camId } })).agreementNumber).toBe(
      target.agreementNumber,
    );
  });
});
