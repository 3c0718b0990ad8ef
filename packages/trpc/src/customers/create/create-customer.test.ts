import { randomUUID } from 'node:crypto';
import { personnummer } from '@sappis/db/seed/luhn';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  activationCaseSearch,
  CREATE_CUSTOMER_TEXTS,
  CREDIT_CHECK_TEXTS,
  MANUAL_ACTIVATION_TEXTS,
  type NewCustomerValues,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../../adapters/adapters.ts';
import { createOperationDatabase } from '../../agreements/testing/operation-database.ts';
import type { CreditBureau } from '../../credit-checks/credit-bureau.ts';
import { databaseCreditBureau } from '../../credit-checks/credit-bureau.ts';
import { createCaller } from '../../index.ts';
import { type CookieJar, createTestContext } from '../../testing/context.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import { createTestUser } from '../../testing/users.ts';
import { LOOKUP_ANSWER } from './personal-number-lookup.ts';

let db: TestDatabase;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];
let user: Awaited<ReturnType<typeof signInTestUser>>['user'];

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller, user } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] }));
});
afterAll(async () => {
  await db?.drop();
});

let births = 0;
/** A valid personnummer no customer has yet. */
function newPersonalNumber(): string {
  births += 1;
  return personnummer(
    { year: 1960 + (births % 40), month: 1 + (births % 12), day: 1 + (births % 28) },
    100 + births,
  );
}
const dashed = (twelve: string) => `${twelve.slice(0, 8)}-${twelve.slice(8)}`;

const values = (personalId: string, overrides: Partial<NewCustomerValues> = {}): NewCustomerValues => ({
  firstName: 'Nora',
  lastName: 'Ek',
  personalNumber: dashed(personalId),
  address: 'Ekvägen 3',
  postalCode: '413 02',
  city: 'Göteborg',
  email: 'nora.ek@example.se',
  mobilePhone: '070 123 45 67',
  phone: '',
  ...overrides,
});

/** A new signed-in user whose credit bureau is `creditBureau` (the other systems the defaults). */
async function callerWithBureau(creditBureau: CreditBureau) {
  const signedIn = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
  const jar: CookieJar = { token: null };
  await createCaller(createTestContext(db.prisma, jar)).auth.login({
    username: signedIn.username,
    password: signedIn.password,
  });
  const adapters = createAdapters(db.prisma, undefined, { creditBureau });
  return createCaller(createTestContext(db.prisma, jar, { adapters }));
}

let places = 0;

/**
 * An agreement to activate at: under a main agreement whose active access at its address has order number
 * ORD-4711 (an ended one had ORD-OLD); the agreement's own note (orderInfo) is no order number.
 */
async function placeAgreement() {
  const { agreement } = await createTestCustomer(db.prisma);
  places += 1;
  const key = (process.pid % 1000) * 100 + places;
  const addressId = `${87_000_000 + key}`;
  const main = await db.prisma.mainAgreement.create({
    data: { number: 70_000 + key, name: 'Brf Aktivering', startsAt: new Date('2020-01-01') },
  });
  await db.prisma.address.create({
    data: {
      id: addressId,
      street: 'Aktiveringsvägen',
      number: String(key),
      zipCode: '41301',
      city: 'Göteborg',
      composite: `Aktiveringsvägen ${key}, 413 01 Göteborg`,
    },
  });
  for (const [orderNumber, validTo] of [
    ['ORD-OLD', new Date('2024-06-30')],
    ['ORD-4711', null],
  ] as const) {
    await db.prisma.access.create({
      data: {
        addressId,
        mainAgreementId: main.id,
        externalId: `EXT-${addressId}-${orderNumber}`,
        network: 'openfiber',
        validFrom: new Date('2024-01-01'),
        validTo,
        orderNumber,
      },
    });
  }
  return db.prisma.agreement.update({
    where: { id: agreement.id },
    data: {
      addressId,
      mainAgreementId: main.id,
      mainCentral: 'HC-GBG-12',
      orderInfo: 'Ring kunden efter 17',
      deliveryPostalCode: '41301',
    },
  });
}

const eventsAfter = async (id: bigint) =>
  db.prisma.event.findMany({ where: { id: { gt: id } }, orderBy: { id: 'asc' } });
const lastEventId = async () => (await db.prisma.event.findFirst({ orderBy: { id: 'desc' } }))?.id ?? 0n;

