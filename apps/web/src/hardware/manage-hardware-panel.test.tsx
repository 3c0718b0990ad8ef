import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { testAgreement, testCustomer } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import type { Equipment, EquipmentLine } from './hardware-model.ts';
import ManageHardwarePanel from './manage-hardware-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customer = testCustomer({
  agreements: [
    testAgreement({ agreementNumber: 1000011, deliveryAddress: 'Storgatan 12', ended: false, rows: [] }),
    testAgreement({ agreementNumber: 1000012, deliveryAddress: 'Lillgatan 3', ended: true, rows: [] }),
  ],
});

const line = (overrides: Partial<EquipmentLine>): EquipmentLine => ({
  id: 4,
  rowNumber: 4,
  productType: 'CARD',
  productNumber: 'CGKORT',
  productName: 'CG-kort',
  displayName: 'Programkort',
  card: 1,
  active: true,
  cardNumber: '712345678901',
  camId: null,
  serialNumber: null,
  startDate: '2026-01-01',
  endDate: null,
  saleDate: '2026-01-01',
  programCardState: { key: 'TO_BE_PAIRED', code: 4, label: 'Skall paras' },
  cardRowChoices: [
    { value: 0, disabled: false },
    { value: 2, disabled: true },
    { value: 3, disabled: false },
  ],
  ...overrides,
});

const equipmentOf = (agreementNumber: number, ended: boolean, rows: EquipmentLine[]): Equipment => ({
  agreementNumber,
  deliveryAddress: 'Storgatan 12',
  ended,
  lastSyncedAt: null,
  rows,
  products: {
    'tv.hardvara': [{ productNumber: 'CGKORT', name: 'Programkort' }],
    'bredband.hardvara': [{ productNumber: 'BRED007', name: 'Hyrrouter' }],
    'telefoni.hardvara': [],
  },
});

const ok = (data: unknown) => ({ result: { data } });

