import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { CaseQueueManagerPage } from './case-queue-manager-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const queue = (id: number, name: string) => ({
  id,
  name,
  position: id,
  statuses: ['NOT_STARTED'],
  caseTypeIds: [],
  ownerGroupIds: [42],
  priorities: [],
  tagIds: [],
  showFinished: false,
  visibleToGroups: ['SAPPIS'],
});

const OPTIONS = {
  caseTypes: [{ id: 120, name: 'Byte av betalsätt', category: 'Betalning' }],
  ownerGroups: [{ id: 42, name: 'Kundservice' }],
  tags: [{ id: 3, name: 'Eskalerad' }],
};

function renderManager() {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Toaster>
          <CaseQueueManagerPage />
        </Toaster>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('CaseQueueManagerPage', () => {
  it('lists queues with their filters, moves one up and creates a new one after checking the form', async () => {
    stubSilentWebSocket();
    // Radix measures the switch inside a form; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const fetchMock = mockApi({
      'caseQueues.definitions': () => ({ result: { data: [queue(1, 'Första'), queue(2, 'Andra')] } }),
      'caseQueues.options': () => ({ result: { data: OPTIONS } }),
      'caseQueues.reorder': () => ({ result: { data: [queue(2, 'Andra'), queue(1, 'Första')] } }),
      'caseQueues.create': () => ({ result: { data: queue(3, 'Ny') } }),
    });
    const callsOf = (path: string) =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).includes(path))
        .map(([, init]) => JSON.parse(String(init?.body))[0]);
    renderManager();
    expect(await screen.findByText('Första')).toBeTruthy();
    expect(
      screen.getAllByText('Status: Ej påbörjad · Ägargrupper: Kundservice · Synlig för: SAPPIS'),
    ).toHaveLength(2);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Flytta upp Andra' }));
    });
    await waitFor(() => expect(callsOf('caseQueues.reorder')).toEqual([{ ids: [2, 1] }]));

    fireEvent.click(screen.getByRole('button', { name: 'Ny kö' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Ange ett namn på kön');
    expect(callsOf('caseQueues.create')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Namn'), { target: { value: 'Ny' } });
    fireEvent.click(screen.getByRole('switch'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    });
    await waitFor(() =>
      expect(callsOf('caseQueues.create')).toEqual([
        expect.objectContaining({
          name: 'Ny',
          showFinished: true,
          visibleToGroups: ['SAPPIS'],
          statuses: [],
        }),
      ]),
    );
  });
});
