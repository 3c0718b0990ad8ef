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

describe('play', () => {
  it('sets and removes the play external id with audit rows', async () => {
    const { customer, agreement } = await createTestCustomer(db.prisma);
    await db.prisma.agreementRow.create({
      data: {
        agreementId: agreement.id,
        rowNumber: 5,
        type: 'SERVICE',
        productType: 'SERVICE',
        productNumber: 'PLAY',
        productName: 'Sappa Play',
        category: 'TV',
        priceList: 10,
        price: '0.00',
      },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customerNumber = customer.customerNumber;

    await caller.play.setExternalId({ customerNumber, externalId: 'PLAY-123' });
    expect(await caller.play.details({ customerNumber })).toMatchObject({
      service: 'Sappa Play',
      active: true,
      activated: true,
      externalId: 'PLAY-123',
    });
    await caller.play.removeExternalId({ customerNumber });
    expect(await caller.play.details({ customerNumber })).toMatchObject({
      activated: false,
      externalId: null,
    });
    expect(await db.prisma.auditEntry.count({ where: { entityId: String(customerNumber) } })).toBe(2);
  });

  it('refuses a bad id, an id of another customer and removing a missing id, changing nothing', async () => {
    const first = await createTestCustomer(db.prisma);
    const second = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await caller.play.setExternalId({
      customerNumber: first.customer.customerNumber,
      externalId: 'PLAY-777',
    });

    await expect(
      caller.play.setExternalId({ customerNumber: second.customer.customerNumber, externalId: 'PLAY-777' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      caller.play.setExternalId({ customerNumber: second.customer.customerNumber, externalId: 'x y' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.play.removeExternalId({ customerNumber: second.customer.customerNumber }),
    ).rejects.toMatchObject({
      message: 'Kunden har inget Sappa Play-id',
    });
    const stored = await db.prisma.customer.findUniqueOrThrow({ where: { id: second.customer.id } });
    expect(stored.playExternalId).toBeNull();
  });

  it('resets a linked play account: keeps the id, clears the linked e-mail, with an audit row', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    await db.prisma.customer.update({
      where: { id: customer.id },
      data: { playExternalId: 'PLAY-RESET-1', playLinkedEmail: 'karin@example.se' },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customerNumber = customer.customerNumber;
    expect(await caller.play.details({ customerNumber })).toMatchObject({
      linkedEmail: 'karin@example.se',
      canReset: true,
      resetUrl: 'https://www.sappa.se/play/aktivera?id=PLAY-RESET-1',
    });

    expect(await caller.play.reset({ customerNumber })).toEqual({
      externalId: 'PLAY-RESET-1',
      linkedEmail: null,
      resetUrl: 'https://www.sappa.se/play/aktivera?id=PLAY-RESET-1',
    });

    expect(await caller.play.details({ customerNumber })).toMatchObject({
      externalId: 'PLAY-RESET-1',
      activated: true,
      linkedEmail: null,
      canReset: false,
    });
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'play.reset', entityId: String(customerNumber) },
    });
    expect(audit.details).toEqual({ externalId: 'PLAY-RESET-1', linkedEmail: 'karin@example.se' });
  });

  it('refuses to reset an account that is not linked or has no id, changing nothing', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customerNumber = customer.customerNumber;

    await expect(caller.play.reset({ customerNumber })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Kunden har inget Sappa Play-id',
    });
    await db.prisma.customer.update({ where: { id: customer.id }, data: { playExternalId: 'PLAY-RESET-2' } });
    await expect(caller.play.reset({ customerNumber })).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Sappa Play-kontot är inte kopplat till någon e-postadress',
    });
    await expect(caller.play.reset({ customerNumber: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const stored = await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });
    expect(stored).toMatchObject({ playExternalId: 'PLAY-RESET-2', playLinkedEmail: null });
    expect(
      await db.prisma.auditEntry.count({ where: { action: 'play.reset', entityId: String(customerNumber) } }),
    ).toBe(0);
  });

  it('unlinks the e-mail when the id is removed', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    await db.prisma.customer.update({
      where: { id: customer.id },
      data: { playExternalId: 'PLAY-RESET-3', playLinkedEmail: 'karin@example.se' },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await caller.play.removeExternalId({ customerNumber: customer.customerNumber });
    const stored = await db.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });
    expect(stored).toMatchObject({ playExternalId: null, playLinkedEmail: null });
  });
});
