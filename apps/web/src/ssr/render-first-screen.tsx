import type { RenderFirstScreen } from '@sappis/shared/customers/first-screen';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppProviders } from '@/lib/app-providers.tsx';
import { queryKeyOf } from '@/lib/first-requests.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { loadPageCode } from '@/routes/pages.ts';
import { routeTable } from '@/routes/route-table.tsx';

/**
 * The first screen of `url` as the browser's first render will show it (the same tree as app.tsx's, at that
 * address, with the first calls' answers in its query cache), for the API to send in index.html: see
 * @sappis/shared/customers/first-screen. Built by `vite build --ssr` into dist-ssr; the browser hydrates it.
 */
export const renderFirstScreen: RenderFirstScreen = async (url, answers) => {
  const queryClient = createQueryClient();
  for (const { call, data } of answers) queryClient.setQueryData(queryKeyOf(call), data);
  const router = createMemoryRouter(routeTable(), { initialEntries: [url] });
  await loadPageCode(router.state.location.pathname);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  return { html, state: JSON.stringify(dehydrate(queryClient)) };
};
