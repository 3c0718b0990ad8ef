import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { WatchQueueToggle } from './watch-queue-toggle.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WatchQueueToggle', () => {
  it("starts and stops watching the queue: 'Bevaka kön' / 'Sluta bevaka'", async () => {
    let watched: number[] = [];
    const fetchMock = mockApi({
      'messages.watchedQueues': () => ({ result: { data: watched } }),
      'messages.watchQueue': (input) => {
        const { queueId, watch } = input as { queueId: number; watch: boolean };
        watched = watch ? [queueId] : [];
        return { result: { data: { watching: watch } } };
      },
    });
    const queryClient = createQueryClient();
    render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Toaster>
            <WatchQueueToggle queueId={2} />
          </Toaster>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Bevaka kön' }));
    });
    expect(await screen.findByRole('button', { name: 'Sluta bevaka' })).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('messages.watchQueue'));
    expect(JSON.parse(String(call?.[1]?.body))[0]).toEqual({ queueId: 2, watch: true });
  });
});
