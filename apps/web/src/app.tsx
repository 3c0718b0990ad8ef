import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { LoginLocationState } from '@/auth/return-path.ts';
import { setAccessChangedHandler, setUnauthorizedHandler } from '@/lib/auth-events.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient, wsClient } from '@/lib/trpc.ts';
import { routeTable } from '@/routes/route-table.tsx';

const queryClient = createQueryClient();
const router = createBrowserRouter(routeTable());

// UNAUTHORIZED from any call: the session has ended. Forget its data and go to the login page.
let redirecting = false;
setUnauthorizedHandler(() => {
  if (redirecting || router.state.location.pathname === '/') return;
  redirecting = true;
  // Outside the query cache's own error dispatch, and once however many calls fail together.
  setTimeout(async () => {
    const { pathname, search } = router.state.location;
    try {
      // RequireAuth may have sent the user to the login page meanwhile (keeping where they were going).
      if (pathname === '/') return;
      void wsClient.close();
      queryClient.clear();
      const state: LoginLocationState = { from: `${pathname}${search}` };
      await router.navigate('/', { replace: true, state });
    } finally {
      redirecting = false;
    }
  });
});

// The user's groups changed (an administrator on /sappis/groups): everything shown may now be allowed or refused.
setAccessChangedHandler(() => {
  void queryClient.invalidateQueries();
});

export function App() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
