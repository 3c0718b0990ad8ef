import type { OperationContext, OperationRow } from '@sappis/shared/agreements/operations/snapshot';
import { REFERENCE_CASE_NAMES } from '@sappis/shared/agreements/operations/testing/case-names';
import {
  type TestContextOverrides,
  testContext,
  testRow,
} from '@sappis/shared/agreements/operations/testing/operation-context';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import type { Customer } from '@/customers/customer-model.ts';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';

export const TEST_TODAY = '2026-11-24';

/** An agreement row of an operation context: a running broadband service invoiced through November 2026. */
export function operationRow(overrides: Partial<OperationRow> = {}): OperationRow {
  return testRow({ invoicedUntil: '2026-11-30', saleDate: '2024-12-15', ...overrides });
}

/** The operation context of the test customer's agreement 1000011 (main agreement 5001); any part replaceable. */
export function operationContext(
  overrides: { rows?: OperationRow[] } & Pick<TestContextOverrides, 'customer' | 'agreement'> &
    Partial<Omit<OperationContext, 'customer' | 'agreement'>> = {},
): OperationContext {
  const { rows, customer, agreement, ...rest } = overrides;
  const base = testContext(rows ?? [operationRow()], {
    customer,
    agreement: { mainAgreementNumber: 5001, ...agreement },
  });
  return { ...base, ...rest };
}

/**
 * Renders an operation panel for the test customer with the API answering `agreements.operationContext` with
 * `context` (today TEST_TODAY, the seeded catalogue's case names) and whatever else `answers` says; returns the
 * fetch mock.
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
    'agreements.operationContext': () => ({
      result: { data: { today: TEST_TODAY, context, caseNames: REFERENCE_CASE_NAMES } },
    }),
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
