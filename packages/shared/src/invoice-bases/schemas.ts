import { z } from 'zod';
import { boundedInt, calendarDay, dbId, pageNumber, requiredText, trimmedText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';
import { FILL_IN_EXPENSES_TEXT, saveBlockedReason } from './form.ts';
import { INVOICE_BASIS_CUSTOMER_TYPES, INVOICE_CODES } from './labels.ts';

/** Input schemas of the invoice basis procedures (document 3 sections 3 and 5). */

export const INVOICE_BASIS_TEXTS = {
  notFound: 'Faktureringsunderlaget hittades inte',
  expenseNotFound: 'Kostnaden hittades inte',
  notEditable: 'Underlaget kan bara ändras när det är pågående',
  notReady: 'Underlaget är inte redo att faktureras',
  notPrintable: 'Underlaget kan skrivas ut först när det är redo att faktureras',
  customerTypeFixed: 'Mottagartypen kan inte ändras på ett sparat underlag',
  invalidAmount: 'Ange ett tal med högst två decimaler',
  invoicedLog: (id: number, total: string) => `Faktureringsunderlag ${id} klarmarkerat (${total} kr).`,
} as const;

/** A number with at most 2 decimals within ±`max` (the numeric(…, 2) columns). */
function amount(max: number) {
  return z
    .number({ error: INVOICE_BASIS_TEXTS.invalidAmount })
    .min(-max, INVOICE_BASIS_TEXTS.invalidAmount)
    .max(max, INVOICE_BASIS_TEXTS.invalidAmount)
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      INVOICE_BASIS_TEXTS.invalidAmount,
    );
}

export const invoiceBasisExpenseSchema = z.object({
  description: requiredText(200, { required: 'Fyll i beskrivning' }),
  quantity: amount(99_999_999),
  price: amount(9_999_999_999),
});

const optionalText = (max: number) => trimmedText(max).nullable();
const optionalDay = calendarDay('Ange datum som ÅÅÅÅ-MM-DD').nullable();

export const invoiceBasisCustomerTypeSchema = z.enum(INVOICE_BASIS_CUSTOMER_TYPES);

/** The fields of a basis the form saves (all but id, case, status, creator and the customer type). */
export const invoiceBasisFieldsSchema = z
  .object({
    invoiceDate: optionalDay,
    invoiceCode: z.union(INVOICE_CODES.map((code) => z.literal(code))).nullable(),
    customerNumber: dbId().nullable(),
    agreementNumber: dbId().nullable(),
    mainOrderId: dbId().nullable(),
    mainCentral: optionalText(100),
    invoiceAo: trimmedText(100),
    customerName: optionalText(200),
    customerReference: optionalText(200),
    invoiceAddress: optionalText(300),
    ourReference: optionalText(200),
    forwardBilling: z.boolean().nullable(),
    paymentTerms: boundedInt(0, 365).nullable(),
    client: optionalText(200),
    caseDate: optionalDay,
    issue: optionalText(2000),
    measure: optionalText(2000),
    expenses: z.array(invoiceBasisExpenseSchema).max(100),
  })
  .refine((fields) => saveBlockedReason(fields) === null, {
    message: FILL_IN_EXPENSES_TEXT,
    path: ['expenses'],
  });

export type InvoiceBasisFields = z.infer<typeof invoiceBasisFieldsSchema>;

const caseNumber = dbId('Ogiltigt ärendenummer');
const basisRef = z.object({ caseNumber, basisId: dbId() });

export const invoiceBasisListInput = z.object({ caseNumber });
export const invoiceBasisNewInput = z.object({
  caseNumber,
  customerType: invoiceBasisCustomerTypeSchema,
  agreementNumber: dbId().optional(),
});
export const invoiceBasisCreateInput = z.object({
  requestId: requestIdSchema,
  caseNumber,
  customerType: invoiceBasisCustomerTypeSchema,
  fields: invoiceBasisFieldsSchema,
});
export const invoiceBasisUpdateInput = basisRef.extend({ fields: invoiceBasisFieldsSchema });
export const invoiceBasisRefInput = basisRef;
export const invoiceBasisExpenseRefInput = basisRef.extend({ expenseId: dbId() });
/** 'Klarmarkera underlaget' changes the case (a log note): it carries the case version like other case writes. */
export const invoiceBasisMarkInvoicedInput = basisRef.extend({ version: dbId() });

/** The statuses /sappis/vidarefakturering filters by (document 3 panel 27). */
export const FORWARD_BILLING_LIST_STATUSES = ['IN_PROGRESS', 'READY'] as const;
export const FORWARD_BILLING_PAGE_SIZE = 25;

export const invoiceBasisAllInput = z.object({
  status: z.enum(FORWARD_BILLING_LIST_STATUSES).default('READY'),
  /** Absent: both. */
  forwardBilling: z.boolean().optional(),
  page: pageNumber,
});
export type InvoiceBasisAllInput = z.input<typeof invoiceBasisAllInput>;
