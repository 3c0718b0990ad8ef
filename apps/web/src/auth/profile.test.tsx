import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, UNAUTHORIZED_ANSWER } from '@/test/mock-api.ts';
import { useProfileQuery } from './profile.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SERVER_ERROR = {
  error: { message: 'Fel', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
};

function renderProfileQuery() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
  return renderHook(() => useProfileQuery(), { wrapper });
}

describe('useProfileQuery', () => {
  it("logs 'Could not fetch user data' when the profile fails to load", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'auth.profile': () => SERVER_ERROR });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderProfileQuery();
    await vi.advanceTimersByTimeAsync(4_000);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(log).toHaveBeenCalledWith('Could not fetch user data', expect.anything());
  });

  it('logs nothing for a signed-out user', async () => {
    mockApi({ 'auth.profile': () => UNAUTHORIZED_ANSWER });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderProfileQuery();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(log).not.toHaveBeenCalledWith('Could not fetch user data', expect.anything());
  });
});
