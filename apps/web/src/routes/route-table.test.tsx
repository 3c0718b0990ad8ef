import { ALL_GROUPS, groupNames } from '@sappis/shared/groups';
import { ROUTES } from '@sappis/shared/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { routeTable } from './route-table.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(routeTable(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return router;
}

const ALL_GROUP_NAMES = groupNames(ALL_GROUPS, 'Sappa');

const signedIn = (groups: string[]) =>
  mockApi({ 'auth.profile': () => ({ result: { data: { ...TEST_PROFILE, groups } } }) });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('routes', () => {
  it('sends a signed-out user to the login page, remembering where they were going', async () => {
    mockApi({});
    const router = renderAt('/sappis/profile');
    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/sappis/profile' });
  });

  it('shows the home page in the shell, titled in the top bar', async () => {
    signedIn(['SAPPIS']);
    renderAt('/sappis');
    expect(
      await screen.findByRole('heading', { name: 'Välkommen till Sappis' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Välkommen till Sappis');
    expect(screen.getByTestId('side-menu')).toBeTruthy();
    expect(screen.getByPlaceholderText('Sök kund, ärende, adress...')).toBeTruthy();
  });

  it("shows 'Behörighet saknas' on a page the user's groups do not open", async () => {
    signedIn(['SAPPIS']);
    renderAt('/sappis/tags');
    expect(await screen.findByRole('heading', { name: 'Behörighet saknas' })).toBeTruthy();
  });

  it('walks every route of the route table: each opens its own page for a user with every group', async () => {
    const notFound = {
      error: { message: 'Hittades inte', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } },
    };
    const concrete = (path: string) =>
      path
        .replace(':customerNumber', '100001')
        .replace(':caseNumber', '5001')
        .replace(':queueId', '1')
        .replace(':query', 'anna');
    for (const route of ROUTES) {
      mockApi(
        { 'auth.profile': () => ({ result: { data: { ...TEST_PROFILE, groups: ALL_GROUP_NAMES } } }) },
        notFound,
      );
      const router = renderAt(concrete(route.path));
      await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe(route.title), {
        timeout: 5_000,
      });
      expect(router.state.location.pathname, route.key).toBe(concrete(route.path));
      expect(screen.queryByRole('heading', { name: 'Behörighet saknas' }), route.key).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Sidan hittades inte' }), route.key).toBeNull();
      expect(screen.queryByText(/under uppbyggnad/), route.key).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  }, 120_000);

  it('serves the case list also with a trailing slash', async () => {
    const fetchMock = mockApi({
      'auth.profile': () => ({ result: { data: TEST_PROFILE } }),
      'cases.search': () => ({
        result: {
          data: {
            cases: [
              {
                id: 1,
                number: 5001,
                externalTicketNumber: null,
                header: 'Ingen signal',
                status: { key: 'IN_PROGRESS', id: 2, name: 'Pågående' },
                priority: { key: 'HIGH', name: 'Hög' },
                type: { id: 171, name: 'Felanmälan', category: 'Bredband' },
                ownerGroup: { id: 42, name: 'Kundtjänst' },
                createdAt: '2025-11-20T08:30:00.000Z',
                customerNumber: 100234,
                customerName: 'Anna Andersson',
                locked: true,
                lockedBy: 'kalle@sappa.se',
                viewers: [],
              },
            ],
            page: 1,
            pageSize: 25,
            total: 1,
          },
        },
      }),
    });
    renderAt('/sappis/cases/');
    const link = await screen.findByRole('link', { name: '5001' });
    expect(link.getAttribute('href')).toBe('/sappis/cases/5001');
    expect(screen.getByRole('cell', { name: 'Pågående' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Hög' })).toBeTruthy();
    const search = fetchMock.mock.calls.find(([url]) => String(url).includes('cases.search'));
    const url = new URL(String(search?.[0]), 'http://localhost');
    // One batch may carry several calls ('cases.types,cases.search'): the input is keyed by position.
    const paths = url.pathname.split('/').at(-1)?.split(',') ?? [];
    const input = JSON.parse(url.searchParams.get('input') ?? '{}');
    expect(input[paths.indexOf('cases.search')]).toMatchObject({
      page: 1,
      sort: 'created_at',
      reverse: false,
    });
  });

  it("says 'Kunden hittades inte' for an unknown customer", async () => {
    mockApi({
      'auth.profile': () => ({ result: { data: TEST_PROFILE } }),
      'customers.byNumber': () => ({
        error: { message: 'Hittades inte', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } },
      }),
    });
    renderAt('/klc/999999/tjanster');
    expect(await screen.findByRole('heading', { name: 'Kunden hittades inte' })).toBeTruthy();
  });

  it('shows the customer view, fills the customer strip and remembers the customer', async () => {
    mockApi({
      'auth.profile': () => ({ result: { data: TEST_PROFILE } }),
      'customers.byNumber': () => ({ result: { data: CUSTOMER } }),
    });
    renderAt('/klc/100234/tjanster');
    expect(await screen.findByRole('heading', { name: 'Kundbild' })).toBeTruthy();
    // Filled once the view is painted.
    const strip = await screen.findByTestId('customer-strip');
    expect(strip.textContent).toContain('Anna Andersson');
    expect(strip.textContent).toContain('100234');
    expect(strip.textContent).toContain('070-1234567');
    expect(screen.getByText('Avslutad')).toBeTruthy();
    expect(screen.getByText('Bredband 250/250')).toBeTruthy();
    expect(screen.getByText('349 kr/mån')).toBeTruthy();
    const recent = await screen.findByRole('link', { name: 'Anna Andersson, 100234' });
    expect(recent.getAttribute('href')).toBe('/klc/100234/tjanster');
  });
});

const row = (
  id: number,
  rowNumber: number,
  productName: string,
  price: number,
  parentRowId: number | null = null,
) => ({
  id,
  rowNumber,
  parentRowId,
  type: 'SERVICE',
  productNumber: `P${id}`,
  productName,
  productType: 'SERVICE',
  priceList: 1,
  price,
  quantity: 1,
  campaignPrice: null,
  startDate: '2024-01-01T00:00:00.000Z',
  endDate: null,
  cardNumber: null,
  card: 0,
  campaignEndDate: null,
  selectableChannelCount: null,
  productKnown: true,
  provisioning: null,
});

const CUSTOMER = {
  customerNumber: 100234,
  name: 'Anna Andersson',
  firstName: 'Anna',
  lastName: 'Andersson',
  email: 'anna@example.se',
  mobilePhone: '070-1234567',
  phone: null,
  personalId: '19800101-1234',
  customerType: 'PRIVATE',
  protectedIdentity: false,
  deliveryAddress: 'Storgatan 1',
  deliveryPostalCode: '111 22',
  deliveryCity: 'Stockholm',
  creditCheckDone: true,
  temporarilySuspended: false,
  otherInformation: null,
  securityClass: 0,
  nixCodeNumber: 0,
  hasOverdueUnpaidInvoice: false,
  temporaryAddress: null,
  operatorAlertGroups: [],
  addressEndDates: [],
  memos: [],
  agreements: [
    {
      agreementNumber: 7001,
      deliveryAddress: 'Storgatan 1',
      deliveryCity: 'Stockholm',
      addressId: '12345678',
      ended: false,
      rows: [row(1, 1, 'Bredband 250/250', 349), row(2, 2, 'Router', 0, 1)],
    },
    { agreementNumber: 7000, deliveryAddress: 'Lillgatan 2', deliveryCity: 'Uppsala', ended: true, rows: [] },
  ],
  handOvers: { outgoing: [], incoming: [] },
};
