import { MERGE_TEXTS } from '@sappis/shared/customers/merge/merge';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { storeRecentCustomers, takeRecentCustomerNumbers } from '@/shell/testing/recent-customers-storage.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import MergePanel from './merge-panel.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const hits = [
  {
    customerNumber: 100019,
    name: 'Karin Lindqvist',
    personalId: '198112189876',
    deliveryAddress: 'Storgatan 1',
  },
  { customerNumber: 100055, name: 'Karin Lind', personalId: '197001011234', deliveryAddress: null },
];

function renderMerge() {
  const queries: unknown[] = [];
  const fetchMock = mockApi({
    'customers.mergeCandidates': (input) => {
      queries.push(input);
      return { result: { data: hits } };
    },
    'customers.merge': () => ({
      result: {
        data: {
          fromCustomerNumber: 100019,
          toCustomerNumber: 100001,
          agreements: 1,
          invoices: 3,
          cases: 0,
          memos: 0,
          emails: 1,
        },
      },
    }),
  });
  const close = vi.fn();
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={TEST_PROFILE}>
          <Toaster>
            <MergePanel customer={testCustomer()} params={new URLSearchParams()} close={close} />
          </Toaster>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return { fetchMock, close, queries };
}

describe('MergePanel', () => {
  it('searches 500 ms after typing stops, from 3 characters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { queries } = renderMerge();
    fireEvent.change(screen.getByLabelText(/Sök kund/), { target: { value: 'Ka' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(queries).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Sök kund/), { target: { value: 'Kari' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(queries).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await screen.findByRole('list', { name: 'Sökresultat' });
    expect(queries).toEqual([{ customerNumber: 100001, query: 'Kari' }]);
  });

  it("disables Ja for another personal number ('Båda personerna behöver ha samma personnummer') and merges the same person", async () => {
    storeRecentCustomers([100019, 100001]);
    const { close, fetchMock } = renderMerge();
    fireEvent.change(screen.getByLabelText(/Sök kund/), { target: { value: 'Karin' } });
    const list = await screen.findByRole('list', { name: 'Sökresultat' }, { timeout: 2000 });
    const buttons = list.querySelectorAll('button');
    fireEvent.click(buttons[1] as HTMLButtonElement);
    expect(await screen.findByText(MERGE_TEXTS.differentPersonalNumbers)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ja' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Nej' }));

    fireEvent.click(buttons[0] as HTMLButtonElement);
    const yes = await screen.findByRole('button', { name: 'Ja' });
    expect((yes as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(yes);
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    // It says so, and the merged-away customer leaves the side menu's 'Kunder'.
    expect(await screen.findByText(MERGE_TEXTS.success)).toBeTruthy();
    expect(takeRecentCustomerNumbers()).toEqual([100001]);
    const sent = fetchMock.mock.calls.find(([url]) => /customers\.merge(\?|,|$)/.test(String(url)));
    expect(JSON.parse(String(sent?.[1]?.body))[0]).toMatchObject({
      fromCustomerNumber: 100019,
      toCustomerNumber: 100001,
    });
  });
});
