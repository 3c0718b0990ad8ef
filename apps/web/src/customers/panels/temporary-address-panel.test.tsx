import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { TestRouter } from '@/test/test-router.tsx';
import { testCustomer } from '../testing/customer-fixture.ts';
import { PanelHost } from './panel-host.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SAVED = 'Kunds tillfälliga adress är uppdaterad';
const FAILED = 'Uppdatering misslyckades. Prova igen.';

function renderPanel() {
  const queryClient = createQueryClient();
  const customer = testCustomer();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <TestRouter initialEntries={[`/klc/${customer.customerNumber}/tjanster?panel=temporary-address`]}>
          <CurrentUserProvider user={TEST_PROFILE}>
            <Toaster>
              <PanelHost customer={customer} />
            </Toaster>
          </CurrentUserProvider>
        </TestRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

/** Lets the batched call go out, its answer come back and the panel's timers run: `ms` of fake time. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Fills the form of the (lazily loaded) panel, then saves with fake timers from the click on. */
async function fillAndSave() {
  await screen.findByLabelText('Adress');
  for (const [label, value] of [
    ['Adress', 'Sommarvägen 1'],
    ['Postnummer', '47150'],
    ['Ort', 'Tjörn'],
    ['Giltig t.o.m.', '2099-12-31'],
  ] as const) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
}

const panelOpen = () => screen.queryByTestId('panel-temporary-address') !== null;

describe('TemporaryAddressPanel', () => {
  it('says the address is updated for 3 s and closes the panel after 2 s', async () => {
    const fetchMock = mockApi({
      'customers.updateTemporaryAddress': () => ({ result: { data: { customerNumber: 100001 } } }),
      'customers.byNumber': () => ({ result: { data: testCustomer() } }),
    });
    renderPanel();
    await fillAndSave();
    await advance(10);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('updateTemporaryAddress'))).toBe(true);
    expect(screen.getByText(SAVED)).toBeTruthy();
    expect(panelOpen()).toBe(true);
    expect((screen.getByRole('button', { name: 'Spara' }) as HTMLButtonElement).disabled).toBe(true);

    await advance(1980);
    expect(panelOpen()).toBe(true);
    await advance(20);
    expect(panelOpen()).toBe(false);
    expect(screen.getByText(SAVED)).toBeTruthy();

    await advance(1000);
    expect(screen.queryByText(SAVED)).toBeNull();
  });

  it('keeps the panel open and the input editable when the save fails', async () => {
    mockApi({
      'customers.updateTemporaryAddress': () => ({
        error: { message: 'Nej', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
      }),
    });
    renderPanel();
    await fillAndSave();
    await advance(10);
    expect(screen.getByText(FAILED)).toBeTruthy();
    expect(screen.queryByText(SAVED)).toBeNull();

    await advance(5000);
    expect(panelOpen()).toBe(true);
    const address = screen.getByLabelText('Adress') as HTMLInputElement;
    expect(address.value).toBe('Sommarvägen 1');
    expect(address.readOnly).toBe(false);
    expect((screen.getByRole('button', { name: 'Spara' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
