import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { testAgreement, testCustomer, testRow } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import HardwareDetailsPanel from './hardware-details-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SERVER_TEXT = 'Leveransdatum för Hyrbox HD på avtal 1000011 är ändrat till 2026-03-02';

const customer = testCustomer({
  agreements: [
    testAgreement({
      rows: [
        testRow({
          id: 8,
          type: 'HARDWARE',
          productType: 'HARDWARE',
          productNumber: 'BOX015',
          productName: 'Hyrbox HD',
          card: 1,
          startDate: '2026-02-20',
        }),
      ],
    }),
  ],
});

function renderPanel(answers: Record<string, (input: unknown) => unknown>) {
  const fetchMock = mockApi({ 'customers.byNumber': () => ({ result: { data: customer } }), ...answers });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Toaster>
            <HardwareDetailsPanel
              customer={customer}
              params={new URLSearchParams('row=8')}
              close={() => {}}
            />
          </Toaster>
        </MemoryRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return fetchMock;
}

/** The snackbar (a toast in the notifications region) that says `text`. */
async function snackbarWith(text: string): Promise<HTMLElement> {
  const message = await within(screen.getByRole('region', { name: /^Notifications/ })).findByText(text);
  const toast = message.closest('li');
  if (!toast) throw new Error(`'${text}' is not in a snackbar`);
  return toast;
}

describe('HardwareDetailsPanel', () => {
  it("updates the delivery date and shows the server's text in a snackbar", async () => {
    const fetchMock = renderPanel({
      'agreementRows.updateDeliveryDate': () => ({ result: { data: { message: SERVER_TEXT } } }),
    });
    const update = screen.getByRole('button', { name: 'Uppdatera leveransdatum' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Leveransdatum'), { target: { value: '2026-03-02' } });
    expect(update.disabled).toBe(false);
    expect(screen.queryByText(SERVER_TEXT)).toBeNull();
    await act(async () => {
      fireEvent.click(update);
    });

    const snackbar = await snackbarWith(SERVER_TEXT);
    expect(snackbar.dataset.severity).toBe('success');
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('agreementRows.updateDeliveryDate'),
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ 0: { rowId: 8, deliveryDate: '2026-03-02' } });
  });

  it("shows the server's refusal in a snackbar", async () => {
    renderPanel({
      'agreementRows.updateDeliveryDate': () => ({
        error: {
          message: 'Raden är ingen hårdvara',
          code: -32600,
          data: { code: 'BAD_REQUEST', httpStatus: 400, userMessage: 'Raden är ingen hårdvara' },
        },
      }),
    });
    fireEvent.change(screen.getByLabelText('Leveransdatum'), { target: { value: '2026-03-02' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Uppdatera leveransdatum' }));
    });
    expect((await snackbarWith('Raden är ingen hårdvara')).dataset.severity).toBe('error');
  });
});
