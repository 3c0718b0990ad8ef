import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  isoDay,
  lastDayOfMonth,
  operationHandlerOf,
  pauseStartOptions,
  planAddAgreement,
  planAssignment,
  planCommerceOrder,
  planCompensation,
  planContinue,
  planDeceasedTermination,
  planEditRowDates,
  planFingerprint,
  planMove,
  planPause,
  planPaymentMethodChange,
  planRegret,
  planReturnCase,
  planTermination,
  planTransferService,
  type ReturnCaseChoices,
  terminationDates,
} from '@sappis/shared';
import type { AnyProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createMoveFixture } from '../agreements/move/move-fixtures.ts';
import { addServiceRow } from '../agreements/testing/agreement-rows.ts';
import { createOperationDatabase, previewOperation } from '../agreements/testing/operation-database.ts';
import { appRouter } from '../app-router.ts';
import { createStockCard } from '../hardware/testing/stock-hardware.ts';
import { filledBasisFields } from '../invoice-bases/testing/basis-fields.ts';
import { createTestInvoice } from '../invoices/testing/test-invoices.ts';
import { createCustomerAtAddress } from '../orders/testing/customer-at-address.ts';
import { createProvisioningOrder } from '../provisioning/testing/provisioning-fixtures.ts';
import { toIsoDate } from '../serialize.ts';
import { createTestCase, createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';
import { createTvCustomer } from '../tv-diagnostics/testing/tv-fixtures.ts';

/**
 * One effect per submit: every mutation that creates or sends, called five times at once with the same
 * requestId (a double click, a retry racing the first), acts once and gives all five the same answer.
 */

type Caller = Awaited<ReturnType<typeof signInTestUser>>['caller'];

let db: TestDatabase;
let caller: Caller;
let fixtures: {
  customerNumber: number;
  agreementNumber: number;
  caseNumber: number;
  recipientId: number;
  mainAgreementNumber: number;
  /** A customer of its own with an unpaid invoice of this month (deferment). */
  invoiceCustomer: { customerNumber: number; invoiceNumber: number; invoiceDate: string };
  /** An agreement of its own per termination mutation, with a Play row (and a recent TV row for regret). */
  termination: Record<
    'terminate' | 'regret' | 'terminateDeceased',
    { agreementNumber: number; rowId: number }
  >;
};

/**
 * A new customer's agreement with Play, or with a TV service bought yesterday that starts tomorrow (`recent`): a
 * regret ends it tomorrow, so it is still listed when the retry previews again.
 */
async function terminationAgreement(recent: boolean) {
  const { agreement } = await createTestCustomer(db.prisma);
  const today = isoDay();
  const row = await addServiceRow(db.prisma, agreement.id, {
    productNumber: recent ? 'TVBAS' : 'PLAY',
    productName: recent ? 'TV Bas' : 'Sappa Play',
    // Started today: regret ends it today, so it is still listed for the concurrent submits' previews.
    ...(recent ? { saleDate: addDays(today, -1), startDate: today } : {}),
  });
  return { agreementNumber: agreement.agreementNumber, rowId: row.id };
}

async function invoiceCustomer() {
  const { customer } = await createTestCustomer(db.prisma);
  const invoice = await createTestInvoice(db.prisma, {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    k: 1,
  });
  return {
    customerNumber: customer.customerNumber,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: toIsoDate(invoice.invoiceDate),
  };
}

/** A marketing user (announcements need MARKNAD), signed in once for all five submits. */
let marketingCaller: Promise<Caller> | undefined;
const asMarketing = () => {
  marketingCaller ??= signInTestUser(db.prisma, { groups: ['SAPPIS', 'MARKNAD'] }).then(
    (signed) => signed.caller,
  );
  return marketingCaller;
};

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS', 'ADMIN'] }));
  const { customer } = await createTestCustomer(db.prisma);
  const item = await createTestCase(db.prisma, { customerNumber: customer.customerNumber });
  const recipient = await createTestUser(db.prisma, { groups: ['SAPPIS'] });
  const main = await db.prisma.mainAgreement.create({
    data: { number: 7101, name: 'Brf Dubbelklick', startsAt: new Date('2020-01-01') },
  });
  fixtures = {
    customerNumber: customer.customerNumber,
    agreementNumber: customer.customerNumber,
    caseNumber: item.number,
    recipientId: recipient.id,
    mainAgreementNumber: main.number,
    invoiceCustomer: await invoiceCustomer(),
    termination: {
      terminate: await terminationAgreement(false),
      regret: await terminationAgreement(true),
      terminateDeceased: await terminationAgreement(false),
    },
  };
});
afterAll(async () => {
  await db?.drop();
});

/** The id of the time report category `code` (the categories come with the migration). */
async function timeCategoryId(code: string): Promise<number> {
  return (await db.prisma.timeCategory.findUniqueOrThrow({ where: { code } })).id;
}

interface Submit {
  /** One submit's call, given its requestId. */
  call: (requestId: string) => Promise<unknown>;
  /** The rows (or messages) its effect adds. */
  effects: () => Promise<number>;
}

