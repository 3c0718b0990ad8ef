import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { CaseQueuePage } from './case-queue-page.tsx';
import { CaseQueuesPage } from './case-queues-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUEUE = {
  id: 3,
  name: 'Högprioriterat',
  position: 1,
  statuses: [],
  caseTypeIds: [],
  ownerGroupIds: [],
  priorities: ['HIGH', 'HIGHEST'],
  tagIds: [],
  showFinished: false,
  visibleToGroups: ['SAPPIS'],
};

const CASE = {
  id: 11,
  number: 700010,
  header: 'Routern blinkar rött',
  status: { key: 'IN_PROGRESS', id: 2, name: 'Pågående' },
  priority: { key: 'HIGHEST', name: 'Högsta' },
  type: { id: 102, name: 'Felanmälan bredband', category: 'Bredband' },
  ownerGroup: { id: 103, name: 'Bredband extern' },
  customerNumber: null,
  customerName: null,
  createdAt: new Date(Date.now() - (3 * 60 + 5) * 60_000).toISOString(),
  lockedBy: 'agda@sappa.se',
  viewers: [{ email: 'bo@sappa.se', name: 'Bo Berg', editing: true }],
};

function renderAt(path: string) {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Toaster>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/sappis/case-queues" element={<CaseQueuesPage />} />
              <Route path="/sappis/case-queues/:queueId" element={<CaseQueuePage />} />
            </Routes>
          </MemoryRouter>
        </Toaster>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('queue pages', () => {
  it('shows the overview with count, age of the oldest case and locked cases', async () => {
    stubSilentWebSocket();
    mockApi({
      'caseQueues.list': () => ({
        result: {
          data: [
            {
              id: 3,
              name: 'Högprioriterat',
              position: 1,
              count: 42,
              oldestCreatedAt: new Date(Date.now() - (2 * 24 * 60 + 5) * 60_000).toISOString(),
              lockedCount: 2,
            },
          ],
        },
      }),
    });
    renderAt('/sappis/case-queues');
    const row = (await screen.findByRole('link', { name: 'Högprioriterat' })).closest('tr');
    expect(row).toBeTruthy();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Högprioriterat', '42', '2 d', '2']);
  });

  it('shows a queue page with priority, age, status pill, lock and viewer markers, and the watch toggle', async () => {
    stubSilentWebSocket();
    mockApi({
      'caseQueues.get': () => ({
        result: { data: { queue: QUEUE, cases: [CASE], page: 1, pageSize: 25, total: 1 } },
      }),
      'messages.watchedQueues': () => ({ result: { data: [3] } }),
    });
    renderAt('/sappis/case-queues/3');
    const table = await screen.findByTestId('queue-case-table');
    expect(screen.getByRole('heading', { name: 'Högprioriterat' })).toBeTruthy();
    expect(within(table).getByText('Högsta')).toBeTruthy();
    expect(within(table).getByText('3 h')).toBeTruthy();
    expect(within(table).getByText('Pågående')).toBeTruthy();
    expect(within(table).getByText('Låst av agda@sappa.se')).toBeTruthy();
    expect(within(table).getByText('Bo Berg (redigerar)')).toBeTruthy();
    expect(screen.getByText('1 ärende')).toBeTruthy();
    // Already watching queue 3: the toggle offers to stop.
    expect(await screen.findByRole('button', { name: 'Sluta bevaka', pressed: true })).toBeTruthy();
  });

  it('says so when the queue does not exist', async () => {
    stubSilentWebSocket();
    mockApi({
      'caseQueues.get': () => ({
        error: { message: 'Kön finns inte', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } },
      }),
    });
    renderAt('/sappis/case-queues/99');
    expect(await screen.findByText('Kön finns inte.')).toBeTruthy();
  });
});
