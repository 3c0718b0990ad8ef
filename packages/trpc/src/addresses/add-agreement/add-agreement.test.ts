import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  ADDRESS_SEARCH_TEXTS,
  type AddAgreementChoices,
  planAddAgreement,
  planFingerprint,
  STALE_PLAN_MESSAGE,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationDatabase } from '../../agreements/testing/operation-database.ts';
import { createCustomerAtAddress } from '../../orders/testing/customer-at-address.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';

let db: TestDatabase;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];

beforeAll(async () => {
  db = await createOperationDatabase();
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
});
afterAll(async () => {
  await db?.drop();
});

/** What the form does: the context, the plan of the choices, its fingerprint. */
async function preview(customerNumber: number, choices: AddAgreementChoices) {
  const { context, today } = await caller.addresses.addAgreementContext({
    customerNumber,
    addressId: choices.addressId,
  });
  const outcome = planAddAgreement(context, choices, today);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return planFingerprint(outcome.plan);
}

describe('addresses.addAgreement', () => {
  it('creates the agreement at the address with a new-agreement case 2/42/197, audit and customer.changed', async () => {
    const { addressId, mainAgreementNumber } = await createCustomerAtAddress(db.prisma);
    const { customer } = await createTestCustomer(db.prisma);
    const choices = { addressId, mainAgreementNumber, missingAddress: null };
    const result = await caller.addresses.addAgreement({
      requestId: randomUUID(),
      customerNumber: customer.customerNumber,
      planFingerprint: await preview(customer.customerNumber, choices),
      choices,
    });
    expect(result.agreementNumber).not.toBeNull();
    const agreement = await db.prisma.agreement.findUniqueOrThrow({
      where: { agreementNumber: result.agreementNumber ?? 0 },
      include: { mainAgreement: true },
    });
    expect(agreement).toMatchObject({ customerId: customer.id, addressId, ended: false });
    expect(agreement.mainAgreement?.number).toBe(mainAgreementNumber);
    const item = await db.prisma.case.findUniqueOrThrow({ where: { number: result.caseNumber } });
    expect(item).toMatchObject({ status: 'IN_PROGRESS', ownerGroupId: 42, typeId: 197 });
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'agreement.addAtAddress', entityId: String(customer.customerNumber) },
      }),
    ).toBe(1);
    const event = await db.prisma.event.findFirst({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event?.payload).toMatchObject({
      customerNumber: customer.customerNumber,
      agreementNumber: null,
      change: 'agreement.addAtAddress',
    });
  });

  it('opens only a missing-address case 1/84/135 when the address is missing', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const agreementsBefore = await db.prisma.agreement.count();
    const choices = {
      addressId: null,
      mainAgreementNumber: null,
      missingAddress: {
        street: 'Saknadvägen',
        number: '8',
        entrance: '',
        apartment: '',
        zip: '413 20',
        city: 'Göteborg',
        note: '',
      },
    };
    const result = await caller.addresses.addAgreement({
      requestId: randomUUID(),
      customerNumber: customer.customerNumber,
      planFingerprint: await preview(customer.customerNumber, choices),
      choices,
    });
    expect(result.agreementNumber).toBeNull();
    const item = await db.prisma.case.findUniqueOrThrow({ where: { number: result.caseNumber } });
    expect(item).toMatchObject({ status: 'NOT_STARTED', ownerGroupId: 84, typeId: 135 });
    // Within the 40 characters of a case header, at a word boundary: never '…, 413 20 Göt'.
    expect(item.header).toBe('Adress saknas: Saknadvägen 8, 413 20');
    expect(await db.prisma.agreement.count()).toBe(agreementsBefore);
  });

  it('refuses blocked premises, a wrong main agreement, bad input and a stale plan, writing nothing', async () => {
    const blocked = await createCustomerAtAddress(db.prisma, { premisesType: 'MDU_COMMON' });
    const open = await createCustomerAtAddress(db.prisma);
    const { customer } = await createTestCustomer(db.prisma);
    const before = { agreements: await db.prisma.agreement.count(), cases: await db.prisma.case.count() };
    const add = (choices: AddAgreementChoices, planFingerprint = '0123456789abcdef') =>
      caller.addresses.addAgreement({
        requestId: randomUUID(),
        customerNumber: customer.customerNumber,
        planFingerprint,
        choices,
      });

    await expect(
      add({
        addressId: blocked.addressId,
        mainAgreementNumber: blocked.mainAgreementNumber,
        missingAddress: null,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: ADDRESS_SEARCH_TEXTS.purchaseBlocked });
    await expect(
      add({
        addressId: open.addressId,
        mainAgreementNumber: blocked.mainAgreementNumber,
        missingAddress: null,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      add({ addressId: open.addressId, mainAgreementNumber: -1, missingAddress: null }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      add({ addressId: open.addressId, mainAgreementNumber: open.mainAgreementNumber, missingAddress: null }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: STALE_PLAN_MESSAGE });

    expect(await db.prisma.agreement.count()).toBe(before.agreements);
    expect(await db.prisma.case.count()).toBe(before.cases);
  });
});