function renderPanel(
  params: string,
  answers: Record<string, (input: unknown) => unknown>,
  shown: typeof customer = customer,
) {
  const fetchMock = mockApi({
    'customers.byNumber': () => ok(shown),
    'hardware.equipment': (input) => {
      const { agreementNumber } = input as { agreementNumber: number };
      return ok(equipmentOf(agreementNumber, agreementNumber === 1000012, [line({})]));
    },
    ...answers,
  });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Toaster>
          <ManageHardwarePanel customer={shown} params={new URLSearchParams(params)} close={() => {}} />
        </Toaster>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

// The add flow renders several times; give it room on a busy machine.
describe('ManageHardwarePanel', { timeout: 20_000 }, () => {
  it("preselects the URL's agreement, labels 'number - delivery address' (Avslutad) and has the five tabs", async () => {
    renderPanel('panel=manage-hardware&agreement=1000012', {});
    const picker = screen.getByLabelText('Avtal') as HTMLSelectElement;
    expect(picker.value).toBe('1000012');
    expect([...picker.options].map((option) => option.text)).toEqual([
      '1000011 - Storgatan 12',
      '1000012 - Lillgatan 3 (Avslutad)',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Utrustning',
      'Byt namn på kort',
      'Sök utrustning',
      'Lägg till utrustning',
      'Överför utrustning',
    ]);
    expect(await screen.findByText('Programkort')).toBeTruthy();
    expect(screen.getByText('4 Skall paras')).toBeTruthy();
    // A card row another card holds cannot be chosen.
    const cardRow = screen.getByLabelText('Flytta till kortrad') as HTMLSelectElement;
    expect([...cardRow.options].filter((option) => option.disabled).map((option) => option.value)).toEqual([
      '2',
    ]);
  });

  it('opens on the first ended agreement of a customer who has only ended ones (the deep link without agreement)', async () => {
    const onlyEnded = testCustomer({
      agreements: [
        testAgreement({ agreementNumber: 1000012, deliveryAddress: 'Lillgatan 3', ended: true, rows: [] }),
        testAgreement({ agreementNumber: 1000013, deliveryAddress: 'Äldregatan 9', ended: true, rows: [] }),
      ],
    });
    renderPanel('panel=manage-hardware', {}, onlyEnded);
    expect((screen.getByLabelText('Avtal') as HTMLSelectElement).value).toBe('1000012');
    expect(screen.queryByText('Kunden har inget avtal.')).toBeNull();
    expect(await screen.findByText('Programkort')).toBeTruthy();
  });

  it('refuses to add equipment on an ended agreement', async () => {
    renderPanel('agreement=1000012', {});
    await screen.findByText('Programkort');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Lägg till utrustning' }));
    expect(
      await screen.findByText('Avtalet är avslutat. Det går inte att lägga till utrustning.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lägg till' })).toBeNull();
  });

  it('validates first; add is enabled only after a valid result and editing the identifier resets it', async () => {
    const fetchMock = renderPanel('agreement=1000011', {
      'hardware.validate': () =>
        ok({
          valid: true,
          error: null,
          hardware: { cam: null, mac: null, name: 'Programkort', productId: 'CGKORT', serialNumber: null },
        }),
      'hardware.add': () => ok({ rowId: 99, message: 'Programkort 7999999999 är tillagd på avtal 1000011.' }),
    });
    await screen.findByText('Programkort');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Lägg till utrustning' }));
    const identifier = await screen.findByLabelText('Kortnummer');
    const validate = screen.getByRole('button', { name: 'Validera' }) as HTMLButtonElement;
    const add = screen.getByRole('button', { name: 'Lägg till' }) as HTMLButtonElement;

    fireEvent.change(identifier, { target: { value: '799999999' } });
    expect(screen.getByText('Kortnumret måste vara minst 10 tecken')).toBeTruthy();
    expect(validate.disabled).toBe(true);
    fireEvent.change(identifier, { target: { value: '7999999999' } });
    expect(validate.disabled).toBe(false);
    expect(add.disabled).toBe(true);
    await act(async () => {
      fireEvent.click(validate);
    });
    expect(await screen.findByText(/Giltig: Programkort/)).toBeTruthy();
    expect(add.disabled).toBe(false);

    fireEvent.change(identifier, { target: { value: '79999999990' } });
    expect(add.disabled).toBe(true);
    fireEvent.change(identifier, { target: { value: '7999999999' } });
    expect(add.disabled).toBe(true);
    await act(async () => {
      fireEvent.click(validate);
    });
    await screen.findByText(/Giltig: Programkort/);
    await act(async () => {
      fireEvent.click(add);
    });
    expect(await screen.findByText('Programkort 7999999999 är tillagd på avtal 1000011.')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'hardware.add');
    expect(JSON.parse(String(call?.[1]?.body))[0]).toMatchObject({
      agreementNumber: 1000011,
      kind: 'CARD',
      identifier: '7999999999',
      requestId: expect.any(String),
    });
  });

  it("shows 'Valideringen misslyckades: {error}' for an invalid identifier and keeps add disabled", async () => {
    renderPanel('agreement=1000011', {
      'hardware.validate': () => ok({ valid: false, error: 'Kortet är svartlistat', hardware: null }),
    });
    await screen.findByText('Programkort');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Lägg till utrustning' }));
    fireEvent.change(await screen.findByLabelText('Kortnummer'), { target: { value: '7999999999' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Validera' }));
    });
    expect(await screen.findByText('Valideringen misslyckades: Kortet är svartlistat')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Lägg till' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists the agreements of CardOrBoxAlreadyActive with flags and a 'Rensa' each", async () => {
    const fetchMock = renderPanel('agreement=1000011', {
      'hardware.pair': () =>
        ok({
          ok: false,
          code: 'CardOrBoxAlreadyActive',
          message: 'Para & uppdatera misslyckades',
          agreements: [{ agreementNumber: 1000099, onCard: true, onHardware: false }],
        }),
      'hardware.clearPairing': () => ok({ message: 'Utrustningen är rensad från avtal 1000099' }),
    });
    await screen.findByText('Programkort');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Para & uppdatera' }));
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Para & uppdatera misslyckades')).toBeTruthy();
    expect(within(alert).getByText(/Avtal 1000099 · kort: Ja · hårdvara: Nej/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Rensa' }));
    });
    await waitFor(() => expect(callsTo(fetchMock, 'hardware.clearPairing')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'hardware.clearPairing');
    expect(JSON.parse(String(call?.[1]?.body))[0]).toEqual({ rowId: 4, otherAgreementNumber: 1000099 });
  });

  it("says 'Sökningen gav inga träffar.' when the search finds nothing", async () => {
    renderPanel('agreement=1000011', { 'hardware.search': () => ok([]) });
    await screen.findByText('Programkort');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sök utrustning' }));
    fireEvent.change(await screen.findByLabelText('Sökord'), { target: { value: '1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    });
    expect(await screen.findByText('Sökningen gav inga träffar.')).toBeTruthy();
  });
});
