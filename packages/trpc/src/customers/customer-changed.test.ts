import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@sappis/db';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { addDays, historyActionName, isoDay } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockCard } from '../hardware/testing/stock-hardware.ts';
import type { createCaller } from '../index.ts';
import { createCustomerAtAddress } from '../orders/testing/customer-at-address.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { appProcedures } from '../testing/procedures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

/** Every write to a customer, an agreement or an agreement row tells the open customer views: 'customer.changed'. */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

type Caller = ReturnType<typeof createCaller>;
type Customer = Awaited<ReturnType<typeof createTestCustomer>>;

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
let sequence = 0;

async function addRow(
  prisma: PrismaClient,
  agreementId: number,
  data: { rowNumber: number; productType: 'HARDWARE' | 'CARD' | 'SERVICE'; card?: number; price?: string },
) {
  return prisma.agreementRow.create({
    data: {
      agreementId,
      type: data.productType,
      category: 'TV',
      productNumber: `P${data.rowNumber}`,
      productName: `Produkt ${data.rowNumber}`,
      priceList: 10,
      price: data.price ?? '0.00',
      rowNumber: data.rowNumber,
      productType: data.productType,
      card: data.card,
    },
  });
}

/** A program card row on card row 1 whose card the TV middleware has in stock. */
async function addStockCardRow(prisma: PrismaClient, agreementId: number) {
  const card = await addRow(prisma, agreementId, { rowNumber: 3, productType: 'CARD', card: 1 });
  return prisma.agreementRow.update({
    where: { id: card.id },
    data: { cardNumber: await createStockCard(prisma) },
  });
}

/** A document of the fixture's agreement, its bytes in the row (as the demo's). */
async function addDocument(prisma: PrismaClient, { customer, agreement }: Customer) {
  sequence += 1;
  const documentNumber = 800_000 + (process.pid % 1000) * 100 + sequence;
  await prisma.document.create({
    data: {
      documentNumber,
      customerId: customer.id,
      agreementId: agreement.id,
      name: 'brev.pdf',
      type: 'PDF',
      createdBy: 'test@sappa.se',
      content: new Uint8Array(Buffer.from('%PDF-1.4\n')),
    },
  });
  return documentNumber;
}

/** A TV package row choosing up to two channels, with one of its two channels chosen. */
async function addChannelPackage(prisma: PrismaClient, agreementId: number) {
  sequence += 1;
  const product = await prisma.product.create({
    data: {
      productNumber: `MIXLIVE-${sequence}`,
      name: 'Sappa Mix',
      type: 'SERVICE',
      categoryNumber: 1,
      category: 'TV',
      selectableChannelCount: 2,
    },
  });
  const numbers = [`LIVE1-${sequence}`, `LIVE2-${sequence}`];
  for (const [index, number] of numbers.entries()) {
    const channel = await prisma.channel.create({
      data: { productNumber: number, name: `Kanal ${number}`, position: 50 + index },
    });
    await prisma.packageChannel.create({ data: { productId: product.id, channelId: channel.id } });
  }
  const packageRow = await prisma.agreementRow.create({
    data: {
      agreementId,
      rowNumber: 20,
      type: 'SERVICE',
      productType: 'SERVICE',
      productId: product.id,
      productNumber: product.productNumber,
      productName: product.name,
      category: 'TV',
      priceList: 10,
      price: '299.00',
      startDate: day('2025-01-01'),
    },
  });
  await prisma.agreementRow.create({
    data: {
      agreementId,
      rowNumber: 21,
      parentRowId: packageRow.id,
      type: 'SERVICE',
      productType: 'SERVICE',
      productNumber: numbers[0] as string,
      productName: `Kanal ${numbers[0]}`,
      category: 'TV',
      priceList: 10,
      price: '0.00',
      startDate: day('2025-01-01'),
    },
  });
  return { packageRowId: packageRow.id, numbers };
}

interface Write {
  /** The change named in the event (the audit action). */
  change: string;
  /** Whether the write is to an agreement (the event then names it). */
  agreement: boolean;
  run(caller: Caller, fixture: Customer, prisma: PrismaClient): Promise<unknown>;
}