/**
 * `prepare` once per request id: a pause or continue cannot be planned again after the first submit committed,
 * so the five submits and the retry send the choices and fingerprint previewed before the first.
 */
function perRequest<T>(prepare: () => Promise<T>): (requestId: string) => Promise<T> {
  const prepared = new Map<string, Promise<T>>();
  return (requestId) => {
    const known = prepared.get(requestId) ?? prepare();
    prepared.set(requestId, known);
    return known;
  };
}

/** A new customer's agreement and what assigning it to another new customer at this month's end takes. */
async function assignmentChoices() {
  const from = await createTestCustomer(db.prisma);
  const to = await createTestCustomer(db.prisma);
  const handler = operationHandlerOf(await caller.auth.profile());
  const receiver = {
    customerNumber: to.customer.customerNumber,
    name: to.customer.name,
    email: to.customer.email,
  };
  const { today } = await caller.agreements.operationContext({
    agreementNumber: from.agreement.agreementNumber,
  });
  const choices = {
    receiverCustomerNumber: to.customer.customerNumber,
    endDate: lastDayOfMonth(today),
    emailAssigner: true,
    emailAssignee: true,
  };
  const { planFingerprint } = await previewOperation(caller, from.agreement.agreementNumber, (context, day) =>
    planAssignment(context, choices, day, handler, receiver),
  );
  return { agreementNumber: from.agreement.agreementNumber, planFingerprint, choices };
}

/** How many agreements have an audit entry `action` (an assignment writes one per side). */
async function auditedAgreements(action: string) {
  return (await db.prisma.auditEntry.groupBy({ by: ['entityId'], where: { action } })).length;
}

const disruptionFields = {
  title: 'Avbrott i bredband',
  showFrom: '2026-01-01T08:00:00.000Z',
  markAsFinished: false,
  networks: [],
  centrals: [],
  addressIds: [],
};

/** Documents (issue 13): one template for all, a document per request id for delete. */
let documentTemplateId: Promise<number> | undefined;
const templateForDocuments = () => {
  documentTemplateId ??= db.prisma.documentTemplate
    .create({ data: { name: 'Dubbelklick mall', content: '<p>{{kundNamn}}</p>' } })
    .then((template) => template.id);
  return documentTemplateId;
};
let documentSequence = 0;
async function documentOfFixture(): Promise<number> {
  documentSequence += 1;
  const agreement = await db.prisma.agreement.findUniqueOrThrow({
    where: { agreementNumber: fixtures.agreementNumber },
  });
  const documentNumber = 700_000 + documentSequence;
  await db.prisma.document.create({
    data: {
      documentNumber,
      customerId: agreement.customerId,
      agreementId: agreement.id,
      name: 'brev.pdf',
      type: 'PDF',
      createdBy: 'test@sappa.se',
      content: new Uint8Array(Buffer.from('%PDF-1.4\n')),
    },
  });
  return documentNumber;
}
const documentToDelete = perRequest(documentOfFixture);
const documentToSend = perRequest(documentOfFixture);

