import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { NotificationsBell } from './notifications-bell.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unread = (id: number) => ({
  id,
  caseNumber: 700_010,
  message: `Meddelande ${id}`,
  sender: 'Anna Lindqvist',
  read: false,
  createdAt: '2026-11-20T09:05:00.000Z',
});

describe('NotificationsBell', () => {
  it('carries the unread count on its bullet, and marks all read up to the newest message it showed', async () => {
    stubSilentWebSocket();
    let count = 2;
    const fetchMock = mockApi({
      'messages.unreadCount': () => ({ result: { data: { count } } }),
      'messages.latest': () => ({
        result: { data: { messages: [unread(8), unread(7)], unreadCount: count, total: 5, newestId: 8 } },
      }),
      'messages.markAllRead': () => {
        count = 0;
        return { result: { data: { unreadCount: 0, total: 5, marked: 2 } } };
      },
    });
    const queryClient = createQueryClient();
    render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <Toaster>
              <NotificationsBell />
            </Toaster>
          </MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    expect((await screen.findByTestId('notifications-count')).textContent).toBe('2');
    await act(async () => {
      fireEvent.click(screen.getByTestId('notifications-bell'));
    });
    expect((await screen.findByTestId('bell-unread-summary')).textContent).toBe('2 av 2 olästa');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Markera alla som lästa' }));
    });
    await vi.waitFor(() => expect(screen.queryByTestId('notifications-count')).toBeNull());
    const markAll = fetchMock.mock.calls.find(([url]) => String(url).includes('messages.markAllRead'));
    expect(JSON.parse(String(markAll?.[1]?.body))[0]).toEqual({ upToId: 8 });
  });
});