const WRITES: Write[] = [
  {
    change: 'customer.updateDetails',
    agreement: false,
    run: (caller, { customer }) =>
      caller.customers.updateDetails({
        customerNumber: customer.customerNumber,
        update: {
          section: 'contact',
          values: { email: 'ny@example.se', mobilePhone: '070-123 45 67', phone: '' },
        },
      }),
  },
  {
    change: 'customer.updateSecurityClass',
    agreement: false,
    run: (caller, { customer }) =>
      caller.customers.updateSecurityClass({
        customerNumber: customer.customerNumber,
        securityClass: 3,
        nixCode: 7,
      }),
  },
  {
    change: 'customer.createTemporaryAddress',
    agreement: false,
    run: (caller, { customer }) =>
      caller.customers.updateTemporaryAddress({
        customerNumber: customer.customerNumber,
        name: 'Karin Lindqvist',
        address: 'Sommarvägen 1',
        co: '',
        zipCode: '471 50',
        city: 'Tjörn',
        phoneNumber: '',
        validThrough: addDays(isoDay(), 30),
      }),
  },
  {
    change: 'play.setExternalId',
    agreement: false,
    run: (caller, { customer }) =>
      caller.play.setExternalId({
        customerNumber: customer.customerNumber,
        externalId: `PLAY-${customer.customerNumber}`,
      }),
  },
  {
    change: 'play.removeExternalId',
    agreement: false,
    run: async (caller, { customer }, prisma) => {
      await prisma.customer.update({ where: { id: customer.id }, data: { playExternalId: 'PLAY-X1' } });
      return caller.play.removeExternalId({ customerNumber: customer.customerNumber });
    },
  },
  {
    change: 'play.reset',
    agreement: false,
    run: async (caller, { customer }, prisma) => {
      await prisma.customer.update({
        where: { id: customer.id },
        data: { playExternalId: `PLAY-R${customer.customerNumber}`, playLinkedEmail: 'karin@example.se' },
      });
      return caller.play.reset({ customerNumber: customer.customerNumber });
    },
  },
  {
    change: 'creditCheck.perform',
    agreement: false,
    run: (caller, { customer }) =>
      caller.creditChecks.perform({ requestId: randomUUID(), customerNumber: customer.customerNumber }),
  },
  {
    change: 'agreement.setAddress',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      sequence += 1;
      const main = await prisma.mainAgreement.create({
        data: { number: 8000 + sequence, name: 'Brf Live', startsAt: day('2020-01-01') },
      });
      await prisma.agreement.update({
        where: { id: agreement.id },
        data: { addressId: null, mainAgreementId: main.id },
      });
      return caller.addresses.create({
        requestId: randomUUID(),
        street: `Livevägen ${sequence}`,
        number: '4',
        entrance: '',
        apartment: '',
        zip: '413 01',
        city: 'Göteborg',
        mainAgreementNumber: main.number,
        agreementNumber: agreement.agreementNumber,
      });
    },
  },
  {
    change: 'agreement.verifyAddress',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      const { addressId } = await createCustomerAtAddress(prisma);
      await prisma.agreement.update({ where: { id: agreement.id }, data: { mainAgreementId: null } });
      return caller.addresses.confirmAddress({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        addressId,
      });
    },
  },
  {
    change: 'agreement.updateChannels',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      const { packageRowId, numbers } = await addChannelPackage(prisma, agreement.id);
      return caller.channels.update({ packageRowId, channels: numbers });
    },
  },
  {
    change: 'agreementRow.updateDeliveryDate',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      const box = await addRow(prisma, agreement.id, { rowNumber: 3, productType: 'HARDWARE', card: 1 });
      return caller.agreementRows.updateDeliveryDate({ rowId: box.id, deliveryDate: '2025-12-01' });
    },
  },
  {
    change: 'agreementRow.updateDiscount',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      const discount = await addRow(prisma, agreement.id, {
        rowNumber: 3,
        productType: 'SERVICE',
        price: '-100.00',
      });
      return caller.agreementRows.updateDiscount({ rowId: discount.id, amount: -150 });
    },
  },
  {
    change: 'agreementRow.activateHardware',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      await addRow(prisma, agreement.id, { rowNumber: 3, productType: 'HARDWARE', card: 1 });
      const newBox = await addRow(prisma, agreement.id, { rowNumber: 4, productType: 'HARDWARE', card: 0 });
      return caller.agreementRows.activateHardware({ rowId: newBox.id, card: 1 });
    },
  },
  {
    change: 'tvDiagnostics.setTroubleshooting',
    agreement: true,
    run: async (caller, { customer, agreement }, prisma) => {
      const row = await addTvCard(prisma, customer.id, agreement.id);
      return caller.tvDiagnostics.setTroubleshooting({ requestId: randomUUID(), rowId: row.id, on: true });
    },
  },
  {
    change: 'tvDiagnostics.temporarySignalOn',
    agreement: true,
    run: async (caller, { customer, agreement }, prisma) => {
      const row = await addTvCard(prisma, customer.id, agreement.id);
      return caller.tvDiagnostics.temporarySignalOn({ requestId: randomUUID(), rowId: row.id });
    },
  },
  {
    change: 'hardware.changeCardRow',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      const box = await addRow(prisma, agreement.id, { rowNumber: 3, productType: 'HARDWARE', card: 0 });
      return caller.hardware.changeCardRow({ rowId: box.id, cardRow: 2 });
    },
  },
  {
    change: 'hardware.renameCard',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      const card = await addStockCardRow(prisma, agreement.id);
      return caller.hardware.renameCard({ rowId: card.id, name: 'Vardagsrum' });
    },
  },
  {
    change: 'hardware.remove',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      const box = await addRow(prisma, agreement.id, { rowNumber: 3, productType: 'HARDWARE', card: 0 });
      return caller.hardware.remove({ rowId: box.id });
    },
  },
  {
    change: 'hardware.pair',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      const card = await addStockCardRow(prisma, agreement.id);
      return caller.hardware.pair({ rowId: card.id });
    },
  },
  {
    change: 'hardware.clearPairing',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      const card = await addStockCardRow(prisma, agreement.id);
      return caller.hardware.clearPairing({ rowId: card.id, otherAgreementNumber: 1 });
    },
  },
  {
    change: 'hardware.add',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      const cardNumber = await createStockCard(prisma);
      return caller.hardware.add({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        kind: 'CARD',
        identifier: cardNumber,
      });
    },
  },
  {
    change: 'document.createFromTemplate',
    agreement: true,
    run: async (caller, { agreement }, prisma) => {
      sequence += 1;
      const template = await prisma.documentTemplate.create({
        data: { name: `Live mall ${sequence}`, content: '<p>{{kundNamn}}</p>' },
      });
      return caller.documents.createFromTemplate({
        requestId: randomUUID(),
        agreementNumber: agreement.agreementNumber,
        templateId: template.id,
      });
    },
  },
  {
    change: 'document.changeStatus',
    agreement: true,
    run: async (caller, fixture, prisma) => {
      const documentNumber = await addDocument(prisma, fixture);
      return caller.documents.changeStatus({ documentNumber, status: 'PRINTED' });
    },
  },
  {
    change: 'document.send',
    agreement: true,
    run: async (caller, fixture, prisma) => {
      const documentNumber = await addDocument(prisma, fixture);
      return caller.documents.send({ requestId: randomUUID(), documentNumber });
    },
  },
  {
    change: 'document.delete',
    agreement: true,
    run: async (caller, fixture, prisma) => {
      const documentNumber = await addDocument(prisma, fixture);
      return caller.documents.remove({ requestId: randomUUID(), documentNumber });
    },
  },
];

