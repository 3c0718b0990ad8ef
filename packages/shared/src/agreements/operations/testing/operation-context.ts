import type { OperationContext, OperationProduct, OperationRow } from '../snapshot.ts';
import { catalogueProduct } from './catalogue.ts';

/** A running broadband service for plan tests; override what the test is about. */
export function testRow(overrides: Partial<OperationRow> = {}): OperationRow {
  const id = overrides.id ?? 1;
  return {
    id,
    rowNumber: id,
    parentRowId: null,
    type: 'SERVICE',
    productNumber: 'BAS250',
    productName: 'Bredband 250/250',
    category: 'Bredband',
    card: 0,
    campaignId: null,
    price: 399,
    campaignPrice: null,
    campaignEndDate: null,
    priceList: 1,
    invoiceCode: 1,
    quantity: 1,
    startDate: '2025-01-01',
    endDate: null,
    boundUntil: null,
    bindingMonths: null,
    invoicedUntil: null,
    saleDate: '2025-01-01',
    ...overrides,
  };
}

export function testProduct(
  productNumber: string,
  name: string,
  prices: [number, number][],
  type: OperationProduct['type'] = 'SERVICE',
  categoryNumber = 99,
): OperationProduct {
  return {
    productNumber,
    name,
    type,
    categoryNumber,
    prices: prices.map(([priceGroup, salePrice]) => ({ priceGroup, salePrice })),
  };
}

/** The termination reasons of the reference catalogue the tests use, and 103, which is not allowed. */
export const TEST_REASONS: OperationContext['terminationReasons'] = [
  { id: 100, name: 'Flyttar', scope: 'AGREEMENT' },
  { id: 101, name: 'Byter till annan leverantör', scope: 'AGREEMENT' },
  { id: 103, name: 'Inte tillåten', scope: 'AGREEMENT' },
  { id: 106, name: 'Använder inte tjänsten', scope: 'SUBSCRIPTION' },
  { id: 113, name: 'Övrigt', scope: 'SUBSCRIPTION' },
  { id: 114, name: 'Paus', scope: 'SUBSCRIPTION' },
  { id: 116, name: 'Kund har avlidit', scope: 'AGREEMENT' },
];

/** The fee products of the reference catalogue (price groups 1 private, 2 business). */
const FEE_PRODUCTS = ['PAUS', 'ANGERAVGIFT', 'FRAKTRETUR', 'KOMPENSATION'].map(catalogueProduct);

export interface TestContextOverrides {
  customer?: Partial<OperationContext['customer']>;
  agreement?: Partial<OperationContext['agreement']>;
  /** Products besides the fee products. */
  products?: OperationProduct[];
  /** The customer's e-mail (shorthand for customer.email). */
  email?: string | null;
}

/** The operation context of a private customer with a valid e-mail, the fee products and the given rows. */
export function testContext(rows: OperationRow[], overrides: TestContextOverrides = {}): OperationContext {
  const products = [...FEE_PRODUCTS, ...(overrides.products ?? [])];
  return {
    customer: {
      customerNumber: 100001,
      name: 'Karin Lindqvist',
      customerType: 'PRIVATE',
      email: overrides.email === undefined ? 'karin@example.se' : overrides.email,
      phone: null,
      mobilePhone: '070-123 45 67',
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
      networkOperator: null,
      orderInfo: null,
      accessOrderNumber: null,
      rows,
      ...overrides.agreement,
    },
    products: Object.fromEntries(products.map((product) => [product.productNumber, product])),
    terminationReasons: TEST_REASONS,
  };
}

export const testHandler = { name: 'Anna Agent', employeeNumber: 'E100' };
