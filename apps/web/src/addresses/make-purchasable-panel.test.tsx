import { ADDRESS_CASE_TEXTS } from '@sappis/shared/addresses/address-cases';
import { ADDRESS_PICK_TEXTS } from '@sappis/shared/addresses/address-pick';
import { ADD_ADDRESS_TEXTS, MAKE_PURCHASABLE_TEXTS } from '@sappis/shared/customers/add-address';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import type { Customer } from '@/customers/customer-model.ts';
import { PanelHost } from '@/customers/panels/panel-host.tsx';
import { testAgreement, testCustomer } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { TestRouter } from '@/test/test-router.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AGREEMENT = 1000011;
const withoutAddress = testCustomer({ agreements: [testAgreement({ addressId: null })] });

function renderPanel(customer: Customer) {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <TestRouter
          initialEntries={[
            `/klc/${customer.customerNumber}/tjanster?panel=make-purchasable&agreement=${AGREEMENT}`,
          ]}
        >
          <CurrentUserProvider user={TEST_PROFILE}>
            <PanelHost customer={customer} />
          </CurrentUserProvider>
        </TestRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

const hit = (id: string, city: string, refusal: string | null) => ({
  id,
  composite: `Ekvägen 4, ${city}`,
  street: 'Ekvägen',
  number: '4',
  entrance: null,
  apartment: null,
  zipCode: '41301',
  city,
  accesses: [],
  selectable: true,
  disconnectedOn: null,
  purchaseBlocked: false,
  refusal,
});

const otherTown = ADDRESS_PICK_TEXTS.otherTown('Stockholm', 'Göteborg');

function answers(asked: { search: unknown[]; confirmed: unknown[] }) {
  return {
    'addresses.verifySearch': (input: unknown) => {
      asked.search.push(input);
      return {
        result: {
          data: {
            total: 2,
            summary: '2 adresser hittades',
            hits: [hit('GBG1', 'Göteborg', null), hit('STO1', 'Stockholm', otherTown)],
          },
        },
      };
    },
    'addresses.confirmAddress': (input: unknown) => {
      asked.confirmed.push(input);
      return {
        result: { data: { agreementNumber: AGREEMENT, addressId: 'GBG1', composite: 'Ekvägen 4, Göteborg' } },
      };
    },
  };
}

const search = async (text: string) => {
  fireEvent.change(await screen.findByLabelText('Gata och nummer'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
};

// The panels load lazily through the panel host, as in the customer view: slow on a busy machine.
describe("'Gör adressen köpbar'", { timeout: 15_000 }, () => {
  it("searches the register for the agreement: another town's address cannot be picked, its own town's is confirmed", async () => {
    const asked = { search: [] as unknown[], confirmed: [] as unknown[] };
    mockApi(answers(asked));
    renderPanel(withoutAddress);

    const panel = await screen.findByTestId('panel-make-purchasable');
    expect(within(panel).queryByRole('button', { name: 'Skapa' })).toBeNull();
    await search('Ekvägen 4');
    expect(await screen.findByText('2 adresser hittades')).toBeTruthy();
    expect(asked.search).toEqual([{ query: 'Ekvägen 4', agreementNumber: AGREEMENT }]);
    const [own, other] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(other?.disabled).toBe(true);
    expect(screen.getByText(otherTown)).toBeTruthy();
    expect(own?.disabled).toBe(false);

    fireEvent.click(own as HTMLInputElement);
    fireEvent.click(screen.getByRole('button', { name: 'Bekräfta adress' }));
    expect(await screen.findByText(ADDRESS_CASE_TEXTS.addressConfirmed)).toBeTruthy();
    expect(asked.confirmed).toEqual([
      expect.objectContaining({ agreementNumber: AGREEMENT, addressId: 'GBG1' }),
    ]);
  });

  it("offers 'Lägg till adress' only after a search, and the added address returns to the purchasable-address view", async () => {
    mockApi({
      ...answers({ search: [], confirmed: [] }),
      'addresses.create': () => ({
        result: { data: { id: 'NEW1', composite: 'Ekvägen 4', agreementNumber: AGREEMENT } },
      }),
    });
    renderPanel(withoutAddress);
    await screen.findByTestId('panel-make-purchasable');
    expect(screen.queryByRole('button', { name: MAKE_PURCHASABLE_TEXTS.missing })).toBeNull();
    await search('Ekvägen 4');
    fireEvent.click(await screen.findByRole('button', { name: MAKE_PURCHASABLE_TEXTS.missing }));

    const addPanel = await screen.findByTestId('panel-add-address');
    expect(await within(addPanel).findByText(`Avtal ${AGREEMENT}, huvudavtal 5001`)).toBeTruthy();
    for (const [label, value] of [
      ['Gata', 'Ekvägen'],
      ['Nummer', '4'],
      ['Postnummer', '41301'],
      ['Ort', 'Göteborg'],
    ] as const) {
      fireEvent.change(within(addPanel).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(addPanel).getByRole('button', { name: 'Skapa' }));
    expect(await screen.findByText(ADD_ADDRESS_TEXTS.created)).toBeTruthy();
    expect(await screen.findByTestId('panel-make-purchasable', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('shows an agreement with an address id as purchasable, its address opening in a new tab', async () => {
    mockApi({});
    renderPanel(testCustomer());
    const view = await screen.findByRole('region', { name: 'Köpbar adress' });
    expect(view.textContent).toContain(
      MAKE_PURCHASABLE_TEXTS.purchasable(AGREEMENT, 'Storgatan 12, Göteborg'),
    );
    const link = within(view).getByRole('link');
    expect(link.getAttribute('href')).toBe('/sappis/adresser/12345678');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