/** Every procedure whose input requires a requestId, by path. */
const submits: Record<string, Submit> = {
  // Create customer, manual activation and assignment (document 3 panels 3 and 18).
  'customers.create': {
    call: (requestId) =>
      caller.customers.create({
        requestId,
        values: {
          firstName: 'Dubbel',
          lastName: 'Klick',
          personalNumber: '19121212-1212',
          address: 'Klickvägen 1',
          postalCode: '413 01',
          city: 'Göteborg',
          email: 'dubbel@example.se',
          mobilePhone: '',
          phone: '',
        },
        withCreditCheck: false,
        placeAgreementNumber: fixtures.agreementNumber,
      }),
    effects: () => db.prisma.auditEntry.count({ where: { action: 'customer.create' } }),
  },
  'customers.createActivationCase': {
    call: (requestId) =>
      caller.customers.createActivationCase({
        requestId,
        customerNumber: fixtures.customerNumber,
        agreementNumber: fixtures.agreementNumber,
        values: { cardNumber: '123', camId: '456', macAddress: 'AA:BB:CC:DD:EE:FF', description: 'Dubbelt' },
      }),
    effects: () => db.prisma.case.count({ where: { typeId: 212 } }),
  },
  'agreements.assign': (() => {
    const prepare = perRequest(assignmentChoices);
    return {
      call: async (requestId: string) =>
        caller.agreements.assign({ requestId, ...(await prepare(requestId)) }),
      // Each side of an assignment has its audit entry: count the assignments, one per agreement.
      effects: () => auditedAgreements('agreement.assignment'),
    };
  })(),
  'agreements.cancelAssignment': (() => {
    const prepare = perRequest(async () => {
      const input = await assignmentChoices();
      await caller.agreements.assign({ requestId: randomUUID(), ...input });
      return { agreementNumber: input.agreementNumber };
    });
    return {
      call: async (requestId: string) =>
        caller.agreements.cancelAssignment({ requestId, ...(await prepare(requestId)) }),
      effects: () => auditedAgreements('agreement.cancelAssignment'),
    };
  })(),
  'invoices.defer': {
    call: (requestId) =>
      caller.invoices.defer({
        requestId,
        customerNumber: fixtures.invoiceCustomer.customerNumber,
        choices: {
          invoiceNumber: fixtures.invoiceCustomer.invoiceNumber,
          newDueDate: lastDayOfMonth(fixtures.invoiceCustomer.invoiceDate, 1),
        },
      }),
    effects: () => db.prisma.deferment.count(),
  },
  'invoices.reverse': (() => {
    const rowFor = perRequest(() =>
      db.prisma.invoiceRow.findFirstOrThrow({
        where: {
          invoice: { invoiceNumber: fixtures.invoiceCustomer.invoiceNumber },
          amount: { gt: 0 },
          reversed: false,
        },
        orderBy: { transactionNo: 'asc' },
      }),
    );
    return {
      call: async (requestId: string) => {
        const row = await rowFor(requestId);
        return caller.invoices.reverse({
          requestId,
          choices: {
            invoiceNumber: fixtures.invoiceCustomer.invoiceNumber,
            rows: [{ transactionNo: row.transactionNo, transGroup3: 2, periodFrom: null, periodTo: null }],
          },
        });
      },
      effects: () => db.prisma.auditEntry.count({ where: { action: 'invoice.reverse' } }),
    };
  })(),
  'invoices.sendByEmail': {
    call: (requestId) =>
      caller.invoices.sendByEmail({ requestId, invoiceNumber: fixtures.invoiceCustomer.invoiceNumber }),
    effects: () => db.prisma.customerEmail.count({ where: { operation: 'invoice.email' } }),
  },
  'agreements.compensate': (() => {
    const choices = {
      amount: '100',
      reason: 'Dubbelklick',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      invoiceTiming: 'NEXT',
    } as const;
    return {
      call: async (requestId: string) => {
        const handler = operationHandlerOf(await caller.auth.profile());
        const { planFingerprint } = await previewOperation(
          caller,
          fixtures.agreementNumber,
          (context, today) => planCompensation(context, choices, today, handler),
        );
        return caller.agreements.compensate({
          requestId,
          agreementNumber: fixtures.agreementNumber,
          planFingerprint,
          choices,
        });
      },
      effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.compensate' } }),
    };
  })(),
  'agreements.editRowDates': {
    call: async (requestId) => {
      const row = await db.prisma.agreementRow.findFirstOrThrow({
        where: { agreement: { agreementNumber: fixtures.agreementNumber }, productNumber: 'BAS250' },
      });
      // A new end date each submit (one day later than the last), so every submit changes the row.
      const current = toIsoDate(row.endDate) ?? addDays(isoDay(), 400);
      const choices = { rowId: row.id, startDate: '2025-01-01', endDate: addDays(current, 1) };
      const { planFingerprint } = await previewOperation(caller, fixtures.agreementNumber, (context, today) =>
        planEditRowDates(context, choices, today),
      );
      return caller.agreements.editRowDates({
        requestId,
        agreementNumber: fixtures.agreementNumber,
        planFingerprint,
        choices,
      });
    },
    effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.editRowDates' } }),
  },
  'agreements.changePaymentMethod': (() => {
    const choices = { newPaymentType: 'AUTOGIRO', description: 'Dubbelklick' } as const;
    return {
      call: async (requestId: string) => {
        const { planFingerprint } = await previewOperation(caller, fixtures.agreementNumber, (context) =>
          planPaymentMethodChange(context, choices),
        );
        return caller.agreements.changePaymentMethod({
          requestId,
          agreementNumber: fixtures.agreementNumber,
          planFingerprint,
          choices,
        });
      },
      effects: () => db.prisma.case.count({ where: { typeId: 120 } }),
    };
  })(),
  'agreements.terminate': (() => {
    // The form previews once; its retries send that same plan (a preview after the first submit would find the
    // service already ending, and a second termination of it is refused).
    const prepare = perRequest(async () => {
      const { agreementNumber, rowId } = fixtures.termination.terminate;
      let endDate = '';
      const choices = () => ({
        rows: [{ rowId, endDate }],
        reasonId: 113,
        description: '',
        sendConfirmation: true,
      });
      const { planFingerprint } = await previewOperation(caller, agreementNumber, (context, today) => {
        endDate = terminationDates(context.agreement.rows.find((row) => row.id === rowId)!, today)[0] ?? '';
        return planTermination(context, choices(), today);
      });
      return { agreementNumber, planFingerprint, choices: choices() };
    });
    return {
      call: async (requestId: string) =>
        caller.agreements.terminate({ requestId, ...(await prepare(requestId)) }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.terminate' } }),
    };
  })(),
  'agreements.regret': {
    call: async (requestId) => {
      const { agreementNumber, rowId } = fixtures.termination.regret;
      const choices = {
        rowIds: [rowId],
        reasonId: 106,
        description: 'Ånger',
        sendConfirmation: true,
        regretFee: true,
      };
      const { planFingerprint } = await previewOperation(caller, agreementNumber, (context, today) =>
        planRegret(context, choices, today),
      );
      return caller.agreements.regret({ requestId, agreementNumber, planFingerprint, choices });
    },
    effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.regret' } }),
  },
  'agreements.terminateDeceased': {
    call: async (requestId) => {
      const { agreementNumber, rowId } = fixtures.termination.terminateDeceased;
      const choices = { rowIds: [rowId], description: 'Dödsbo', sendConfirmation: true };
      const { planFingerprint } = await previewOperation(caller, agreementNumber, (context, today) =>
        planDeceasedTermination(context, choices, today),
      );
      return caller.agreements.terminateDeceased({ requestId, agreementNumber, planFingerprint, choices });
    },
    effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.terminateDeceased' } }),
  },
  'agreements.pause': (() => {
    const prepare = perRequest(async () => {
      // A service of its own: the other entries change the fixture's rows (e.g. give BAS250 an end date).
      const agreement = await db.prisma.agreement.findUniqueOrThrow({
        where: { agreementNumber: fixtures.agreementNumber },
      });
      const service = await addServiceRow(db.prisma, agreement.id, {
        productNumber: 'TVMIX5',
        productName: 'Sappa Mix 5',
        category: 'TV',
      });
      const endDate = lastDayOfMonth(isoDay(), 1);
      const choices = {
        rowIds: [service.id],
        endDate,
        startDate: pauseStartOptions(endDate)[0]!,
        description: 'Dubbelklick',
        feeInformed: true,
        sendConfirmation: false,
      };
      const handler = operationHandlerOf(await caller.auth.profile());
      const { planFingerprint } = await previewOperation(caller, fixtures.agreementNumber, (context, today) =>
        planPause(context, choices, today, handler),
      );
      return { choices, planFingerprint };
    });
    return {
      call: async (requestId: string) =>
        caller.agreements.pause({
          requestId,
          agreementNumber: fixtures.agreementNumber,
          ...(await prepare(requestId)),
        }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.pause' } }),
    };
  })(),
  'agreements.continue': (() => {
    const prepare = perRequest(async () => {
      const agreement = await db.prisma.agreement.findUniqueOrThrow({
        where: { agreementNumber: fixtures.agreementNumber },
      });
      const today = isoDay();
      const hire = await addServiceRow(db.prisma, agreement.id, {
        productNumber: 'BOX015',
        productName: 'Hyrbox HD',
        price: '29.00',
        startDate: addDays(today, -100),
        endDate: addDays(today, 20),
      });
      const choices = { rowIds: [hire.id], sendConfirmation: false };
      const handler = operationHandlerOf(await caller.auth.profile());
      const { productNumbers } = await caller.agreements.continueInventory({
        agreementNumber: fixtures.agreementNumber,
      });
      const { planFingerprint } = await previewOperation(caller, fixtures.agreementNumber, (context, day) =>
        planContinue(context, productNumbers, choices, day, handler),
      );
      return { choices, planFingerprint };
    });
    return {
      call: async (requestId: string) =>
        caller.agreements.continue({
          requestId,
          agreementNumber: fixtures.agreementNumber,
          ...(await prepare(requestId)),
        }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.continue' } }),
    };
  })(),
  'agreements.createReturnCase': (() => {
    const prepare = perRequest(async () => {
      const agreement = await db.prisma.agreement.findUniqueOrThrow({
        where: { agreementNumber: fixtures.agreementNumber },
      });
      const box = await addServiceRow(db.prisma, agreement.id, {
        type: 'HARDWARE',
        productNumber: 'BOX019',
        productName: 'Hyrbox 4K',
        card: 1,
      });
      const choices: ReturnCaseChoices = {
        reason: 'REGRET',
        hardwareType: 'TV',
        oldRowIds: [box.id],
        newProductNumbers: [],
        description: 'Dubbelklick',
        returnDate: addDays(isoDay(), 14),
        parentCaseNumber: null,
      };
      const handler = operationHandlerOf(await caller.auth.profile());
      const { planFingerprint } = await previewOperation(caller, fixtures.agreementNumber, (context, day) =>
        planReturnCase(context, choices, day, handler),
      );
      return { choices, planFingerprint };
    });
    return {
      call: async (requestId: string) =>
        caller.agreements.createReturnCase({
          requestId,
          agreementNumber: fixtures.agreementNumber,
          ...(await prepare(requestId)),
        }),
      effects: () => db.prisma.scheduledFollowUp.count({ where: { kind: 'sendReturnSlip' } }),
    };
  })(),
  'agreements.move': (() => {
    const prepare = perRequest(async () => {
      const fixture = await createMoveFixture(db.prisma);
      const agreementNumber = fixture.agreement.agreementNumber;
      const choices = {
        addressId: fixture.addresses.sameNetwork,
        mainAgreementNumber: fixture.mainAgreements.sameNetwork.number,
        moveDate: addDays(isoDay(), 5),
        updateAddresses: true,
        sendConfirmation: true,
        replacements: [],
      };
      const check = await caller.agreements.moveCheck({
        agreementNumber,
        addressId: choices.addressId,
        mainAgreementNumber: choices.mainAgreementNumber,
      });
      const handler = operationHandlerOf(await caller.auth.profile());
      const { planFingerprint } = await previewOperation(caller, agreementNumber, (context, day) =>
        planMove(context, choices, check, day, handler),
      );
      return { agreementNumber, choices, planFingerprint };
    });
    return {
      call: async (requestId: string) => caller.agreements.move({ requestId, ...(await prepare(requestId)) }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.move' } }),
    };
  })(),
  'agreements.transferService': (() => {
    const prepare = perRequest(async () => {
      const fixture = await createMoveFixture(db.prisma);
      const agreementNumber = fixture.agreement.agreementNumber;
      const second = await db.prisma.agreement.create({
        data: {
          agreementNumber: agreementNumber + 500_000_000,
          customerId: fixture.customer.id,
          mainAgreementId: fixture.mainAgreements.sameNetwork.id,
          deliveryAddress: 'Sommarvägen 1',
          deliveryCity: 'Tjörn',
        },
      });
      const choices = {
        targetAgreementNumber: second.agreementNumber,
        rowIds: [fixture.tvRowId],
        startDate: isoDay(),
        replacementProductNumber: null,
        sendConfirmation: false,
      };
      const facts = await caller.agreements.transferFacts({
        agreementNumber,
        rowIds: choices.rowIds,
        targetAgreementNumber: choices.targetAgreementNumber,
      });
      const handler = operationHandlerOf(await caller.auth.profile());
      const { planFingerprint } = await previewOperation(caller, agreementNumber, (context, today) =>
        planTransferService(context, choices, facts, today, handler),
      );
      return { agreementNumber, choices, planFingerprint };
    });
    return {
      call: async (requestId: string) =>
        caller.agreements.transferService({ requestId, ...(await prepare(requestId)) }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.transferService' } }),
    };
  })(),
  'customers.merge': (() => {
    // createTestCustomer gives every customer the same personal number.
    const prepare = perRequest(async () => ({
      fromCustomerNumber: (await createTestCustomer(db.prisma)).customer.customerNumber,
      toCustomerNumber: (await createTestCustomer(db.prisma)).customer.customerNumber,
    }));
    return {
      call: async (requestId: string) => caller.customers.merge({ requestId, ...(await prepare(requestId)) }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'customer.merge' } }),
    };
  })(),
  'addresses.create': {
    call: (requestId) =>
      caller.addresses.create({
        requestId,
        street: 'Dubbelgatan',
        number: '2',
        entrance: '',
        apartment: '',
        zip: '413 01',
        city: 'Göteborg',
        mainAgreementNumber: null,
      }),
    effects: () => db.prisma.address.count(),
  },
  'addresses.confirmAddress': (() => {
    // A new agreement each submit's request id, so every first submit changes an address.
    const agreements = new Map<string, Promise<{ agreementNumber: number; addressId: string }>>();
    const agreementFor = (requestId: string) => {
      if (!agreements.has(requestId)) {
        agreements.set(
          requestId,
          createCustomerAtAddress(db.prisma).then(async ({ agreement, addressId }) => {
            await db.prisma.agreement.update({ where: { id: agreement.id }, data: { addressId: null } });
            return { agreementNumber: agreement.agreementNumber, addressId };
          }),
        );
      }
      return agreements.get(requestId) as Promise<{ agreementNumber: number; addressId: string }>;
    };
    return {
      call: async (requestId: string) =>
        caller.addresses.confirmAddress({ requestId, ...(await agreementFor(requestId)) }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.verifyAddress' } }),
    };
  })(),
  'addresses.createAddressCase': {
    call: (requestId) =>
      caller.addresses.createAddressCase({
        requestId,
        agreementNumber: fixtures.agreementNumber,
        address: {
          street: 'Dubbelgatan',
          number: '9',
          entrance: '',
          apartment: '',
          zip: '413 01',
          city: 'Göteborg',
          note: '',
        },
      }),
    effects: () => db.prisma.case.count({ where: { typeId: 135, ownerGroupId: 117 } }),
  },
  'addresses.addAgreement': (() => {
    // The missing-address request: previewed once per request id, so a retry sends the same plan.
    const choices = {
      addressId: null,
      mainAgreementNumber: null,
      missingAddress: {
        street: 'Dubbelvägen',
        number: '5',
        entrance: '',
        apartment: '',
        zip: '413 01',
        city: 'Göteborg',
        note: '',
      },
    };
    const fingerprints = new Map<string, Promise<string>>();
    const fingerprintFor = (requestId: string) => {
      if (!fingerprints.has(requestId)) {
        fingerprints.set(
          requestId,
          caller.addresses
            .addAgreementContext({ customerNumber: fixtures.customerNumber, addressId: null })
            .then(({ context, today }) => {
              const outcome = planAddAgreement(context, choices, today);
              if (!outcome.ok) throw new Error('refused');
              return planFingerprint(outcome.plan);
            }),
        );
      }
      return fingerprints.get(requestId) as Promise<string>;
    };
    return {
      call: async (requestId: string) =>
        caller.addresses.addAgreement({
          requestId,
          customerNumber: fixtures.customerNumber,
          planFingerprint: await fingerprintFor(requestId),
          choices,
        }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.addAtAddress' } }),
    };
  })(),
  'orders.place': (() => {
    // The order previewed once per request id: a retry after the first committed sends the same plan.
    const previews = new Map<string, Promise<{ agreementNumber: number; planFingerprint: string }>>();
    const choices = { productNumbers: ['BAS100'] };
    const previewFor = (requestId: string) => {
      if (!previews.has(requestId)) {
        previews.set(
          requestId,
          (async () => {
            const { agreement } = await createCustomerAtAddress(db.prisma);
            const inventory = await caller.orders.inventory({ agreementNumber: agreement.agreementNumber });
            const { planFingerprint } = await previewOperation(
              caller,
              agreement.agreementNumber,
              (context, today) => planCommerceOrder(context, inventory, choices, today),
            );
            return { agreementNumber: agreement.agreementNumber, planFingerprint };
          })(),
        );
      }
      return previews.get(requestId) as Promise<{ agreementNumber: number; planFingerprint: string }>;
    };
    return {
      call: async (requestId: string) =>
        caller.orders.place({ requestId, ...(await previewFor(requestId)), choices }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.commerceOrder' } }),
    };
  })(),
  'caseQueues.create': {
    call: (requestId) =>
      caller.caseQueues.create({ requestId, name: 'Dubbelkö', visibleToGroups: ['SAPPIS'] }),
    effects: () => db.prisma.caseQueue.count(),
  },
  'cases.create': {
    call: (requestId) =>
      caller.cases.create({
        requestId,
        typeId: 120,
        ownerGroupId: 42,
        fields: [{ title: 'Beskrivning', value: 'Dubbelklick' }],
      }),
    effects: () => db.prisma.case.count(),
  },
  'cases.createChild': {
    call: (requestId) =>
      caller.cases.createChild({
        requestId,
        parentCaseNumber: fixtures.caseNumber,
        typeId: 120,
        ownerGroupId: 42,
        fields: [{ title: 'Beskrivning', value: 'Dubbelklick underärende' }],
      }),
    effects: () => db.prisma.case.count({ where: { parentCase: { number: fixtures.caseNumber } } }),
  },
  'customerAccount.createOtp': {
    call: (requestId) =>
      caller.customerAccount.createOtp({ requestId, customerNumber: fixtures.customerNumber }),
    effects: () => db.prisma.auditEntry.count({ where: { action: 'customer.createOtp' } }),
  },
  'email.sendGeneric': {
    call: (requestId) =>
      caller.email.sendGeneric({
        requestId,
        customerNumber: fixtures.customerNumber,
        subject: 'Dubbelklick',
        title: 'Hej',
        content: 'Skickat en gång.',
        checked: true,
      }),
    effects: () => db.prisma.customerEmail.count({ where: { operation: 'genericEmail' } }),
  },
  'sms.send': {
    call: (requestId) =>
      caller.sms.send({
        requestId,
        customerNumber: fixtures.customerNumber,
        to: '070-123 45 67',
        text: 'Skickat en gång.',
      }),
    effects: () => db.prisma.customerTextMessage.count({ where: { operation: 'textMessage' } }),
  },
  'invoiceBases.create': {
    call: (requestId) =>
      caller.invoiceBases.create({
        requestId,
        caseNumber: fixtures.caseNumber,
        customerType: 'LANDLORD',
        fields: filledBasisFields(),
      }),
    effects: () => db.prisma.invoiceBasis.count(),
  },
  'creditChecks.perform': {
    call: (requestId) => caller.creditChecks.perform({ requestId, customerNumber: fixtures.customerNumber }),
    effects: () => db.prisma.auditEntry.count({ where: { action: 'creditCheck.perform' } }),
  },
  'documents.createFromTemplate': {
    call: async (requestId) =>
      caller.documents.createFromTemplate({
        requestId,
        agreementNumber: fixtures.agreementNumber,
        templateId: await templateForDocuments(),
      }),
    effects: () => db.prisma.document.count({ where: { storageKey: { not: null } } }),
  },
  'documents.send': {
    call: async (requestId) =>
      caller.documents.send({ requestId, documentNumber: await documentToSend(requestId) }),
    effects: () => db.prisma.customerEmail.count({ where: { operation: 'document.send' } }),
  },
  'documents.remove': {
    call: async (requestId) =>
      caller.documents.remove({ requestId, documentNumber: await documentToDelete(requestId) }),
    effects: () => db.prisma.auditEntry.count({ where: { action: 'document.delete' } }),
  },
  'mainAgreements.destroyAllAddresses': {
    call: (requestId) =>
      caller.mainAgreements.destroyAllAddresses({
        requestId,
        number: fixtures.mainAgreementNumber,
        confirmed: true,
      }),
    effects: () => db.prisma.auditEntry.count({ where: { action: 'mainAgreement.destroyAllAddresses' } }),
  },
  'memos.create': {
    call: (requestId) =>
      caller.memos.create({
        requestId,
        scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: fixtures.mainAgreementNumber },
        form: { title: 'Dubbelt', message: 'Skickat två gånger', startsAt: '', endsAt: '', active: true },
      }),
    effects: () => db.prisma.memo.count(),
  },
  'messages.send': {
    call: (requestId) =>
      caller.messages.send({
        requestId,
        caseNumber: fixtures.caseNumber,
        recipientUserId: fixtures.recipientId,
        message: 'Kan du titta på det här?',
      }),
    effects: () => db.prisma.userMessage.count(),
  },
  'suggestions.create': {
    call: (requestId) =>
      caller.suggestions.create({ requestId, category: 'Faktura', title: 'Dubbel', message: 'Hej!' }),
    effects: () => db.prisma.suggestion.count(),
  },
  'tags.create': {
    call: (requestId) => caller.tags.create({ requestId, name: 'Dubbeltagg' }),
    effects: () => db.prisma.tag.count(),
  },
  'arcade.submitScore': {
    call: (requestId) =>
      caller.arcade.submitScore({ requestId, game: 'sappybird', score: 3, playedMs: 9_000 }),
    effects: () => db.prisma.arcadeScore.count(),
  },
  'shortLinks.create': {
    call: (requestId) => caller.shortLinks.create({ requestId, targetUrl: 'https://www.example.se/kampanj' }),
    effects: () => db.prisma.shortLink.count(),
  },
  'commerceSync.run': (() => {
    // The sync page is {product}_IT's: a caller of its own, signed in once.
    let itCaller: Promise<Caller> | undefined;
    const signedInIt = () => {
      itCaller ??= signInTestUser(db.prisma, { groups: ['SAPPIS', '{product}_IT'] }).then((it) => it.caller);
      return itCaller;
    };
    return {
      call: async (requestId: string) => (await signedInIt()).commerceSync.run({ requestId }),
      effects: () => db.prisma.commerceSyncRun.count(),
    };
  })(),
  'timeReport.save': {
    call: async (requestId) =>
      caller.timeReport.save({
        requestId,
        day: isoDay(),
        categoryId: await timeCategoryId('PHONE'),
        minutes: 60,
      }),
    effects: () => db.prisma.auditEntry.count({ where: { action: 'timeEntry.saved' } }),
  },
  'timeReport.remove': (() => {
    const entry = perRequest(async () =>
      caller.timeReport.save({
        requestId: randomUUID(),
        day: isoDay(),
        categoryId: await timeCategoryId('ADMIN'),
        minutes: 30,
      }),
    );
    return {
      call: async (requestId: string) =>
        caller.timeReport.remove({ requestId, entryId: (await entry(requestId)).entryId }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'timeEntry.removed' } }),
    };
  })(),
  'announcements.create': {
    call: async (requestId) =>
      (await asMarketing()).announcements.create({
        requestId,
        title: 'Dubbelt meddelande',
        message: 'Visas en gång.',
        audience: 'ALL',
        startsOn: '2030-01-01',
        endsOn: null,
      }),
    effects: () => db.prisma.announcement.count(),
  },
  'support.report': {
    call: (requestId) =>
      caller.support.report({
        requestId,
        area: 'CASES',
        impact: 'HINDERED',
        title: 'Dubbel felanmälan',
        description: 'Kön laddar inte.',
      }),
    effects: () => db.prisma.case.count(),
  },
  'users.create': {
    call: (requestId) =>
      caller.users.create({
        requestId,
        username: 'dubbel.anvandare',
        firstName: 'Dubbel',
        lastName: 'Användare',
        email: 'dubbel@example.se',
        employeeNumber: 'DUBBEL-1',
        password: 'ett-langt-losenord',
        groups: ['SAPPIS'],
      }),
    effects: () => db.prisma.user.count(),
  },
  'disruptions.create': {
    call: (requestId) =>
      caller.disruptions.create({ requestId, ...disruptionFields, text: 'Felsökning pågår.' }),
    effects: () => db.prisma.disruption.count(),
  },
  'disruptions.update': (() => {
    const disruption = perRequest(() =>
      db.prisma.disruption.create({
        data: { title: 'Dubbelstörning', showFrom: new Date(), events: [] },
      }),
    );
    return {
      call: async (requestId: string) =>
        caller.disruptions.update({
          requestId,
          id: (await disruption('one disruption')).id,
          ...disruptionFields,
          text: 'Uppdaterad två gånger',
        }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'disruption.update' } }),
    };
  })(),
  'tvDiagnostics.setTroubleshooting': {
    call: async (requestId) =>
      caller.tvDiagnostics.setTroubleshooting({
        requestId,
        rowId: (await tvCustomer()).cardRow.id,
        on: true,
      }),
    effects: () => db.prisma.auditEntry.count({ where: { action: 'tvDiagnostics.setTroubleshooting' } }),
  },
  'tvDiagnostics.temporarySignalOn': {
    call: async (requestId) =>
      caller.tvDiagnostics.temporarySignalOn({ requestId, rowId: (await tvCustomer()).cardRow.id }),
    effects: () => db.prisma.signalHistoryEntry.count({ where: { signalCode: 'TILLFALLIG_SIGNAL' } }),
  },
  'hardware.add': (() => {
    const cardFor = perRequest(() => createStockCard(db.prisma));
    return {
      call: async (requestId: string) =>
        caller.hardware.add({
          requestId,
          agreementNumber: fixtures.agreementNumber,
          kind: 'CARD',
          identifier: await cardFor(requestId),
        }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'hardware.add' } }),
    };
  })(),
  'hardware.syncToBilling': {
    call: (requestId) =>
      caller.hardware.syncToBilling({ requestId, agreementNumber: fixtures.agreementNumber }),
    effects: () => db.prisma.billingSync.count(),
  },
  'hardware.transfer': (() => {
    const prepare = perRequest(async () => {
      const from = await db.prisma.agreement.findUniqueOrThrow({
        where: { agreementNumber: fixtures.agreementNumber },
      });
      const to = await db.prisma.agreement.create({
        data: {
          agreementNumber: fixtures.agreementNumber + 1_100_000_000,
          customerId: from.customerId,
          deliveryAddress: 'Lillgatan 3',
          deliveryCity: 'Göteborg',
        },
      });
      const box = await addServiceRow(db.prisma, from.id, {
        productNumber: 'BOX015',
        productName: 'Hyrbox HD',
        type: 'HARDWARE',
      });
      return { to: to.agreementNumber, rowId: box.id };
    });
    return {
      call: async (requestId: string) => {
        const { to, rowId } = await prepare(requestId);
        return caller.hardware.transfer({
          requestId,
          fromAgreementNumber: fixtures.agreementNumber,
          toAgreementNumber: to,
          rowIds: [rowId],
          date: '2026-12-01',
        });
      },
      effects: () => db.prisma.auditEntry.count({ where: { action: 'hardware.transfer' } }),
    };
  })(),
  // Issue 14: a failed provisioning order per request id; the second-line temporary signal by card number.
  'provisioning.retry': (() => {
    const failedOrder = perRequest(() => createProvisioningOrder(db.prisma, { status: 'ERROR' }));
    return {
      call: async (requestId: string) =>
        caller.provisioning.retry({ requestId, orderId: (await failedOrder(requestId)).order.id }),
      effects: () => db.prisma.auditEntry.count({ where: { action: 'provisioning.retry' } }),
    };
  })(),
  'secondLine.temporarySignal': (() => {
    let secondLine: ReturnType<typeof signInTestUser> | undefined;
    return {
      call: async (requestId: string) => {
        secondLine ??= signInTestUser(db.prisma, { groups: ['SAPPIS', 'EXTENDED_CUSTOMER_SUPPORT'] });
        return (await secondLine).caller.secondLine.temporarySignal({
          requestId,
          cardNumber: (await tvCustomer()).cardNumber,
        });
      },
      effects: () => db.prisma.signalHistoryEntry.count({ where: { signalCode: 'TILLFALLIG_SIGNAL' } }),
    };
  })(),
  'addressManager.importFile': {
    call: (requestId) =>
      caller.addressManager.importFile({
        requestId,
        fileName: 'dubbel.csv',
        content:
          'adress_id;gata;nummer;uppgang;lagenhet;postnummer;ort;nat;transmission;giltig_till\n' +
          '80000001;Dubbelimportgatan;1;;;11122;Stockholm;;;\n',
      }),
    effects: () => db.prisma.addressImportTask.count(),
  },
};

