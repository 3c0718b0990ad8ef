import type { AgreementRow, Customer } from '@/customers/customer-model.ts';

/** The customer's row with the id the panel URL names (`&row=<id>`), and its agreement number. */
export function findRow(
  customer: Customer,
  params: URLSearchParams,
): { row: AgreementRow; agreementNumber: number } | null {
  const id = Number(params.get('row'));
  for (const agreement of customer.agreements) {
    const row = agreement.rows.find((item) => item.id === id);
    if (row) return { row, agreementNumber: agreement.agreementNumber };
  }
  return null;
}
