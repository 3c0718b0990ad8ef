import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_HEADER_MAX } from '../../../cases.ts';
import type { PaymentTypeKey } from '../../../customer-codes.ts';
import type { OperationContext } from '../snapshot.ts';
import {
  paymentMethodChangeChoicesSchema,
  paymentMethodChangeHeader,
  paymentTypeLabel,
  planPaymentMethodChange,
  SELECTABLE_PAYMENT_TYPES,
  PAYMENT_METHOD_CHANGE_TEXTS as TEXTS,
} from './payment-method-change.ts';

function context(paymentType: PaymentTypeKey): Pick<OperationContext, 'agreement' | 'customer'> {
  return {
    customer: {
      customerNumber: 100_001,
      name: 'Karin Lindqvist',
      customerType: 'PRIVATE',
      email: null,
      phone: null,
      mobilePhone: null,
      paymentType,
    },
    agreement: {
      id: 1,
      agreementNumber: 500_001,
      ended: false,
      deliveryAddress: 'Storgatan 12',
      deliveryPostalCode: '41301',
      deliveryCity: 'Göteborg',
      mainAgreementNumber: null,
      mainCentral: null,
      networkOperator: null,
      orderInfo: null,
      accessOrderNumber: null,
      rows: [],
    },
  };
}

describe('planPaymentMethodChange', () => {
  it('opens only a case 120 in group 42 with status 2, a whole header, the required Beskrivning and both methods', () => {
    const outcome = planPaymentMethodChange(context('BANKGIRO'), {
      newPaymentType: 'AUTOGIRO',
      description: ' Kunden vill betala med autogiro. ',
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    expect(outcome.plan).toMatchObject({
      operation: 'paymentMethodChange',
      agreementNumber: 500_001,
      endRows: [],
      changeRowDates: [],
      newRows: [],
      emails: [],
      fees: [],
      details: { fromPaymentType: 'BANKGIRO', toPaymentType: 'AUTOGIRO' },
    });
    expect(outcome.plan.cases).toEqual([
      {
        typeId: 120,
        ownerGroupId: 42,
        status: 'IN_PROGRESS',
        priority: 'LOWEST',
        header: 'Byte av betalsätt till Autogiro',
        fields: [
          {
            formTitle: 'Betalning/Byta betalsätt',
            title: 'Beskrivning',
            value: 'Kunden vill betala med autogiro.',
            required: true,
          },
          {
            formTitle: 'Betalning/Byta betalsätt',
            title: 'Nuvarande betalsätt',
            value: 'Bankgiro',
            required: false,
          },
          {
            formTitle: 'Betalning/Byta betalsätt',
            title: 'Nytt betalsätt',
            value: 'Autogiro',
            required: false,
          },
        ],
      },
    ]);
  });

  it("keeps the specification's header 'Byte av betalsätt från X till Y' when it fits in 40 characters", () => {
    expect(paymentMethodChangeHeader('Okänd', 'Annan')).toBe('Byte av betalsätt från Okänd till Annan');
    expect(paymentMethodChangeHeader('Annan', 'Bankgiro')).toBe('Byte av betalsätt till Bankgiro');
  });

  it('names the payment types by their labels', () => {
    const outcome = planPaymentMethodChange(context('UNKNOWN'), {
      newPaymentType: 'OTHER',
      description: 'x',
    });
    expect(outcome.ok && outcome.plan.cases[0]?.header).toBe('Byte av betalsätt från Okänd till Annan');
  });

  it('refuses the current payment type and an empty description', () => {
    expect(
      planPaymentMethodChange(context('AUTOGIRO'), { newPaymentType: 'AUTOGIRO', description: '  ' }),
    ).toEqual({
      ok: false,
      refusals: { newPaymentType: [TEXTS.sameType], description: [TEXTS.descriptionRequired] },
    });
  });

  it('never offers Okänd as the new payment type', () => {
    expect(SELECTABLE_PAYMENT_TYPES.map((type) => type.label)).toEqual(['Annan', 'Bankgiro', 'Autogiro']);
    expect(
      paymentMethodChangeChoicesSchema.safeParse({ newPaymentType: 'UNKNOWN', description: 'x' }).success,
    ).toBe(false);
  });

  it('plans a case with a whole header of at most 40 characters and both methods as fields for any change', () => {
    const keys = SELECTABLE_PAYMENT_TYPES.map((type) => type.key);
    fc.assert(
      fc.property(
        fc.constantFrom<PaymentTypeKey>('OTHER', 'BANKGIRO', 'AUTOGIRO', 'UNKNOWN'),
        fc.constantFrom(...keys),
        fc.string({ maxLength: 50 }),
        (from, to, description) => {
          const outcome = planPaymentMethodChange(context(from), { newPaymentType: to, description });
          expect(outcome.ok).toBe(from !== to && description.trim() !== '');
          if (!outcome.ok) return;
          const [item] = outcome.plan.cases;
          const [fromLabel, toLabel] = [paymentTypeLabel(from), paymentTypeLabel(to)];
          const full = TEXTS.header(fromLabel, toLabel);
          expect(item?.header.length).toBeLessThanOrEqual(CASE_HEADER_MAX);
          // Never a name cut short: the specification's header when it fits, else the one naming the new method.
          expect(item?.header).toBe(full.length <= CASE_HEADER_MAX ? full : TEXTS.shortHeader(toLabel));
          expect(item?.header.endsWith(toLabel)).toBe(true);
          expect(item?.fields.map((field) => [field.title, field.value])).toEqual([
            ['Beskrivning', description.trim()],
            ['Nuvarande betalsätt', fromLabel],
            ['Nytt betalsätt', toLabel],
          ]);
        },
      ),
    );
  });
});
