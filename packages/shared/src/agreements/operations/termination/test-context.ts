import type { OperationContext, OperationRow } from '../snapshot.ts';

/** Test data of the termination tests: a running broadband service unless told otherwise. */
export function row(overrides: Partial<OperationRow> = {}): OperationRow {
  return {
    id: 1,
    rowNumber: 1,
    parentRowId: null,
    type: 'SERVICE',
    productNumber: 'BAS250',
    productName: 'Bredband 250/250',
    category: 'Bredband',
    card: 0,
    campaignId: null,
    price: 399,
    priceList: 1,
    invoiceCode: 1,
    quantity: 1,
    startDate: '2025-01-01',
    endDate: null,
    boundUntil: null,
    bindingMonths: null,
    invoicedUntil: '2026-11-30',
    saleDate: '2024-12-15',
    ...overrides,
  };
}

export const REASONS: OperationContext['terminationReasons'] = [
  { id: 100, name: 'Flyttar', scope: 'AGREEMENT' },
  { id: 101, name: 'Byter till annan leverantör', scope: 'AGREEMENT' },
  { id: 103, name: 'Inte tillåten', scope: 'AGREEMENT' },
  { id: 106, name: 'Använder inte tjänsten', scope: 'SUBSCRIPTION' },
  { id: 113, name: 'Övrigt', scope: 'SUBSCRIPTION' },
  { id: 114, name: 'Paus', scope: 'SUBSCRIPTION' },
  { id: 116, name: 'Kund har avlidit', scope: 'AGREEMENT' },
];

export function context(
  rows: OperationRow[],
  overrides: {
    customer?: Partial<OperationContext['customer']>;
    agreement?: Partial<OperationContext['agreement']>;
  } = {},
): OperationContext {
  return {
    customer: {
      customerNumber: 100001,
      name: 'Karin Lindqvist',
      customerType: 'PRIVATE',
      email: 'karin@example.se',
      phone: null,
      mobilePhone: null,
      paymentType: 'BANKGIRO',
      ...overrides.customer,
    },
    agreement: {
      id: 1,
      agreementNumber: 1000011,
      ended: false,
      deliveryAddress: 'Storgatan 12',
      deliveryPostalCode: '41301',
      deliveryCity: 'Göteborg',
      mainAgreementNumber: null,
      mainCentral: null,
      orderInfo: null,
      distributionNetwork: null,
      rows,
      ...overrides.agreement,
    },
    products: {
      ANGERAVGIFT: {
        productNumber: 'ANGERAVGIFT',
        name: 'Ångeravgift',
        type: 'EXTRA_BILLING',
        prices: [
          { priceGroup: 1, salePrice: 350 },
          { priceGroup: 2, salePrice: 280 },
        ],
      },
    },
    inventory: [],
    terminationReasons: REASONS,
  };
}
