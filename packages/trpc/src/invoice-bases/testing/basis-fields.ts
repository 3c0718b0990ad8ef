import type { InvoiceBasisFields } from '@sappis/shared';

/** A basis the save rule accepts: one technician visit and an hour and a half of work, 1 870 kr. */
export function filledBasisFields(overrides: Partial<InvoiceBasisFields> = {}): InvoiceBasisFields {
  return {
    invoiceDate: '2026-11-20',
    invoiceCode: 1,
    customerNumber: null,
    agreementNumber: null,
    mainOrderId: null,
    mainCentral: 'Västerås C',
    invoiceAo: 'AO-1',
    customerName: 'HSB Mälardalen',
    customerReference: 'Eva Lind',
    invoiceAddress: 'Box 120, 721 05 Västerås',
    ourReference: 'Test Testsson',
    forwardBilling: true,
    paymentTerms: 30,
    client: 'HSB Mälardalen',
    caseDate: '2026-11-11',
    issue: 'Ingen signal i lägenheten.',
    measure: 'Bytt trasigt uttag i fastighetsnätet.',
    expenses: [
      { description: 'Teknikerbesök', quantity: 1, price: 895 },
      { description: 'Arbetstid (timmar)', quantity: 1.5, price: 650 },
    ],
    ...overrides,
  };
}