/** One TV customer (card line, program card) for the TV diagnostics writes, made on first use. */
let tvCustomerOnce: ReturnType<typeof createTvCustomer> | undefined;
const tvCustomer = () => {
  tvCustomerOnce ??= createTvCustomer(db.prisma);
  return tvCustomerOnce;
};

/** The mutations whose input refuses a missing requestId. */
function mutationsRequiringRequestId(): string[] {
  // At run time `procedures` is flat, keyed by path (its declared type is the nested record).
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  return Object.entries(procedures)
    .filter(([, procedure]) => procedure._def.type === 'mutation')
    .filter(([, procedure]) =>
      (procedure._def.inputs as ZodType[]).some(
        (input) => input.safeParse({}).error?.issues.some((issue) => issue.path[0] === 'requestId') ?? false,
      ),
    )
    .map(([path]) => path)
    .sort();
}

describe('double submit', () => {
  it('covers every mutation that requires a requestId, and only those', () => {
    expect(Object.keys(submits).sort()).toEqual(mutationsRequiringRequestId());
  });

  it.each(Object.keys(submits))(
    '%s: five identical concurrent submits act once, with one answer',
    async (path) => {
      const submit = submits[path] as Submit;
      const before = await submit.effects();
      const requestId = randomUUID();
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => submit.call(requestId)));
      expect(await submit.effects()).toBe(before + 1);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      // A retry after the first committed also answers with the stored result.
      expect(await submit.call(requestId)).toEqual(answers[0]);
      expect(await submit.effects()).toBe(before + 1);
    },
  );
});
