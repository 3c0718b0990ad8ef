import { dbId } from '@sappis/shared';
import { z } from 'zod';

export const customerNumberInput = z.object({ customerNumber: dbId('Ogiltigt kundnummer') });

const countAndAmount = z.object({ invoices: z.number().int(), amount: z.number() });

export const economyInfoOutput = z.object({
  today: z.iso.date(),
  open: countAndAmount,
  overdue: countAndAmount,
  collection: countAndAmount,
  lastPayment: z
    .object({
      occurredAt: z.iso.datetime(),
      amount: z.number(),
      paymentMethod: z.string().nullable(),
      invoiceNumber: z.number().int(),
    })
    .nullable(),
  defermentsLast12Months: z.number().int(),
});

export const availableCreditOutput = z.object({
  amount: z.number(),
  invoices: z.array(
    z.object({ invoiceNumber: z.number().int(), invoiceDate: z.iso.date(), amount: z.number() }),
  ),
});

export const customerPayoutsOutput = z.array(
  z.object({
    invoiceNumber: z.number().int(),
    occurredAt: z.iso.datetime(),
    amount: z.number(),
    paymentMethod: z.string().nullable(),
    event: z.string(),
  }),
);

export const extraBillingRowsOutput = z.array(
  z.object({
    agreementNumber: z.number().int(),
    rowNumber: z.number().int(),
    productNumber: z.string(),
    productName: z.string(),
    price: z.number(),
    quantity: z.number().int(),
    amount: z.number(),
    invoiceCode: z.number().int().nullable(),
    startDate: z.iso.date().nullable(),
    endDate: z.iso.date().nullable(),
    invoicedUntil: z.iso.date().nullable(),
  }),
);
