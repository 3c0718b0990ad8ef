import type { OperationContext, OperationProduct, OperationRow } from '../snapshot.ts';

/** A service row for plan tests; override what the test is about. */
export function testRow(overrides: Partial<OperationRow> & Pick<OperationRow, 'id'>): OperationRow {
  return {
    rowNumber: overrides.id,
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
    invoicedUntil: null,
    saleDate: '2025-01-01',
    ...overrides,
  };
}

export function testProduct(
  productNumber: string,
  name: string,
  prices: [number, number][],
): OperationProduct {
  return {
    productNumber,
    name,
    type: productNumber === 'PAUS' ? 'EXTRA_BILLING' : 'SERVICE',
    prices: prices.map(([priceGroup, salePrice]) => ({ priceGroup, salePrice })),
  };
}

/** An operation context of a private customer with a valid e-mail, the PAUS fee product and the given rows. */
export function testContext(
  rows: OperationRow[],
  overrides: { products?: OperationProduct[]; inventory?: string[]; email?: string | null } = {},
): OperationContext {
  const products = [
    testProduct('PAUS', 'Pausavgift', [
      [1, 295],
      [2, 236],
    ]),
    ...(overrides.products ?? []),
  ];
  return {
    customer: {
      customerNumber: 900_000_001,
      name: 'Karin Lindqvist',
      customerType: 'PRIVATE',
      email: overrides.email === undefined ? 'karin@example.se' : overrides.email,
      phone: null,
      mobilePhone: '070-123 45 67',
      paymentType: 'BANKGIRO',
    },
    agreement: {
      id: 1,
      agreementNumber: 900_000_001,
      ended: false,
      deliveryAddress: 'Storgatan 12',
      deliveryPostalCode: '41301',
      deliveryCity: 'Göteborg',
      mainAgreementNumber: null,
      mainCentral: null,
      distributionNetwork: null,
      orderInfo: null,
      rows,
    },
    products: Object.fromEntries(products.map((product) => [product.productNumber, product])),
    inventory: overrides.inventory ?? [],
    terminationReasons: [{ id: 114, name: 'Paus', scope: 'SUBSCRIPTION' }],
  };
}

export const testHandler = { name: 'Anna Agent', employeeNumber: 'E100' };
