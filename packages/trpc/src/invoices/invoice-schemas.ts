import { dbId } from '@sappis/shared';
import { z } from 'zod';

export const invoiceOutput = z.object({
  invoiceNumber: z.number().int(),
  ocr: z.string(),
  invoiceDate: z.iso.date(),
  dueDate: z.iso.date(),
  amount: z.number(),
  remainingAmount: z.number(),
  paidDate: z.iso.date().nullable(),
  reminderCount: z.number().int(),
  reminderDate: z.iso.date().nullable(),
  collectionDate: z.iso.date().nullable(),
  billogramId: z.string().nullable(),
});

/** Balance-due data (document 1 section 3): the invoices with money left to pay. */
export const balanceDueOutput = z.object({
  invoiceNumber: z.number().int(),
  ocrNumber: z.string(),
  createdDate: z.iso.date(),
  dueDate: z.iso.date(),
  totalAmount: z.number(),
});

export const invoiceListOutput = z.object({
  invoices: z.array(invoiceOutput),
  balanceDue: z.array(balanceDueOutput),
  totalDue: z.number(),
});

export const invoiceDetailsOutput = invoiceOutput.extend({
  rows: z.array(
    z.object({
      transactionNo: z.number().int(),
      productNumber: z.string(),
      description: z.string(),
      periodFrom: z.iso.date().nullable(),
      periodTo: z.iso.date().nullable(),
      amount: z.number(),
      transGroup3: z.number().int().nullable(),
      reversed: z.boolean(),
    }),
  ),
  events: z.array(
    z.object({
      occurredAt: z.iso.datetime(),
      event: z.string(),
      paidAmount: z.number().nullable(),
      paymentMethod: z.string().nullable(),
      reminderDeliveryMethod: z.string().nullable(),
    }),
  ),
});

export const invoiceNumberInput = z.object({
  invoiceNumber: dbId('Ogiltigt fakturanummer'),
});
