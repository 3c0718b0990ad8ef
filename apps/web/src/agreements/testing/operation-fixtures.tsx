import type { OperationContext, OperationRow } from '@sappis/shared/agreements/operations/snapshot';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import type { Customer } from '@/customers/customer-model.ts';
import type { PanelProps } from '@/customers/panels/panel-host.tsx';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';

export const TEST_TODAY = '2026-11-24';

/** An agreement row of an operation context: a running broadband service unless told otherwise. */
export function operationRow(overrides: Partial<OperationRow> = {}): OperationRow {
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

/** The operation context of the test customer's agreement 1000011. */
export function operationContext(
  overrides: { customer?: Partial<OperationContext['customer']>; rows?: OperationRow[] } & Partial<
    Omit<OperationContext, 'customer' | 'agreement'>
  > = {},
): OperationContext {
  const { customer, rows, ...rest } = overrides;
  return {
    customer: {
      customerNumber: 100001,
      name: 'Karin Lindqvist',
      customerType: 'PRIVATE',
      email: 'karin@example.se',
      phone: null,
      mobilePhone: '070-123 45 67',
      paymentType: 'BANKGIRO',
      ...customer,
    },
    agreement: {
      id: 1,
      agreementNumber: 1000011,
      ended: false,
      deliveryAddress: 'Storgatan 12',
      deliveryPostalCode: '41301',
      deliveryCity: 'Göteborg',
      mainAgreementNumber: 5001,
      mainCentral: null,
      orderInfo: null,
      rows: rows ?? [operationRow()],
    },
    products: {},
    inventory: [],
    ...rest,
  };
}

/**
 * Renders an operation panel for the test customer with the API answering `agreements.operationContext` with
 * `context` (today TEST_TODAY) and whatever else `answers` says; returns the fetch mock.
 */
export function renderOperationPanel(
  Panel: ComponentType<PanelProps>,
  {
    context = operationContext(),
    answers = {},
    params = 'agreement=1000011',
    customer = testCustomer(),
  }: {
    context?: OperationContext;
    answers?: Parameters<typeof mockApi>[0];
    params?: string;
    customer?: Customer;
  } = {},
) {
  const fetchMock = mockApi({
    'agreements.operationContext': () => ({ result: { data: { today: TEST_TODAY, context } } }),
    ...answers,
  });
  const queryClient = createQueryClient();
  render(
    <MemoryRouter>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <CurrentUserProvider user={TEST_PROFILE}>
            <Toaster>
              <Panel customer={customer} params={new URLSearchParams(params)} close={() => {}} />
            </Toaster>
          </CurrentUserProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MemoryRouter>,
  );
  return fetchMock;
}
