import type { InvoiceBasisFields } from '@sappis/shared/invoice-bases/schemas';
import { amountOf } from '@sappis/shared/invoice-bases/totals';
import type { RouterOutputs } from '@/lib/trpc.ts';

export type StoredBasis = RouterOutputs['invoiceBases']['list'][number];
export type NewBasis = RouterOutputs['invoiceBases']['prefill'];

/** The form's state: texts as typed; quantity and price as the number inputs give them. */
export interface BasisForm {
  invoiceDate: string;
  invoiceCode: string;
  invoiceAo: string;
  customerNumber: number | null;
  agreementNumber: number | null;
  mainOrderId: number | null;
  mainCentral: string;
  customerName: string;
  customerReference: string;
  invoiceAddress: string;
  ourReference: string;
  forwardBilling: boolean | null;
  paymentTerms: string;
  client: string;
  caseDate: string;
  issue: string;
  measure: string;
  expenses: { id?: number; description: string; quantity: string; price: string }[];
}

export function formOf(basis: StoredBasis | NewBasis): BasisForm {
  return {
    invoiceDate: basis.invoiceDate ?? '',
    invoiceCode: basis.invoiceCode === null ? '' : String(basis.invoiceCode),
    invoiceAo: basis.invoiceAo,
    customerNumber: basis.customerNumber,
    agreementNumber: basis.agreementNumber,
    mainOrderId: basis.mainOrderId,
    mainCentral: basis.mainCentral ?? '',
    customerName: basis.customerName ?? '',
    customerReference: basis.customerReference ?? '',
    invoiceAddress: basis.invoiceAddress ?? '',
    ourReference: basis.ourReference ?? '',
    forwardBilling: basis.forwardBilling,
    paymentTerms: basis.paymentTerms === null ? '' : String(basis.paymentTerms),
    client: basis.client ?? '',
    caseDate: basis.caseDate ?? '',
    issue: basis.issue ?? '',
    measure: basis.measure ?? '',
    expenses: basis.expenses.map((expense) => ({
      ...('id' in expense ? { id: expense.id } : {}),
      description: expense.description,
      quantity: String(expense.quantity),
      price: String(expense.price),
    })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The fields the server takes (it checks them again with the same rules). */
export function fieldsOf(form: BasisForm): InvoiceBasisFields {
  return {
    invoiceDate: orNull(form.invoiceDate),
    invoiceCode: form.invoiceCode === '' ? null : (Number(form.invoiceCode) as 1 | 2 | 3),
    invoiceAo: form.invoiceAo.trim(),
    customerNumber: form.customerNumber,
    agreementNumber: form.agreementNumber,
    mainOrderId: form.mainOrderId,
    mainCentral: orNull(form.mainCentral),
    customerName: orNull(form.customerName),
    customerReference: orNull(form.customerReference),
    invoiceAddress: orNull(form.invoiceAddress),
    ourReference: orNull(form.ourReference),
    forwardBilling: form.forwardBilling,
    paymentTerms: form.paymentTerms === '' ? null : Number(form.paymentTerms),
    client: orNull(form.client),
    caseDate: orNull(form.caseDate),
    issue: orNull(form.issue),
    measure: orNull(form.measure),
    expenses: form.expenses.map((expense) => ({
      description: expense.description.trim(),
      quantity: amountOf(expense.quantity),
      price: amountOf(expense.price),
    })),
  };
}
