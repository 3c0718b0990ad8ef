import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { AddressPage } from './address-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = {
  address: {
    id: 'LIND0001',
    composite: 'Lindvägen 3, 413 01 Göteborg',
    street: 'Lindvägen',
    number: '3',
    entrance: null,
    apartment: null,
    zipCode: '41301',
    city: 'Göteborg',
    network: 'Stadsnät',
    validTo: null,
  },
  accesses: [
    {
      mainAgreementNumber: 8101,
      mainAgreementName: 'Brf Linden',
      externalId: 'EXT-1',
      network: 'Stadsnät',
      mainCentral: 'HC Hisingen',
      orderNumber: 'ORD-7',
      premisesType: 'MDU',
      source: 'SAURON',
      validFrom: '2020-01-01',
      validTo: null,
      active: true,
    },
  ],
  mainAgreements: [
    {
      number: 8101,
      name: 'Brf Linden',
      distributionNetwork: 'Stadsnät',
      mainCentral: 'HC Hisingen',
      startsAt: '2020-01-01',
      endsAt: null,
    },
  ],
  agreements: [
    {
      agreementNumber: 1000011,
      ended: false,
      deliveryAddress: 'Lindvägen 3',
      customerNumber: 100001,
      customerName: 'Karin Lindqvist',
      mainAgreementNumber: 8101,
      mainAgreementName: 'Brf Linden',
    },
  ],
};

describe('the address page', () => {
  it('opens the address of its URL to its network, accesses, main agreement, agreements and customers', async () => {
    const asked: unknown[] = [];
    mockApi({
      'addresses.byId': (input) => {
        asked.push(input);
        return { result: { data: page } };
      },
    });
    const queryClient = createQueryClient();
    render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/sappis/adresser/LIND0001']}>
            <Routes>
              <Route path="/sappis/adresser/:addressId" element={<AddressPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Lindvägen 3, 413 01 Göteborg' })).toBeTruthy();
    expect(asked).toEqual([{ addressId: 'LIND0001' }]);
    expect(screen.getByText('Adress-ID LIND0001 · Nät Stadsnät')).toBeTruthy();
    const accesses = screen.getByRole('region', { name: 'Accesser' });
    expect(within(accesses).getByText('EXT-1')).toBeTruthy();
    expect(within(accesses).getByText('Lägenhet (MDU)')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Huvudavtal' })).getByText('8101 Brf Linden'),
    ).toBeTruthy();
    const customer = within(screen.getByRole('region', { name: 'Avtal och kunder på adressen' })).getByRole(
      'link',
      { name: 'Karin Lindqvist (100001)' },
    );
    expect(customer.getAttribute('href')).toBe('/klc/100001/tjanster');
    expect(customer.getAttribute('target')).toBe('_blank');
  });
});
