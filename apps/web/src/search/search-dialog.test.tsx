import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import SearchDialog from './search-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customer = (customerNumber: number) => ({
  source: 'sappa',
  name: `Anna Berg ${customerNumber}`,
  customerNumber,
  mobilePhone: null,
  email: null,
  personalId: null,
  address: 'Storgatan 12',
  city: 'Stockholm',
});

const empty = () => ({ result: { data: { total: 0, hits: [] } } });

function CustomerView() {
  return <p>Kundbild {useParams().customerNumber}</p>;
}

function renderDialog(onOpenChange = vi.fn()) {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={TEST_PROFILE}>
          <MemoryRouter initialEntries={['/sappis/hem']}>
            <Routes>
              <Route
                path="/sappis/hem"
                element={
                  <SearchDialog
                    open
                    onOpenChange={onOpenChange}
                    text="Berg"
                    onTextChange={vi.fn()}
                    query="Berg"
                    onSearchNow={vi.fn()}
                  />
                }
              />
              <Route path="/klc/:customerNumber/tjanster" element={<CustomerView />} />
            </Routes>
          </MemoryRouter>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return onOpenChange;
}

describe('SearchDialog', () => {
  it('searches every tab, counts hits on the tabs and opens a hit with the keyboard', async () => {
    const fetchMock = mockApi({
      'search.customers': () => ({
        result: {
          data: { total: 12, external: 0, hits: Array.from({ length: 10 }, (_, i) => customer(100001 + i)) },
        },
      }),
      'search.cases': empty,
      'search.addresses': empty,
      'search.agreements': empty,
      'search.addressIds': empty,
      'search.deliveryAddresses': empty,
      'search.stock': empty,
      'search.invoices': empty,
    });
    const onOpenChange = renderDialog();

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('tab', { name: 'Kunder (12)' })).toBeTruthy();
    expect(await within(dialog).findByRole('tab', { name: 'Faktura (0)' })).toBeTruthy();
    expect(within(dialog).getAllByRole('tab')).toHaveLength(8);
    const inputs = fetchMock.mock.calls.flatMap(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body
        ? JSON.parse(String(init.body))
        : JSON.parse(url.searchParams.get('input') ?? '{}');
      return Object.values(body as Record<string, unknown>);
    });
    expect(inputs).toContainEqual({ query: 'Berg', page: 1, pageSize: 10 });

    expect(within(dialog).getByTestId('search-footer').textContent).toBe('Visar 10 av 12 resultat');
    expect(within(dialog).getByRole('link', { name: 'Visa alla' }).getAttribute('href')).toBe(
      '/sappis/search/Berg/kunder?page=1',
    );

    // Arrow down from the search box reaches the first hit; Enter opens it in a new tab, keeping this page.
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const input = within(dialog).getByLabelText('Söktext');
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const firstRow = document.activeElement as HTMLElement;
    expect(firstRow.dataset.path).toBe('/klc/100001/tjanster');
    fireEvent.keyDown(firstRow, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    expect(open).toHaveBeenCalledWith('/klc/100002/tjanster', '_blank', 'noopener');
    // A click opens a hit in a new tab as well.
    fireEvent.click(firstRow);
    expect(open).toHaveBeenLastCalledWith('/klc/100001/tjanster', '_blank', 'noopener');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.queryByText(/Kundbild/)).toBeNull();
  });

  it('shows the first tab with hits, e.g. Adresser for an address id', async () => {
    mockApi({
      'search.customers': () => ({ result: { data: { total: 0, external: 0, hits: [] } } }),
      'search.cases': empty,
      'search.addresses': () => ({
        result: {
          data: {
            total: 1,
            hits: [
              {
                id: '123456',
                street: 'Storgatan',
                number: '12',
                entrance: null,
                apartment: null,
                zipCode: '11122',
                city: 'Stockholm',
              },
            ],
          },
        },
      }),
      'search.agreements': empty,
      'search.addressIds': empty,
      'search.deliveryAddresses': empty,
      'search.stock': empty,
      'search.invoices': empty,
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    const addresses = await within(dialog).findByRole('tab', { name: 'Adresser (1)' });
    await vi.waitFor(() => expect(addresses.getAttribute('aria-selected')).toBe('true'));
    expect(within(within(dialog).getByRole('tabpanel')).getByText('Storgatan')).toBeTruthy();
  });

  it('shows the empty state on a tab without hits', async () => {
    mockApi({
      'search.customers': () => ({ result: { data: { total: 0, external: 0, hits: [] } } }),
      'search.cases': empty,
      'search.addresses': empty,
      'search.agreements': empty,
      'search.addressIds': empty,
      'search.deliveryAddresses': empty,
      'search.stock': empty,
      'search.invoices': empty,
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(await within(dialog).findByRole('tab', { name: 'Saldo (0)' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByTestId('search-empty').textContent).toContain('Sökningen gav inga träffar');
  });

  it("pages inside the modal after 'Visa alla' on a tab without a results page", async () => {
    const agreement = (agreementNumber: number) => ({
      customerNumber: Math.floor(agreementNumber / 10),
      deliveryAddress: 'Storgatan 12',
      city: 'Stockholm',
      mainAgreementNumber: 1101,
      mainAgreementName: 'Öppen fiber Stockholm',
      agreementNumber,
    });
    const agreementPages: number[] = [];
    mockApi({
      'search.customers': () => ({ result: { data: { total: 0, external: 0, hits: [] } } }),
      'search.cases': empty,
      'search.addresses': empty,
      'search.agreements': (input) => {
        const { page } = input as { page: number };
        agreementPages.push(page);
        const first = 1000011 + (page - 1) * 10;
        const hits = Array.from({ length: page === 1 ? 10 : 5 }, (_, i) => agreement(first + i));
        return { result: { data: { total: 15, hits } } };
      },
      'search.addressIds': empty,
      'search.deliveryAddresses': empty,
      'search.stock': empty,
      'search.invoices': empty,
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(await within(dialog).findByRole('tab', { name: 'Avtal (15)' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByTestId('search-footer').textContent).toBe('Visar 10 av 15 resultat');
    fireEvent.click(within(panel).getByRole('button', { name: 'Visa alla' }));
    expect(within(panel).getByTestId('search-page').textContent).toBe('Sida 1 av 2');
    fireEvent.click(within(panel).getByRole('button', { name: /Nästa/ }));
    expect(await within(panel).findByText('Sida 2 av 2')).toBeTruthy();
    expect(await within(panel).findByText('Visar 5 av 15 resultat')).toBeTruthy();
    expect(agreementPages).toContain(2);
    expect(within(panel).getAllByRole('row')[1]?.dataset.path).toBe('/klc/100002/tjanster');
  });
});
