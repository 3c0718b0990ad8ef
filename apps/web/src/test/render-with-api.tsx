import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import type { Profile } from '@/auth/profile.ts';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { TEST_PROFILE } from './mock-api.ts';

/** Renders `node` with what components talking to the API need: tRPC, the signed-in user, a router, toasts. */
export function renderWithApi(node: ReactNode, user: Profile = TEST_PROFILE as Profile) {
  const queryClient = createQueryClient();
  return render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={user}>
          <MemoryRouter>
            <Toaster>{node}</Toaster>
          </MemoryRouter>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}
