import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { TestRouter } from '@/test/test-router.tsx';
import type { Customer } from '../customer-model.ts';
import { testAgreement, testCustomer, testRow } from '../testing/customer-fixture.ts';
import { PanelHost } from './panel-host.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(
  search: string,
  customer: Customer = testCustomer(),
  groups: string[] = TEST_PROFILE.groups,
) {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <TestRouter initialEntries={[`/klc/${customer.customerNumber}/tjanster${search}`]}>
          <CurrentUserProvider user={{ ...TEST_PROFILE, groups }}>
            <Toaster>
              <PanelHost customer={customer} />
            </Toaster>
          </CurrentUserProvider>
        </TestRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

const ok = (data: unknown) => () => ({ result: { data } });

const INVOICE_DELIVERY = {
  customerNumber: 100001,
  currentDeliveryType: 'LETTER',
  paymentType: 'BANKGIRO',
  possibleDeliveryTypes: ['LETTER'],
};

describe('customer view panels', () => {
  it("go back to the customer view with 'Stäng'", async () => {
    mockApi({});
    renderPanel('?panel=security-class');
    await screen.findByRole('button', { name: 'SPARA' });
    fireEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    await vi.waitFor(() => expect(screen.queryByTestId('panel-security-class')).toBeNull());
  });

  it('a user who may only read the customer (no SAPPIS) gets reading panels, and the refusal for acting ones', async () => {
    mockApi({});
    renderPanel('?panel=security-class', testCustomer(), ['ECONOMY']);
    expect((await screen.findByRole('alert')).textContent).toBe('Behörighet saknas');
    expect(screen.queryByRole('button', { name: 'SPARA' })).toBeNull();
    cleanup();
    renderPanel('?panel=main-agreement', testCustomer(), ['ECONOMY']);
    expect(await screen.findByText('Avtalet har inget huvudavtal.')).toBeTruthy();
  });

  it("row panels refuse a row that is not the customer's and ask the server nothing", async () => {
    const fetchMock = mockApi({});
    const customer = testCustomer({ agreements: [testAgreement({ rows: [testRow({ id: 7 })] })] });
    const cases = [
      ['service-details', 'Avtalsraden hittades inte'],
      ['edit-channels', 'Kanalpaketet hittades inte'],
      ['channel-view', 'Kanalpaketet hittades inte'],
    ] as const;
    for (const [panel, text] of cases) {
      renderPanel(`?panel=${panel}&row=99`, customer);
      expect(await screen.findByText(text)).toBeTruthy();
      cleanup();
    }
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => /serviceDetails|channelPackage/.test(url))).toEqual([]);
  });

  it('security class: SPARA is disabled until KLASSNING or NIXKOD changes', async () => {
    mockApi({});
    renderPanel('?panel=security-class');
    const save = await screen.findByRole('button', { name: 'SPARA' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'Ej nixad (0)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('NIXKOD'), { target: { value: '7' } });
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('NIXKOD'), { target: { value: '0' } });
    expect((save as HTMLButtonElement).disabled).toBe(true);
  });

  it('discount: confirm only for a negative integer, then the server text in a snackbar', async () => {
    const fetchMock = mockApi({
      'agreementRows.updateDiscount': ok({ message: 'Rabatten är ändrad till -50 kr' }),
      'customers.byNumber': ok(testCustomer()),
    });
    const customer = testCustomer({
      agreements: [testAgreement({ rows: [testRow({ id: 7, productNumber: 'RABATT', price: -100 })] })],
    });
    renderPanel('?panel=discount-details&row=7', customer);
    const input = await screen.findByLabelText('Rabatt (kr)');
    const confirm = screen.getByRole('button', { name: 'Bekräfta' }) as HTMLButtonElement;
    for (const value of ['-10.5', '50', '0', 'x']) {
      fireEvent.change(input, { target: { value } });
      expect(confirm.disabled).toBe(true);
    }
    fireEvent.change(input, { target: { value: '-50' } });
    expect(confirm.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(await screen.findByText('Rabatten är ändrad till -50 kr')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('agreementRows.updateDiscount'))).toBe(
      true,
    );
  });

  it('add address: Skapa needs street, number, zip and city; a server error shows in red', async () => {
    mockApi({
      'addresses.create': () => ({
        error: {
          message: 'Adressen finns redan i adressregistret',
          code: -32009,
          data: { code: 'CONFLICT', httpStatus: 409, userMessage: 'Adressen finns redan i adressregistret' },
        },
      }),
    });
    renderPanel('?panel=add-address');
    const create = (await screen.findByRole('button', { name: 'Skapa' })) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    for (const [label, value] of [
      ['Gata', 'Ekvägen'],
      ['Nummer', '4'],
      ['Postnummer', '41301'],
      ['Ort', 'Göteborg'],
    ]) {
      fireEvent.change(screen.getByLabelText(label as string), { target: { value } });
    }
    expect(create.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Lägenhet (valfri)'), { target: { value: '11' } });
    await act(async () => {
      fireEvent.click(create);
    });
    expect(screen.getByText('Lägenhetsnummer ska ha formatet xxxx')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Lägenhet (valfri)'), { target: { value: '1101' } });
    await act(async () => {
      fireEvent.click(create);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Adressen finns redan i adressregistret');
  });

  it('customer details: save waits for a change, then says updating and updated', async () => {
    mockApi({
      'customers.invoiceDelivery': ok({
        customerNumber: 100001,
        currentDeliveryType: 'LETTER',
        paymentType: 'AUTOGIRO',
        possibleDeliveryTypes: ['LETTER', 'EMAIL', 'E_INVOICE', 'EDI', 'DNN'],
      }),
      'customers.updateDetails': ok({ customerNumber: 100001, changed: ['phone'] }),
      'customers.byNumber': ok(testCustomer()),
    });
    renderPanel('?panel=customer-details');
    const contact = await screen.findByRole('form', { name: 'Kontakt' });
    const save = contact.querySelector('button[type=submit]') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((screen.getByLabelText('Betalsätt') as HTMLInputElement).value).toBe('Autogiro');
    expect((screen.getByLabelText('Personnummer') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Brev',
      'Email',
      'E-faktura',
      'EDI',
      'DNN',
    ]);
    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '031-700 10 20' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Uppdaterar kunduppgifter...')).toBeTruthy();
    expect(await screen.findByText('Kunduppgifterna har uppdaterats')).toBeTruthy();
    expect(save.disabled).toBe(true);
  });

  it("a panel opened from a panel opens beside it; its 'Stäng' returns to the left panel as the agent left it", async () => {
    mockApi({ 'customers.invoiceDelivery': ok(INVOICE_DELIVERY) });
    renderPanel('?panel=customer-details');
    await screen.findByRole('form', { name: 'Kontakt' });
    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '031-700 10 20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Byt betalsätt' }));

    const extra = await screen.findByRole('complementary', { name: 'Byte av betalsätt' });
    expect(screen.getByRole('complementary', { name: 'Ändra kunduppgifter' })).toBeTruthy();
    fireEvent.click(within(extra).getByRole('button', { name: 'Stäng' }));

    await vi.waitFor(() => expect(screen.queryByTestId('panel-payment-method-change')).toBeNull());
    const left = screen.getByRole('complementary', { name: 'Ändra kunduppgifter' });
    expect((within(left).getByLabelText('Telefon') as HTMLInputElement).value).toBe('031-700 10 20');
  });

  it('where two panels do not fit, the extra panel covers the left one until it closes (Escape)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockApi({});
    const customer = testCustomer({
      agreements: [testAgreement({ rows: [testRow({ id: 7, selectableChannelCount: 10 })] })],
    });
    renderPanel('?panel=service-details&row=99&extra=channel-view&extra.row=99', customer);
    expect(await screen.findByRole('complementary', { name: 'Kanaler' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Tjänstedetaljer' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Stäng' }), { key: 'Escape' });
    expect(await screen.findByRole('complementary', { name: 'Tjänstedetaljer' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Kanaler' })).toBeNull();
  });

  it("customer details: 'Byt betalsätt' beside the payment type opens Byte av betalsätt", async () => {
    mockApi({
      'customers.invoiceDelivery': ok(INVOICE_DELIVERY),
    });
    renderPanel('?panel=customer-details');
    fireEvent.click(await screen.findByRole('button', { name: 'Byt betalsätt' }));
    expect(await screen.findByTestId('panel-payment-method-change')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Byte av betalsätt' })).toBeTruthy();
  });

  it('temporary address: the failure text when the save is refused', async () => {
    mockApi({
      'customers.updateTemporaryAddress': () => ({
        error: { message: 'Nej', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
      }),
    });
    renderPanel('?panel=temporary-address');
    for (const [label, value] of [
      ['Adress', 'Sommarvägen 1'],
      ['Postnummer', '47150'],
      ['Ort', 'Tjörn'],
      ['Giltig t.o.m.', '2099-12-31'],
    ]) {
      fireEvent.change(await screen.findByLabelText(label as string), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Uppdatering misslyckades. Prova igen.')).toBeTruthy();
  });

  it('credit check: lists earlier checks, runs one and tells the answer in a snackbar', async () => {
    const fetchMock = mockApi({
      'creditChecks.history': ok({
        creditCheckDone: false,
        checks: [{ id: 1, status: -99, checkedAt: '2026-10-18T10:12:00.000Z', checkedBy: 'agent' }],
      }),
      'creditChecks.perform': ok({ status: 0, outcome: 'APPROVED', creditCheckDone: true }),
      'customers.byNumber': ok(testCustomer()),
    });
    renderPanel('?panel=credit-check');
    expect((await screen.findByTestId('credit-check-state')).textContent).toBe(
      'Kundens anmärkningskontroll gick ej igenom.',
    );
    expect(screen.getByRole('table', { name: 'Gjorda anmärkningskontroller' }).textContent).toContain(
      'Ej godkänd',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Gör anmärkningskontroll' }));
    });
    expect(await screen.findByText('Anmärkningskontrollen är godkänd')).toBeTruthy();
    const performed = fetchMock.mock.calls.some(([url]) => String(url).includes('creditChecks.perform'));
    expect(performed).toBe(true);
  });

  it('hardware: an inactive box is activated in place of the box on a chosen card', async () => {
    const fetchMock = mockApi({
      'agreementRows.activateHardware': ok({
        message: 'Hårdvaran är aktiverad. Den nya hårdvaran fungerar inom en timme.',
        activatedRowId: 8,
        swappedOutRowIds: [7],
      }),
      'customers.byNumber': ok(testCustomer()),
    });
    const box = { type: 'HARDWARE', productType: 'HARDWARE', productNumber: 'BOX015' } as const;
    const customer = testCustomer({
      agreements: [
        testAgreement({
          rows: [
            testRow({ ...box, id: 7, card: 2 }),
            testRow({ ...box, id: 8, card: 0, productName: 'Ny box' }),
          ],
        }),
      ],
    });
    renderPanel('?panel=hardware-details&row=8', customer);
    const select = (await screen.findByLabelText('Ersätter hårdvaran på kort')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Kort 2']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aktivera' }));
    });
    expect(
      await screen.findByText('Hårdvaran är aktiverad. Den nya hårdvaran fungerar inom en timme.'),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('agreementRows.activateHardware'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ 0: { rowId: 8, card: 2 } });
  });
});