describe('customers.lookupPersonalNumber', () => {
  it('answers an existing customer with its number, a new person with -1, an invalid number with 100 and its message', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    await db.prisma.customer.update({ where: { id: customer.id }, data: { personalId: '198501011237' } });
    const existing = await caller.customers.lookupPersonalNumber({
      personalNumber: '198501011237',
      withCreditCheck: true,
    });
    expect(existing.customerNumber).toBe(customer.customerNumber);
    const fresh = newPersonalNumber();
    expect(
      await caller.customers.lookupPersonalNumber({ personalNumber: fresh, withCreditCheck: true }),
    ).toEqual({
      customerNumber: LOOKUP_ANSWER.NEW,
      email: null,
      firstName: null,
      lastName: null,
    });
    expect(
      await caller.customers.lookupPersonalNumber({ personalNumber: '198112189875', withCreditCheck: false }),
    ).toMatchObject({ customerNumber: 100, email: 'Personnumret är inte giltigt' });
    await expect(
      caller.customers.lookupPersonalNumber({ personalNumber: '19811218987', withCreditCheck: true }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('puts a payment remark (-100) or a failed check (99) in the e-mail field; without the check none is made', async () => {
    const remark = await callerWithBureau({ check: async () => ({ status: -99 }) });
    const failing = await callerWithBureau({ check: () => Promise.reject(new Error('nere')) });
    const lookup = (use: typeof caller, withCreditCheck: boolean) =>
      use.customers.lookupPersonalNumber({ personalNumber: newPersonalNumber(), withCreditCheck });
    expect(await lookup(remark, true)).toMatchObject({
      customerNumber: -100,
      email: CREDIT_CHECK_TEXTS.remark,
    });
    expect(await lookup(failing, true)).toMatchObject({
      customerNumber: 99,
      email: CREDIT_CHECK_TEXTS.error,
    });
    expect(await lookup(remark, false)).toMatchObject({ customerNumber: LOOKUP_ANSWER.NEW });
  });

  it('checks a new customer once: the creation after the lookup the same day reuses its approval', async () => {
    let asked = 0;
    const bureau = databaseCreditBureau(db.prisma);
    const counting = await callerWithBureau({
      check: (request, call) => {
        asked += 1;
        return bureau.check(request, call);
      },
    });
    const create = (personalId: string) =>
      counting.customers.create({
        requestId: randomUUID(),
        values: values(personalId),
        withCreditCheck: true,
        placeAgreementNumber: null,
      });
    const checksOf = (customerNumber: number) =>
      db.prisma.creditCheck.findMany({ where: { customer: { customerNumber } }, select: { status: true } });

    const personalId = newPersonalNumber();
    expect(
      await counting.customers.lookupPersonalNumber({ personalNumber: personalId, withCreditCheck: true }),
    ).toMatchObject({ customerNumber: LOOKUP_ANSWER.NEW });
    const created = await create(personalId);
    expect(asked).toBe(1);
    expect(await checksOf(created.customerNumber)).toEqual([{ status: 0 }]);

    // Created without a lookup first: the creation asks the bureau itself, once.
    const direct = await create(newPersonalNumber());
    expect(asked).toBe(2);
    expect(await checksOf(direct.customerNumber)).toEqual([{ status: 0 }]);
  });
});

describe('customers.create', () => {
  it('creates a customer without an agreement: the next customer number, the fields, audit and event', async () => {
    const personalId = newPersonalNumber();
    const { _max } = await db.prisma.customer.aggregate({ _max: { customerNumber: true } });
    const before = await lastEventId();
    const created = await caller.customers.create({
      requestId: randomUUID(),
      values: values(personalId),
      withCreditCheck: false,
      placeAgreementNumber: null,
    });
    expect(created).toEqual({
      customerNumber: (_max.customerNumber ?? 0) + 1,
      name: 'Nora Ek',
      agreementNumber: null,
    });
    const customer = await db.prisma.customer.findUniqueOrThrow({
      where: { customerNumber: created.customerNumber },
      include: { agreements: true, creditChecks: true },
    });
    expect(customer).toMatchObject({
      name: 'Nora Ek',
      firstName: 'Nora',
      lastName: 'Ek',
      personalId,
      email: 'nora.ek@example.se',
      mobilePhone: '070 123 45 67',
      phone: null,
      deliveryAddress: 'Ekvägen 3',
      deliveryPostalCode: '41302',
      deliveryCity: 'Göteborg',
      invoiceName: 'Nora Ek',
      invoiceAddress: 'Ekvägen 3',
      invoicePostalCode: '41302',
      invoiceCity: 'Göteborg',
      creditCheckDone: false,
    });
    expect(customer.agreements).toEqual([]);
    expect(customer.creditChecks).toEqual([]);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'customer.create', entityId: String(created.customerNumber) },
    });
    expect(audit.userId).toBe(user.id);
    expect((await eventsAfter(before)).map((event) => [event.type, event.payload])).toEqual([
      [
        'customer.changed',
        {
          customerNumber: created.customerNumber,
          agreementNumber: null,
          actorId: user.id,
          change: 'customer.create',
        },
      ],
    ]);
  });

  it("with the credit check and a place: the check recorded, an agreement at the place's address and access with its main central, not its note", async () => {
    const agreement = await placeAgreement();
    const created = await caller.customers.create({
      requestId: randomUUID(),
      values: values(newPersonalNumber()),
      withCreditCheck: true,
      placeAgreementNumber: agreement.agreementNumber,
    });
    expect(created.agreementNumber).not.toBeNull();
    const customer = await db.prisma.customer.findUniqueOrThrow({
      where: { customerNumber: created.customerNumber },
      include: { agreements: true, creditChecks: true },
    });
    expect(customer.creditCheckDone).toBe(true);
    expect(customer.creditChecks.map((check) => [check.status, check.checkedBy])).toEqual([
      [0, user.username],
    ]);
    expect(customer.agreements).toHaveLength(1);
    expect(customer.agreements[0]).toMatchObject({
      agreementNumber: created.agreementNumber,
      deliveryAddress: 'Storgatan 12',
      deliveryCity: 'Göteborg',
      deliveryPostalCode: '41301',
      mainCentral: 'HC-GBG-12',
      orderInfo: null,
      addressId: agreement.addressId,
      mainAgreementId: agreement.mainAgreementId,
    });
  });

  it('allocates distinct consecutive numbers to concurrent creates', async () => {
    const { _max } = await db.prisma.customer.aggregate({ _max: { customerNumber: true } });
    const created = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        caller.customers.create({
          requestId: randomUUID(),
          values: values(newPersonalNumber()),
          withCreditCheck: false,
          placeAgreementNumber: null,
        }),
      ),
    );
    const numbers = created.map((item) => item.customerNumber).sort((a, b) => a - b);
    const first = (_max.customerNumber ?? 0) + 1;
    expect(numbers).toEqual([first, first + 1, first + 2, first + 3, first + 4]);
  });

  it('refuses bad input, a second customer with the personal number and a remark, changing nothing', async () => {
    const customersBefore = await db.prisma.customer.count();
    const auditBefore = await db.prisma.auditEntry.count({ where: { action: 'customer.create' } });
    const eventBefore = await lastEventId();
    await expect(
      caller.customers.create({
        requestId: randomUUID(),
        values: values(newPersonalNumber(), {
          email: 'nora@exempel',
          postalCode: '4130',
          mobilePhone: '0711234567',
        }),
        withCreditCheck: false,
        placeAgreementNumber: null,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: {
        fieldErrors: {
          email: [CREATE_CUSTOMER_TEXTS.email],
          postalCode: [CREATE_CUSTOMER_TEXTS.postalCode],
          mobilePhone: [CREATE_CUSTOMER_TEXTS.mobile],
        },
      },
    });
    const taken = newPersonalNumber();
    const { customer } = await createTestCustomer(db.prisma);
    await db.prisma.customer.update({ where: { id: customer.id }, data: { personalId: taken } });
    await expect(
      caller.customers.create({
        requestId: randomUUID(),
        values: values(taken),
        withCreditCheck: false,
        placeAgreementNumber: null,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CREATE_CUSTOMER_TEXTS.exists });
    await expect(
      caller.customers.create({
        requestId: randomUUID(),
        values: values(newPersonalNumber()),
        withCreditCheck: false,
        placeAgreementNumber: 1,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db.prisma.customer.count()).toBe(customersBefore + 1);
    expect(await db.prisma.auditEntry.count({ where: { action: 'customer.create' } })).toBe(auditBefore);
    expect((await eventsAfter(eventBefore)).filter((event) => event.type === 'customer.changed')).toEqual([]);
  });
});

describe('customers.createActivationCase', () => {
  const filled = {
    cardNumber: '0012345678',
    camId: '987654',
    macAddress: 'AA:BB:CC:DD:EE:FF',
    description: 'Kortet går inte att para',
  };

  it("opens case 212 in group 42, status 1, priority 0, with the four required hidden fields and the customer relation (the access's order number)", async () => {
    const agreement = await placeAgreement();
    // The panel's header shows the same order number (the operation context), not the agreement's note.
    const { context } = await caller.agreements.operationContext({
      agreementNumber: agreement.agreementNumber,
    });
    expect(context.agreement).toMatchObject({
      accessOrderNumber: 'ORD-4711',
      orderInfo: 'Ring kunden efter 17',
    });
    const created = await caller.customers.create({
      requestId: randomUUID(),
      values: values(newPersonalNumber()),
      withCreditCheck: true,
      placeAgreementNumber: agreement.agreementNumber,
    });
    const before = await lastEventId();
    const { caseNumber } = await caller.customers.createActivationCase({
      requestId: randomUUID(),
      customerNumber: created.customerNumber,
      agreementNumber: created.agreementNumber,
      values: filled,
    });
    const item = await db.prisma.case.findUniqueOrThrow({
      where: { number: caseNumber },
      include: { formFields: { orderBy: { order: 'asc' } }, relation: true },
    });
    expect(item).toMatchObject({
      typeId: 212,
      ownerGroupId: 42,
      status: 'NOT_STARTED',
      priority: 'LOWEST',
      // The spec's header word for word: 59 characters, more than a typed header's 40 (document 3 section 9).
      header: 'Visma-ärende/Aktivering (Aktivering går inte att genomföra)',
    });
    expect(
      item.formFields.map((field) => [
        field.formTitle,
        field.title,
        field.value,
        field.required,
        field.fieldType,
        field.public,
      ]),
    ).toEqual([
      ['Visma-ärende/Aktivering', 'Kortnummer', '0012345678', true, 2, false],
      ['Visma-ärende/Aktivering', 'CAM-id', '987654', true, 2, false],
      ['Visma-ärende/Aktivering', 'MAC-adress', 'AA:BB:CC:DD:EE:FF', true, 2, false],
      ['Visma-ärende/Aktivering', 'Beskrivning', 'Kortet går inte att para', true, 2, false],
    ]);
    expect(item.relation).toMatchObject({
      customerNumber: created.customerNumber,
      customerName: 'Nora Ek',
      customerAddress: 'Storgatan 12',
      customerOrderNumber: 'ORD-4711',
      signalCentral: 'HC-GBG-12',
    });
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'customer.activationCase', entityId: String(created.customerNumber) },
      }),
    ).toBe(1);
    const events = await eventsAfter(before);
    expect(events.map((event) => event.type)).toEqual(['case.changed', 'customer.changed']);
    expect(events[1]?.payload).toEqual({
      customerNumber: created.customerNumber,
      agreementNumber: created.agreementNumber,
      // The place's address: its open address page refetches too.
      addressId: agreement.addressId,
      actorId: user.id,
      change: 'customer.activationCase',
    });
  });

  it("refuses a second activation case while the customer's first is not finished; the panel's search lists them, finished ones too", async () => {
    const { customer, agreement } = await createTestCustomer(db.prisma);
    const other = await createTestCustomer(db.prisma);
    const create = (customerNumber: number, agreementNumber: number | null) =>
      caller.customers.createActivationCase({
        requestId: randomUUID(),
        customerNumber,
        agreementNumber,
        values: filled,
      });
    const search = async (customerNumber: number) =>
      (await caller.cases.search(activationCaseSearch(customerNumber))).cases.map((item) => [
        item.number,
        item.status.key,
      ]);
    expect(await search(customer.customerNumber)).toEqual([]);

    const first = await create(customer.customerNumber, agreement.agreementNumber);
    const casesBefore = await db.prisma.case.count();
    await expect(create(customer.customerNumber, null)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: MANUAL_ACTIVATION_TEXTS.duplicate(first.caseNumber),
    });
    expect(await db.prisma.case.count()).toBe(casesBefore);
    // Another customer's activation case is no duplicate of this one's.
    await create(other.customer.customerNumber, null);
    expect(await search(customer.customerNumber)).toEqual([[first.caseNumber, 'NOT_STARTED']]);

    // Once the first is finished, a new one may be opened; the search shows both, the newest first.
    await db.prisma.case.update({ where: { number: first.caseNumber }, data: { status: 'FINISHED' } });
    const second = await create(customer.customerNumber, null);
    expect(await search(customer.customerNumber)).toEqual([
      [second.caseNumber, 'NOT_STARTED'],
      [first.caseNumber, 'FINISHED'],
    ]);
  });

  it('refuses a missing field and another customer’s agreement, changing nothing', async () => {
    const first = await createTestCustomer(db.prisma);
    const other = await createTestCustomer(db.prisma);
    const casesBefore = await db.prisma.case.count();
    await expect(
      caller.customers.createActivationCase({
        requestId: randomUUID(),
        customerNumber: first.customer.customerNumber,
        agreementNumber: first.agreement.agreementNumber,
        values: { ...filled, macAddress: ' ' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'MAC-adress måste fyllas i' });
    await expect(
      caller.customers.createActivationCase({
        requestId: randomUUID(),
        customerNumber: first.customer.customerNumber,
        agreementNumber: other.agreement.agreementNumber,
        values: filled,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db.prisma.case.count()).toBe(casesBefore);
  });
});
