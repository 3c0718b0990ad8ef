import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  addDays,
  isoDay,
  lastDayOfMonth,
  operationHandlerOf,
  pauseStartOptions,
  planCompensation,
  planContinue,
  planDeceasedTermination,
  planEditRowDates,
  planPause,
  planPaymentMethodChange,
  planRegret,
  planReturnCase,
  planTermination,
  type ReturnCaseChoices,
  terminationDates,
} from '@sappis/shared';
import type { AnyProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { addServiceRow } from '../agreements/testing/agreement-rows.ts';
import { createOperationDatabase, previewOperation } from '../agreements/testing/operation-database.ts';
import { appRouter } from '../app-router.ts';
import { filledBasisFields } from '../invoice-bases/testing/basis-fields.ts';
import { createTestInvoice } from '../invoices/testing/test-invoices.ts';
import { toIsoDate } from '../serialize.ts';
import { createTestCase, createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { createTestUser } from '../testing/users.ts';

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
    ...(recent ? { saleDate: addDays(today, -1), startDate: addDays(today, 1) } : {}),
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

/** Every procedure whose input requires a requestId, by path. */
const submits: Record<string, Submit> = {
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
  'agreements.terminate': {
    call: async (requestId) => {
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
      return caller.agreements.terminate({ requestId, agreementNumber, planFingerprint, choices: choices() });
    },
    effects: () => db.prisma.auditEntry.count({ where: { action: 'agreement.terminate' } }),
  },
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
      const { planFingerprint } = await previewOperation(caller, fixtures.agreementNumber, (context, day) =>
        planContinue(context, choices, day, handler),
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
  'caseQueues.create': {
    call: (requestId) =>
      caller.caseQueues.create({ requestId, name: 'Dubbelkö', visibleToGroups: ['SAPPIS'] }),
    effects: () => db.prisma.caseQueue.count(),
  },
  'cases.create': {
    call: (requestId) =>
      caller.cases.create({ requestId, typeId: 120, ownerGroupId: 42, header: 'Dubbelklick' }),
    effects: () => db.prisma.case.count(),
  },
  'cases.createChild': {
    call: (requestId) =>
      caller.cases.createChild({
        requestId,
        parentCaseNumber: fixtures.caseNumber,
        typeId: 120,
        ownerGroupId: 42,
        header: 'Dubbelklick underärende',
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
