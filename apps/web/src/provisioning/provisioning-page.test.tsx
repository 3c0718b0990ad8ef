import { PROVISIONING_TEXTS } from '@sappis/shared/provisioning/provisioning-rules';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { ProvisioningPage } from './provisioning-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER = {
  id: 41,
  platform: 'NETWORK',
  action: 'ACTIVATE',
  partner: 'Zitius',
  partnerReference: 'NET-70041',
  status: 'PROCESS_NEW_ORDER_FAILED',
  message: 'Partnern kunde inte skapa ordern: porten används av en annan tjänst',
  attempts: 2,
  dueOn: '2026-11-24',
  lastAttemptAt: '2026-11-24T10:00:00.000Z',
  createdAt: '2026-11-24T08:00:00.000Z',
  rowId: 9,
  productName: 'Bredband 250/250',
  productNumber: 'BAS250',
  cardNumber: null,
  agreementNumber: 100_200,
  deliveryAddress: 'Storgatan 12',
  customerNumber: 100_200,
  customerName: 'Karin Lindqvist',
};
const DONE = { ...ORDER, id: 42, status: 'DONE_SUCCESS', platform: 'TV', partner: 'Cubiware', message: null };
/** Written by a termination, not sent yet: due the day after the service's last day. */
const WAITING = {
  ...ORDER,
  id: 43,
  status: 'PENDING_AUTO',
  action: 'DEACTIVATE',
  attempts: 0,
  message: null,
  dueOn: '2027-02-01',
};

function listAnswer(orders: object[]) {
  return () => ({
    result: {
      data: {
        orders,
        total: orders.length,
        pageSize: 50,
        countsByStatus: [
          { status: 'PROCESS_NEW_ORDER_FAILED', count: 1 },
          { status: 'DONE_SUCCESS', count: 1 },
        ],
      },
    },
  });
}

function renderPage(answers: Parameters<typeof mockApi>[0]) {
  stubSilentWebSocket();
  const fetchMock = mockApi(answers);
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={{ ...TEST_PROFILE, groups: ['SAPPIS', 'PROVISIONING'] }}>
          <MemoryRouter>
            <Toaster>
              <ProvisioningPage />
            </Toaster>
          </MemoryRouter>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return fetchMock;
}

describe('ProvisioningPage', () => {
  it('shows the orders with their status codes and offers a resend only for a failed one', async () => {
    renderPage({ 'provisioning.list': listAnswer([ORDER, DONE]) });
    const failed = await screen.findByTestId('provisioning-order-41');
    expect(within(failed).getByTestId('provisioning-status').textContent).toBe('PROCESS_NEW_ORDER_FAILED');
    expect(within(failed).getByText('Ny order kunde inte behandlas')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Skicka om' })).toBeTruthy();
    const done = screen.getByTestId('provisioning-order-42');
    expect(within(done).queryByRole('button', { name: 'Skicka om' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Misslyckade (1)' })).toBeTruthy();
  });

  it('shows the day an order takes effect, and no send time for one not sent yet', async () => {
    renderPage({ 'provisioning.list': listAnswer([WAITING]) });
    const waiting = await screen.findByTestId('provisioning-order-43');
    expect(within(waiting).getByText('Gäller från 2027-02-01')).toBeTruthy();
    expect(within(waiting).getByText(/^Avaktivering · /)).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Skicka om' })).toBeNull();
    expect(
      within(waiting)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('-');
  });

  it('asks for the chosen status filter and says when nothing matches', async () => {
    const list = vi.fn((_input: unknown) => listAnswer([])());
    renderPage({ 'provisioning.list': list });
    expect(await screen.findByText(PROVISIONING_TEXTS.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'FAILED' } });
    await vi.waitFor(() =>
      expect(list.mock.calls.some(([input]) => (input as { filter?: string }).filter === 'FAILED')).toBe(
        true,
      ),
    );
  });

  it('resends a failed order with a request id and shows the partner answer', async () => {
    const retry = vi.fn(() => ({
      result: {
        data: {
          order: { ...ORDER, status: 'DONE', attempts: 3 },
          message: 'Ordern har skickats om till Zitius. Ny status: DONE',
        },
      },
    }));
    renderPage({ 'provisioning.list': listAnswer([ORDER]), 'provisioning.retry': retry });
    const row = await screen.findByTestId('provisioning-order-41');
    fireEvent.click(within(row).getByRole('button', { name: 'Skicka om' }));
    expect(await screen.findByText('Ordern har skickats om till Zitius. Ny status: DONE')).toBeTruthy();
    const [input] = retry.mock.calls[0] as unknown as [{ orderId: number; requestId: string }];
    expect(input.orderId).toBe(41);
    expect(input.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
