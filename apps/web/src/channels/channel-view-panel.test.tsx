import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAgreement, testCustomer, testRow } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import ChannelViewPanel from './channel-view-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const channel = (productNumber: string, name: string, position: number, tv: boolean, play: boolean) => ({
  productNumber,
  name,
  position,
  tv,
  play,
});

const channelPackage = {
  today: '2026-02-10',
  packageRowId: 7,
  agreementNumber: 1000011,
  productNumber: 'MIX2',
  productName: 'Sappa Mix 2',
  endDate: null,
  endDateState: 'OPEN',
  editable: true,
  selectableChannelCount: 2,
  startDate: '2026-02-10',
  removedChannelsEnd: '2026-02-28',
  // The server answers in position order (channelPackageOutput); play-only channels are mixed in.
  available: [
    channel('KAN1', 'SVT1', 1, true, true),
    channel('KAN2', 'TV4', 4, true, true),
    channel('PLAY1', 'Viaplay Extra', 10, false, true),
    channel('KAN3', 'Kanal 5', 30, true, false),
    channel('PLAY2', 'Sappa Sport', 91, false, true),
  ],
  channels: [],
};

function renderPanel(answer: unknown = channelPackage) {
  mockApi({ 'channels.channelPackage': () => ({ result: { data: answer } }) });
  const customer = testCustomer({
    agreements: [
      testAgreement({ rows: [testRow({ id: 7, productNumber: 'MIX2', selectableChannelCount: 2 })] }),
    ],
  });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ChannelViewPanel customer={customer} params={new URLSearchParams('row=7')} close={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('ChannelViewPanel', () => {
  it("lists the TV channels under 'Kanaler' in a grid by position, with 'Plats n'", async () => {
    renderPanel();
    const grid = await screen.findByRole('region', { name: 'Kanaler' });
    expect(within(grid).getByRole('heading', { name: 'Kanaler' })).toBeTruthy();
    expect(within(grid).getByRole('list').className).toContain('grid');
    const items = within(grid).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['SVT1Plats 1', 'TV4Plats 4', 'Kanal 5Plats 30']);
    expect(within(grid).queryByText('Viaplay Extra')).toBeNull();
    expect(screen.getByRole('heading', { name: 'MIX2 (5)' })).toBeTruthy();
  });

  it("lists play-only channels under 'Endast i Sappa Play' and counts 'Ingår i Sappa Play (n)'", async () => {
    renderPanel();
    const playOnly = await screen.findByRole('region', { name: 'Endast i Sappa Play' });
    expect(within(playOnly).getByRole('heading', { name: 'Endast i Sappa Play' })).toBeTruthy();
    expect(
      within(playOnly)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Viaplay Extra', 'Sappa Sport']);
    // The TV channels also in play: SVT1 and TV4.
    expect(screen.getByText('Ingår i Sappa Play (2)')).toBeTruthy();
  });

  it("leaves out 'Endast i Sappa Play' when every channel is on TV", async () => {
    renderPanel({
      ...channelPackage,
      available: channelPackage.available.filter((item) => item.tv),
    });
    expect(await screen.findByRole('region', { name: 'Kanaler' })).toBeTruthy();
    expect(screen.queryByText('Endast i Sappa Play')).toBeNull();
    expect(screen.getByText('Ingår i Sappa Play (2)')).toBeTruthy();
  });
});
