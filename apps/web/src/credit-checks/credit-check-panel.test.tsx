import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import CreditCheckPanel from './credit-check-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const check = (status: number) => ({
  id: 1,
  status,
  checkedAt: '2026-11-20T10:00:00.000Z',
  checkedBy: 'agent',
});

function renderWithHistory(
  history: { creditCheckDone: boolean; checks: ReturnType<typeof check>[] },
  answers: Parameters<typeof mockApi>[0] = {},
) {
  mockApi({ 'creditChecks.history': () => ({ result: { data: history } }), ...answers });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Toaster>
          <CreditCheckPanel customer={testCustomer()} params={new URLSearchParams()} close={() => {}} />
        </Toaster>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('CreditCheckPanel', () => {
  it('says the check is not done when none was made', async () => {
    renderWithHistory({ creditCheckDone: false, checks: [] });
    expect((await screen.findByTestId('credit-check-state')).textContent).toBe(
      'Anmärkningskontroll är inte gjord!',
    );
    expect(screen.getByText('Ingen anmärkningskontroll är gjord på kunden.')).toBeTruthy();
  });

  it('tells a failed check apart from one never made', async () => {
    renderWithHistory({ creditCheckDone: false, checks: [check(-99)] });
    expect((await screen.findByTestId('credit-check-state')).textContent).toBe(
      'Kundens anmärkningskontroll gick ej igenom.',
    );
  });

  it('says an approved check is approved', async () => {
    renderWithHistory({ creditCheckDone: true, checks: [check(0)] });
    expect((await screen.findByTestId('credit-check-state')).textContent).toBe(
      'Anmärkningskontrollen är godkänd',
    );
  });

  it('tells a check with a payment remark in a warning snackbar', async () => {
    renderWithHistory(
      { creditCheckDone: false, checks: [] },
      { 'creditChecks.perform': () => ({ result: { data: { status: -99, outcome: 'REMARK' } } }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Gör anmärkningskontroll' }));
    const texts = await screen.findAllByText('Kundens anmärkningskontroll gick ej igenom.');
    const snackbar = texts.map((text) => text.closest('li')).find(Boolean);
    expect(snackbar?.dataset.severity).toBe('warning');
  });
});
