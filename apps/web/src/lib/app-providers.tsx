import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import { trpc, trpcClient } from '@/lib/trpc.ts';

/** The app's tree around its router: the same in the browser and where the server renders the first screen. */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
