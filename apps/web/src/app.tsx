import { customerNumberOfPath } from '@sappis/shared/customers/first-requests';
import { hydrate } from '@tanstack/react-query';
import { getUntypedClient } from '@trpc/client';
import { createBrowserRouter } from 'react-router';
import type { LoginLocationState } from '@/auth/return-path.ts';
import { AppProviders } from '@/lib/app-providers.tsx';
import { setAccessChangedHandler, setUnauthorizedHandler } from '@/lib/auth-events.ts';
import { startFirstRequests } from '@/lib/first-requests.ts';
import { readFirstScreenState } from '@/lib/first-screen-state.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { firstPaintGate, trpcClient, wsClient } from '@/lib/trpc.ts';
import { loadPageCode } from '@/routes/pages.ts';
import { routeTable } from '@/routes/route-table.tsx';

const queryClient = createQueryClient();

// Before React renders: the route's first requests (already under way by index.html's preload links) and its
// pages' code, in parallel; or, where the server rendered the first screen, the answers it rendered it with. A
// customer view holds back every other request until its agreements are painted.
const { pathname } = window.location;
const firstScreenState = readFirstScreenState(document);
/** The document came with its first screen rendered: React hydrates it (main.tsx). */
export const hydratesFirstScreen = firstScreenState !== null;
if (firstScreenState) hydrate(queryClient, firstScreenState);
const neededFirst = firstScreenState
  ? []
  : startFirstRequests(queryClient, pathname, (call) =>
      getUntypedClient(trpcClient).query(call.path, call.input),
    );
if (customerNumberOfPath(pathname) !== null) firstPaintGate.close(neededFirst);
/** Resolves once the code of the document's first page is loaded: render then, and it shows in one commit. */
export const firstPageCode = loadPageCode(pathname);
const router = createBrowserRouter(routeTable());
// Gone elsewhere before the customer view showed anything (e.g. to the login page): nothing left to wait for.
router.subscribe((state) => {
  if (state.location.pathname !== pathname) firstPaintGate.openAfterPaint();
});

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
  return <AppProviders queryClient={queryClient} router={router} />;
}
