import { Group } from '@sappis/shared/groups';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { useProductName } from '@/system/product-name.tsx';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { useCurrentUser } from './current-user.tsx';
import { RequireAuth } from './require-auth.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Groups() {
  const user = useCurrentUser();
  return (
    <p data-testid="signed-in">
      {useProductName()}: {user.groups.join(', ')}
    </p>
  );
}

describe('RequireAuth', () => {
  it("loads the server's product name with the profile and turns the user's group names into identifiers", async () => {
    mockApi({
      'system.config': () => ({ result: { data: { productName: 'Telia' } } }),
      'auth.profile': () => ({ result: { data: { ...TEST_PROFILE, groups: ['SAPPIS', 'TELIA_IT'] } } }),
    });
    const queryClient = createQueryClient();
    render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <RequireAuth>
              <Groups />
            </RequireAuth>
          </MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    expect((await screen.findByTestId('signed-in')).textContent).toBe(`Telia: SAPPIS, ${Group.PRODUCT_IT}`);
  });
});
