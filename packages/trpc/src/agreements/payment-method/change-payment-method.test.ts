import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import {
  PAYMENT_METHOD_CHANGE_TEXTS,
  type PaymentMethodChangeChoices,
  planPaymentMethodChange,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import {
  createOperationDatabase,
  type OperationCaller,
  previewOperation,
} from '../testing/operation-database.ts';

let db: TestDatabase;
let caller: OperationCaller;
let agreementNumber: number;
let customerId: number;

const choices: PaymentMethodChangeChoices = {
  newPaymentType: 'AUTOGIRO',
  description: 'Kunden vill byta till autogiro, medgivande skickat.',
};

beforeAll(async () => {
  db = await createOperationDatabase();
  ({ caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] }));
  const { agreement, customer } = await createTestCustomer(db.prisma);
  agreementNumber = agreement.agreementNumber;
  customerId = customer.id;
});
afterAll(async () => {
  await db?.drop();
});

const submit = async (picked: PaymentMethodChangeChoices, requestId = randomUUID()) => {
  const { planFingerprint } = await previewOperation(caller, agreementNumber, (context) =>
    planPaymentMethodChange(context, picked),
  );
  return caller.agreements.changePaymentMethod({
    requestId,
    agreementNumber,
    planFingerprint,
    choices: picked,
  });
};
const paymentCases = () => db.prisma.case.count({ where: { typeId: 120 } });

describe('agreements.changePaymentMethod', () => {
  it('opens a case 120 in group 42 with status 2, a whole header, the required Beskrivning, both methods and the relation', async () => {
    const result = await submit(choices);
    const item = await db.prisma.case.findUniqueOrThrow({
      where: { number: result.caseNumbers[0] },
      include: { relation: true, formFields: true },
    });
    expect(item).toMatchObject({
      typeId: 120,
      ownerGroupId: 42,
      status: 'IN_PROGRESS',
      header: 'Byte av betalsätt till Autogiro',
    });
    expect(
      item.formFields
        .sort((a, b) => a.order - b.order)
        .map((field) => [field.formTitle, field.title, field.required, field.value]),
    ).toEqual([
      ['Betalning/Byta betalsätt', 'Beskrivning', true, choices.description],
      ['Betalning/Byta betalsätt', 'Nuvarande betalsätt', false, 'Bankgiro'],
      ['Betalning/Byta betalsätt', 'Nytt betalsätt', false, 'Autogiro'],
    ]);
    expect(item.relation).toMatchObject({ customerName: 'Karin Lindqvist', address: 'Storgatan 12' });
    const audit = await db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'agreement.paymentMethodChange' },
    });
    expect(audit.details).toMatchObject({
      caseNumbers: result.caseNumbers,
      fromPaymentType: 'BANKGIRO',
      toPaymentType: 'AUTOGIRO',
    });
    const customer = await db.prisma.customer.findUniqueOrThrow({ where: { id: customerId } });
    expect(customer.paymentType).toBe('BANKGIRO');
  });

  it('refuses the current payment type and a missing description even when the form is bypassed', async () => {
    const before = await paymentCases();
    for (const refused of [
      {
        choices: { ...choices, newPaymentType: 'BANKGIRO' as const },
        message: PAYMENT_METHOD_CHANGE_TEXTS.sameType,
      },
      { choices: { ...choices, description: ' ' }, message: PAYMENT_METHOD_CHANGE_TEXTS.descriptionRequired },
    ]) {
      await expect(
        caller.agreements.changePaymentMethod({
          requestId: randomUUID(),
          agreementNumber,
          planFingerprint: '0123456789abcdef',
          choices: refused.choices,
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: refused.message });
    }
    expect(await paymentCases()).toBe(before);
  });

  it('acts once for five concurrent submits with the same request id', async () => {
    const before = await paymentCases();
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(choices, requestId)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await paymentCases()).toBe(before + 1);
  });

  it('is forbidden to a user without the customer view', async () => {
    const { caller: cantab } = await signInTestUser(db.prisma, { groups: ['CANTAB'] });
    await expect(
      cantab.agreements.changePaymentMethod({
        requestId: randomUUID(),
        agreementNumber,
        planFingerprint: '0123456789abcdef',
        choices,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
