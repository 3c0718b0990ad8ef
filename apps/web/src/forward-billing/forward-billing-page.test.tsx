import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import type { Profile } from '@/auth/profile.ts';
import { READY_BASIS } from '@/invoice-bases/testing/ready-basis.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { filterParams, parseFilters } from './forward-billing-model.ts';
import { ForwardBillingPage } from './forward-billing-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const basis = (id: number, total: number) => ({
  id,
  caseNumber: 700009,
  caseVersion: 4,
  customerType: 'LANDLORD',
  status: 'READY',
  customerName: 'HSB Mälardalen, förvaltning',
  invoiceAo: `AO-${id}`,
  forwardBilling: true,
  invoiceDate: '2026-11-20',
  createdBy: 'teknik@sappa.se',
  total,
});

function renderAt(url: string, groups: string[] = ['SAPPIS']) {
  stubSilentWebSocket();
  const router = createMemoryRouter(
    [{ path: '/sappis/vidarefakturering', element: <ForwardBillingPage /> }],
    {
      initialEntries: [url],
    },
  );
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={{ ...(TEST_PROFILE as Profile), groups }}>
          <RouterProvider router={router} />
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return router;
}

const inputsOf = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('invoiceBases.all'))
    .map(
      ([url]) => JSON.parse(new URL(String(url), 'http://localhost').searchParams.get('input') ?? '{}')[0],
    );

describe('ForwardBillingPage', () => {
  it('lists the bases with their totals and the sum, links to the case and pages through the URL', async () => {
    const fetchMock = mockApi({
      'invoiceBases.all': (input) => {
        const page = (input as { page: number }).page;
        return {
          result: {
            data: {
              items: [basis(page === 1 ? 12 : 11, 1954)],
              count: 26,
              page,
              pageSize: 25,
              sum: 50_804.5,
            },
          },
        };
      },
    });
    const router = renderAt('/sappis/vidarefakturering');
    const table = await screen.findByTestId('forward-billing-table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('Fastighetsägare/BRF');
    expect(row.textContent).toContain('AO-12');
    expect(row.textContent).toContain('1\u00a0954 kr');
    expect(within(row).getByRole('link', { name: '700009' }).getAttribute('href')).toBe(
      '/sappis/cases/700009',
    );
    expect(screen.getByTestId('forward-billing-sum').textContent).toBe('50\u00a0804,50 kr');
    expect(table.textContent).toContain('Summa för alla 26 underlag');
    expect(screen.getByText('Sida 1 av 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Sida 2 av 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?sida=2');
    expect(inputsOf(fetchMock).at(-1)).toEqual({ status: 'READY', page: 2 });
  });

  it('reads the filters from the URL and a filter change starts again at page 1', async () => {
    const fetchMock = mockApi({
      'invoiceBases.all': () => ({
        result: { data: { items: [], count: 0, page: 1, pageSize: 25, sum: 0 } },
      }),
    });
    const router = renderAt('/sappis/vidarefakturering?status=pagaende&sida=3');
    expect((await screen.findByTestId('forward-billing-empty')).textContent).toBe(
      'Inga faktureringsunderlag med status pågående.',
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('IN_PROGRESS');
    expect(inputsOf(fetchMock)[0]).toEqual({ status: 'IN_PROGRESS', page: 3 });

    fireEvent.change(screen.getByLabelText('Vidarefakturering'), { target: { value: 'false' } });
    await vi.waitFor(() =>
      expect(inputsOf(fetchMock).at(-1)).toEqual({ status: 'IN_PROGRESS', forwardBilling: false, page: 1 }),
    );
    expect(router.state.location.search).toBe('?status=pagaende&vidarefakturering=nej');
  });

  it('lets a user of the page without the case page (ECONOMY) open a basis and mark it invoiced there', async () => {
    const fetchMock = mockApi({
      'invoiceBases.all': () => ({
        result: {
          data: {
            items: [{ ...basis(7, 895), caseNumber: 700052 }],
            count: 1,
            page: 1,
            pageSize: 25,
            sum: 895,
          },
        },
      }),
      'invoiceBases.list': () => ({ result: { data: [READY_BASIS] } }),
      'invoiceBases.markInvoiced': () => ({ result: { data: { version: 5, lockTaken: true } } }),
    });
    renderAt('/sappis/vidarefakturering', ['ECONOMY']);
    const table = await screen.findByTestId('forward-billing-table');
    expect(within(table).queryByRole('link', { name: '700052' })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Öppna underlag 7' }));
    const sheet = await screen.findByTestId('forward-billing-basis');
    expect(within(sheet).queryByRole('button', { name: 'Radera underlaget' })).toBeNull();
    fireEvent.click(await within(sheet).findByRole('button', { name: 'Klarmarkera underlaget' }));
    await vi.waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).includes('invoiceBases.markInvoiced'));
      expect(JSON.parse(String(call?.[1]?.body))[0]).toEqual({ caseNumber: 700052, basisId: 7, version: 4 });
    });
  });

  it('shows an error with a retry', async () => {
    mockApi({
      'invoiceBases.all': () => ({
        error: { message: 'Fel', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
      }),
    });
    renderAt('/sappis/vidarefakturering');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Kunde inte hämta faktureringsunderlag.');
    expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeTruthy();
  });
});

describe('forward billing filters in the URL', () => {
  it('defaults to ready, both kinds, page 1 and leaves defaults out', () => {
    const filters = parseFilters(new URLSearchParams('status=x&vidarefakturering=kanske&sida=-1'));
    expect(filters).toEqual({ status: 'READY', forwardBilling: undefined, page: 1 });
    expect(filterParams(filters).toString()).toBe('');
    expect(filterParams({ status: 'IN_PROGRESS', forwardBilling: true, page: 2 }).toString()).toBe(
      'status=pagaende&vidarefakturering=ja&sida=2',
    );
  });
});