/** A card line with its program card in the TV middleware's tables. */
async function addTvCard(prisma: PrismaClient, customerId: number, agreementId: number) {
  sequence += 1;
  const cardNumber = `55${customerId}${sequence}`;
  await prisma.tvCard.create({ data: { customerId, cardNumber } });
  const row = await addRow(prisma, agreementId, { rowNumber: 3, productType: 'CARD', card: 1 });
  return prisma.agreementRow.update({ where: { id: row.id }, data: { cardNumber } });
}
WRITES.push({
  change: 'customer.changePassword',
  agreement: false,
  run: (caller, { customer }) =>
    caller.customerAccount.changePassword({
      customerNumber: customer.customerNumber,
      passwords: { password: 'hemligt', confirmation: 'hemligt' },
    }),
});

const newestEvent = (prisma: PrismaClient) => prisma.event.findFirst({ orderBy: { id: 'desc' } });

describe("every write to a customer, agreement or agreement row appends 'customer.changed' and is in its history", () => {
  it.each(WRITES)('$change', async (write) => {
    const fixture = await createTestCustomer(db.prisma);
    const { caller, user } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const before = (await newestEvent(db.prisma))?.id ?? 0n;

    await write.run(caller, fixture, db.prisma);

    const events = await db.prisma.event.findMany({ where: { id: { gt: before } }, orderBy: { id: 'asc' } });
    // An agreement's change names its address too (after the change): that address's open page refetches.
    const { addressId } = await db.prisma.agreement.findUniqueOrThrow({
      where: { id: fixture.agreement.id },
    });
    expect(events.map((event) => [event.type, event.caseId, event.userId, event.payload])).toEqual([
      [
        'customer.changed',
        null,
        null,
        {
          customerNumber: fixture.customer.customerNumber,
          agreementNumber: write.agreement ? fixture.agreement.agreementNumber : null,
          ...(write.agreement && addressId ? { addressId } : {}),
          actorId: user.id,
          change: write.change,
        },
      ],
    ]);
    // The same write is in the customer's history, under a Swedish name.
    const audited = await db.prisma.auditEntry.findMany({
      where: { action: write.change },
      orderBy: { id: 'asc' },
    });
    expect(audited.at(-1)?.customerId).toBe(fixture.customer.id);
    expect(historyActionName(write.change)).not.toBe(write.change);
  });

  it('covers every mutation of the customer areas', () => {
    const areas = [
      'agreements',
      'customers',
      'play',
      'creditChecks',
      'addresses',
      'channels',
      'agreementRows',
      'tvDiagnostics',
      'hardware',
      'orders',
      'customerAccount',
      'secondLine',
    ];
    const mutations = appProcedures()
      .filter(
        (procedure) => procedure.type === 'mutation' && areas.includes(procedure.path.split('.')[0] ?? ''),
      )
      .map((procedure) => procedure.path);
    const covered = [
      // Through runOperation's applyPlan, which appends it last (compensate.test.ts checks it).
      'agreements.compensate',
      'agreements.editRowDates',
      'agreements.changePaymentMethod',
      'agreements.terminate',
      'agreements.regret',
      'agreements.terminateDeceased',
      'agreements.pause',
      'agreements.continue',
      'agreements.createReturnCase',
      // Move and transfer service append it for both agreements, merge for both customers (their own tests check it).
      'agreements.move',
      'agreements.transferService',
      'customers.merge',
      'customers.updateDetails',
      'customers.updateSecurityClass',
      'customers.updateTemporaryAddress',
      'play.setExternalId',
      'play.removeExternalId',
      'play.reset',
      'creditChecks.perform',
      'addresses.create',
      'addresses.confirmAddress',
      // With its case (and case.changed) through createPlannedCase (add-agreement.test.ts checks the event).
      'addresses.addAgreement',
      // Through runOperation's applyPlan (orders/commerce-order.test.ts checks it).
      'orders.place',
      // Opens a case about the address; the customer and the agreement stay as they are.
      'addresses.createAddressCase',
      'channels.update',
      'agreementRows.updateDeliveryDate',
      'agreementRows.updateDiscount',
      'agreementRows.activateHardware',
      'tvDiagnostics.setTroubleshooting',
      'tvDiagnostics.temporarySignalOn',
      'hardware.changeCardRow',
      'hardware.renameCard',
      'hardware.remove',
      'hardware.pair',
      'hardware.clearPairing',
      'hardware.add',
      // One event per agreement, the old and the new (hardware.test.ts).
      'hardware.transfer',
      // Our tables of the customer do not change; the billing system's record and the audit entry do.
      'hardware.syncToBilling',
      // A new customer's event, both sides' events, and the case's event beside the customer's: their own
      // tests check them (customers/create/create-customer.test.ts, agreements/assignment/assign.test.ts).
      'customers.create',
      'customers.createActivationCase',
      'agreements.assign',
      // Both customers' 'customer.changed' and audit entries: agreements/assignment/cancel-assignment.test.ts.
      'agreements.cancelAssignment',
      'customerAccount.changePassword',
      // An OTP changes no customer data the view shows (it is audited).
      'customerAccount.createOtp',
      // Presence is not a change of the customer: it has its own event.
      'customers.heartbeat',
      // The temporary signal by card number: tvDiagnostics.temporarySignalOn's write (second-line.test.ts checks it).
      'secondLine.temporarySignal',
    ];
    expect(mutations.filter((path) => !covered.includes(path))).toEqual([]);
  });
});
