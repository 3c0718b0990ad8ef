import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { NonPurchasablePage } from './non-purchasable-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/klc/adresser', () => {
  it("opens the customer and its 'Gör adressen köpbar' in a new tab, at the register search of that agreement", async () => {
    mockApi({
      'addresses.nonPurchasable': () => ({
        result: {
          data: {
            total: 1,
            agreements: [
              {
                agreementNumber: 1000011,
                deliveryAddress: 'Ekvägen 4',
                deliveryPostalCode: '41301',
                deliveryCity: 'Göteborg',
                customerNumber: 100001,
                customerName: 'Karin Lindqvist',
                mainAgreementNumber: 5001,
                mainAgreementName: 'Brf Solsidan',
              },
            ],
          },
        },
      }),
    });
    const queryClient = createQueryClient();
    render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/klc/adresser']}>
            <NonPurchasablePage />
          </MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    const customer = await screen.findByRole('link', { name: 'Karin Lindqvist (100001)' });
    expect(customer.getAttribute('href')).toBe('/klc/100001/tjanster');
    expect(customer.getAttribute('target')).toBe('_blank');
    const purchasable = screen.getByRole('link', { name: 'Gör adressen köpbar' });
    expect(purchasable.getAttribute('href')).toBe(
      '/klc/100001/tjanster?panel=make-purchasable&agreement=1000011',
    );
    expect(purchasable.getAttribute('target')).toBe('_blank');
  });
});
