import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** An agreement with an active box and program card on card 1, a new inactive box and a new inactive card. */
async function agreementWithHardware() {
  const { agreement, customer } = await createTestCustomer(db.prisma);
  const row = (rowNumber: number, productType: 'HARDWARE' | 'CARD', card: number, productNumber: string) =>
    db.prisma.agreementRow.create({
      data: {
        agreementId: agreement.id,
        rowNumber,
        type: productType,
        productType,
        productNumber,
        productName: productType === 'CARD' ? 'Programkort' : 'Hyrbox HD',
        category: 'TV',
        card,
        priceList: 10,
        price: '0.00',
      },
    });
  return {
    agreement,
    customer,
    oldBox: await row(3, 'HARDWARE', 1, 'BOX015'),
    oldCard: await row(4, 'CARD', 1, 'CGKORT'),
    newBox: await row(5, 'HARDWARE', 0, 'BOX019'),
    newCard: await row(6, 'CARD', 0, 'BYTCGKORT'),
  };
}

const cardOf = async (id: number) => (await db.prisma.agreementRow.findUniqueOrThrow({ where: { id } })).card;

describe('agreementRows.activateHardware', () => {
  it('gives the new box the chosen card and swaps the old box out (99); the card row is left alone', async () => {
    const { oldBox, oldCard, newBox } = await agreementWithHardware();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    expect(await caller.agreementRows.activateHardware({ rowId: newBox.id, card: 1 })).toEqual({
      message: 'Hårdvaran är aktiverad. Den nya hårdvaran fungerar inom en timme.',
      activatedRowId: newBox.id,
      swappedOutRowIds: [oldBox.id],
    });

    expect(await cardOf(newBox.id)).toBe(1);
    expect(await cardOf(oldBox.id)).toBe(99);
    expect(await cardOf(oldCard.id)).toBe(1);
    const audit = await db.prisma.auditEntry.findMany({
      where: { entityType: 'AgreementRow', entityId: { in: [String(newBox.id), String(oldBox.id)] } },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['agreementRow.activateHardware', String(newBox.id)],
      ['agreementRow.swapOutHardware', String(oldBox.id)],
    ]);
  });

  it('refuses an active row, a card with no hardware of the kind, an ended agreement and bad input, changing nothing', async () => {
    const { agreement, oldBox, oldCard, newBox, newCard } = await agreementWithHardware();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const ids = [oldBox.id, oldCard.id, newBox.id, newCard.id];
    const before = await db.prisma.agreementRow.findMany({
      where: { id: { in: ids } },
      orderBy: { id: 'asc' },
    });

    await expect(caller.agreementRows.activateHardware({ rowId: oldBox.id, card: 1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "Hårdvaran är redan aktiv. Endast hårdvara med kort 0 ('Ej aktiv') kan aktiveras.",
    });
    await expect(caller.agreementRows.activateHardware({ rowId: newBox.id, card: 2 })).rejects.toMatchObject({
      message: 'Det finns ingen aktiv hårdvara av samma slag på det valda kortet',
    });
    await expect(caller.agreementRows.activateHardware({ rowId: newBox.id, card: 99 })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
      },
    );
    await expect(
      caller.agreementRows.activateHardware({ rowId: 999_999_999, card: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await db.prisma.agreement.update({ where: { id: agreement.id }, data: { ended: true } });
    await expect(caller.agreementRows.activateHardware({ rowId: newCard.id, card: 1 })).rejects.toMatchObject(
      {
        message: 'Avtalet är avslutat. Det går inte att aktivera hårdvara.',
      },
    );

    expect(
      await db.prisma.agreementRow.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } }),
    ).toEqual(before);
    expect(
      await db.prisma.auditEntry.count({
        where: { entityType: 'AgreementRow', entityId: { in: ids.map(String) } },
      }),
    ).toBe(0);
  });

  it('refuses an inactive row that has itself ended, changing nothing', async () => {
    const { oldBox, newBox } = await agreementWithHardware();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await db.prisma.agreementRow.update({
      where: { id: newBox.id },
      data: { endDate: new Date(Date.now() - 86_400_000) },
    });

    await expect(caller.agreementRows.activateHardware({ rowId: newBox.id, card: 1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Hårdvaruraden är avslutad. Det går inte att aktivera den.',
    });
    expect([await cardOf(newBox.id), await cardOf(oldBox.id)]).toEqual([0, 1]);
  });
});
