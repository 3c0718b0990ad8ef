import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { AddressSearchPage } from './address-search-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddressSearchPage', () => {
  it('lists 50 addresses per page', async () => {
    const asked: unknown[] = [];
    mockApi({
      'search.addresses': (input) => {
        asked.push(input);
        return { result: { data: { total: 0, hits: [] } } };
      },
    });
    const queryClient = createQueryClient();
    render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/sappis/adresser?query=Storgatan%2012&page=2']}>
            <AddressSearchPage />
          </MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    expect(await screen.findByText('Sökningen gav inga träffar')).toBeTruthy();
    expect(asked).toEqual([{ query: 'Storgatan 12', page: 2, pageSize: 50 }]);
  });

  it('opens a row to its address page in a new tab', async () => {
    mockApi({
      'search.addresses': () => ({
        result: {
          data: {
            total: 1,
            hits: [
              {
                id: '5512300',
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
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const queryClient = createQueryClient();
    render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/sappis/adresser?query=Storgatan%2012']}>
            <AddressSearchPage />
          </MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    fireEvent.click(await screen.findByRole('row', { name: 'Öppna 5512300' }));
    expect(open).toHaveBeenCalledWith('/sappis/adresser/5512300', '_blank', 'noopener');
  });
});
