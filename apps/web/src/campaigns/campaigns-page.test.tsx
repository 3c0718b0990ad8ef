import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { CampaignsPage } from './campaigns-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(list: unknown[]) {
  stubSilentWebSocket();
  mockApi({ 'campaigns.list': () => ({ result: { data: list } }) });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={{ ...TEST_PROFILE, groups: ['SAPPIS'] }}>
          <CampaignsPage />
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('CampaignsPage', () => {
  it('shows the empty state', async () => {
    renderPage([]);
    expect(await screen.findByText('Inga kampanjer att visa.')).toBeTruthy();
  });

  it('shows a campaign with its offers, prices and validity', async () => {
    renderPage([
      {
        id: 2,
        code: 'BB1000-299',
        name: 'Bredband 1000/1000 för 299 kr/mån i 12 månader',
        memo: 'Gäller villa och lägenhet.',
        startsOn: '2026-03-01',
        endsOn: null,
        status: 'ONGOING',
        activeRows: 4,
        offers: [
          {
            productNumber: 'BASIP1000',
            productName: 'Bredband 1000/1000',
            category: 'Bredband',
            ordinaryPrice: 549,
            campaignPrice: 299,
            monthlySaving: 250,
            campaignMonths: 12,
            bindingMonths: 24,
          },
          {
            productNumber: 'PLAYPLUS',
            productName: 'Sappa Play Plus',
            category: 'Play',
            ordinaryPrice: 49,
            campaignPrice: 0,
            monthlySaving: 49,
            campaignMonths: null,
            bindingMonths: null,
          },
        ],
      },
    ]);
    const campaign = await screen.findByRole('region', {
      name: 'Bredband 1000/1000 för 299 kr/mån i 12 månader',
    });
    expect(within(campaign).getByText('Pågår')).toBeTruthy();
    expect(campaign.textContent).toContain('tills vidare');
    expect(campaign.textContent).toContain('4 aktiva avtalsrader');
    const [, first, second] = within(campaign).getAllByRole('row');
    expect(first?.textContent).toContain('299 kr/mån');
    expect(first?.textContent).toContain('24 mån');
    expect(second?.textContent).toContain('Gratis');
    expect(second?.textContent).toContain('Hela avtalstiden');
    expect(second?.textContent).toContain('Ingen');
  });
});
