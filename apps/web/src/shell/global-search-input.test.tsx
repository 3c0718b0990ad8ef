import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';

// The modal never renders here: the search must start from the top bar on its own.
vi.mock('@/search/search-dialog.tsx', () => ({ default: () => null }));
// A worker's files share the app's modules (isolate: false): fresh copies, so the input imports the mock above.
vi.resetModules();
const { CurrentUserProvider } = await import('@/auth/current-user.tsx');
const { createQueryClient } = await import('@/lib/query-client.ts');
const { trpc, trpcClient } = await import('@/lib/trpc.ts');
const { GlobalSearchInput } = await import('./global-search-input.tsx');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const empty = () => ({ result: { data: { total: 0, external: 0, hits: [] } } });

describe('GlobalSearchInput', () => {
  it('starts the search of every tab 650 ms after typing stops, before the modal has rendered', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({
      'search.customers': empty,
      'search.cases': empty,
      'search.addresses': empty,
      'search.agreements': empty,
      'search.addressIds': empty,
      'search.deliveryAddresses': empty,
      'search.stock': empty,
      'search.invoices': empty,
    });
    const queryClient = createQueryClient();
    render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <CurrentUserProvider user={TEST_PROFILE}>
            <GlobalSearchInput ref={null} />
          </CurrentUserProvider>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    const searched = () =>
      fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname).join(',');

    fireEvent.change(screen.getByLabelText('Global sökning'), { target: { value: ' 123456 ' } });
    await act(() => vi.advanceTimersByTimeAsync(649));
    expect(searched()).not.toContain('search.');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(searched()).toContain('search.customers');
    expect(searched()).toContain('search.addressIds');
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(JSON.parse(url.searchParams.get('input') ?? '{}')[0]).toEqual({
      query: '123456',
      page: 1,
      pageSize: 10,
    });
  });
});
