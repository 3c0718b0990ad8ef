import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { ShellStateProvider } from '@/shell/shell-state.tsx';
import { storeRecentCustomers, takeRecentCustomerNumbers } from '@/shell/testing/recent-customers-storage.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { CustomerPage } from './customer-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's refusal of a merged-away customer (customers.byNumber), as the error formatter sends it. */
const MERGED_ANSWER = {
  error: {
    message: 'Kunden har slagits ihop med kund 100001.',
    code: -32004,
    data: {
      code: 'NOT_FOUND',
      httpStatus: 404,
      userMessage: 'Kunden har slagits ihop med kund 100001.',
      details: { mergedIntoCustomerNumber: 100001 },
    },
  },
};

function renderCustomerPage(customerNumber: number) {
  const queryClient = createQueryClient();
  return render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={TEST_PROFILE}>
          <ShellStateProvider>
            <MemoryRouter initialEntries={[`/klc/${customerNumber}/tjanster`]}>
              <Routes>
                <Route path="/klc/:customerNumber/tjanster" element={<CustomerPage />} />
              </Routes>
            </MemoryRouter>
          </ShellStateProvider>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('CustomerPage of a merged-away customer', () => {
  it('says it was merged into the survivor, with a link to the survivor, and shows no record', async () => {
    mockApi({ 'customers.byNumber': () => MERGED_ANSWER });
    renderCustomerPage(100002);
    const merged = await screen.findByTestId('customer-merged');
    expect(merged.textContent).toContain('Kunden har slagits ihop med kund 100001.');
    const link = screen.getByRole('link', { name: '100001' });
    expect(link.getAttribute('href')).toBe('/klc/100001/tjanster');
    expect(screen.queryByTestId('customer-view')).toBeNull();
    expect(screen.queryByTestId('customer-not-found')).toBeNull();
  });

  it("takes the merged-away customer off the side menu's 'Kunder'", async () => {
    storeRecentCustomers([100002, 100001]);
    mockApi({ 'customers.byNumber': () => MERGED_ANSWER });
    renderCustomerPage(100002);
    await screen.findByTestId('customer-merged');
    expect(takeRecentCustomerNumbers()).toEqual([100001]);
  });

  it('still says an unknown customer was not found', async () => {
    mockApi({
      'customers.byNumber': () => ({
        error: {
          message: 'Kunden hittades inte',
          code: -32004,
          data: { code: 'NOT_FOUND', httpStatus: 404, userMessage: 'Kunden hittades inte', details: null },
        },
      }),
    });
    renderCustomerPage(999999);
    expect(await screen.findByTestId('customer-not-found')).toBeTruthy();
    expect(screen.queryByTestId('customer-merged')).toBeNull();
  });
});
