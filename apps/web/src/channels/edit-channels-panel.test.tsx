import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAgreement, testCustomer, testRow } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import EditChannelsPanel from './edit-channels-panel.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LIMIT = 'Du måste bocka ur någon av dina valda kanaler för att välja en ny';
const ENDED = 'Tjänsten är avslutad och kan inte redigeras längre';
const ENDING_SOON = 'Tjänsten avslutas snart och kan inte redigeras längre';
const ENDING_LATER = 'Tjänsten avslutas snart men kan fortfarande redigeras...';

const channelPackage = {
  today: '2026-02-10',
  packageRowId: 7,
  agreementNumber: 1000011,
  productNumber: 'MIX2',
  productName: 'Sappa Mix 2',
  endDate: null as string | null,
  endDateState: 'OPEN' as string,
  editable: true,
  selectableChannelCount: 2,
  startDate: '2026-02-10',
  removedChannelsEnd: '2026-02-28',
  available: [
    { productNumber: 'KAN1', name: 'SVT1', position: 1, tv: true, play: true },
    { productNumber: 'KAN2', name: 'TV4', position: 4, tv: true, play: true },
    { productNumber: 'KAN3', name: 'Kanal 5', position: 30, tv: true, play: false },
  ],
  channels: [
    {
      rowId: 11,
      productNumber: 'KAN1',
      name: 'SVT1',
      startDate: '2025-01-01',
      endDate: null as string | null,
      list: 'ACTIVE',
    },
    { rowId: 12, productNumber: 'KAN2', name: 'TV4', startDate: '2025-01-01', endDate: null, list: 'ACTIVE' },
  ],
};

function renderPanel(answer: Partial<typeof channelPackage> = {}) {
  mockApi({ 'channels.channelPackage': () => ({ result: { data: { ...channelPackage, ...answer } } }) });
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
          <EditChannelsPanel customer={customer} params={new URLSearchParams('row=7')} close={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

const checkbox = (name: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${name}\\s*Plats`) }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Spara' }) as HTMLButtonElement;

describe('EditChannelsPanel', () => {
  it('refuses a channel over the limit and shows the limit message for 3 s', async () => {
    renderPanel();
    await screen.findByText('Valda kanaler: 2 av 2');
    vi.useFakeTimers();
    expect(screen.queryByText(LIMIT)).toBeNull();

    fireEvent.click(checkbox('Kanal 5'));
    expect(screen.getByRole('alert').textContent).toBe(LIMIT);
    expect(checkbox('Kanal 5').checked).toBe(false);
    expect(screen.getByText('Valda kanaler: 2 av 2')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.queryByText(LIMIT)).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByText(LIMIT)).toBeNull();

    // Unticking one first makes room: no message, and the change can be saved.
    fireEvent.click(checkbox('TV4'));
    fireEvent.click(checkbox('Kanal 5'));
    expect(screen.queryByText(LIMIT)).toBeNull();
    expect(checkbox('Kanal 5').checked).toBe(true);
    expect(saveButton().disabled).toBe(false);
  });

  it('an open package shows no end-date text and can be edited', async () => {
    renderPanel();
    await screen.findByText('Valda kanaler: 2 av 2');
    for (const text of [ENDED, ENDING_SOON, ENDING_LATER]) expect(screen.queryByText(text)).toBeNull();
    expect(checkbox('SVT1').disabled).toBe(false);
  });

  it.each([
    ['ENDED', '2026-01-31', false, ENDED],
    ['ENDING_SOON', '2026-03-15', false, ENDING_SOON],
    ['ENDING_LATER', '2026-12-31', true, ENDING_LATER],
  ] as const)('a package %s ending %s: editable %s, says %s', async (state, endDate, editable, text) => {
    renderPanel({ endDateState: state, endDate, editable });
    expect(await screen.findByText(text)).toBeTruthy();
    for (const other of [ENDED, ENDING_SOON, ENDING_LATER].filter((item) => item !== text)) {
      expect(screen.queryByText(other)).toBeNull();
    }
    for (const name of ['SVT1', 'TV4', 'Kanal 5']) expect(checkbox(name).disabled).toBe(!editable);
    expect(saveButton().disabled).toBe(true);
    if (editable) {
      // Ending later: changes are still taken (and inherit the end date on the server).
      fireEvent.click(checkbox('TV4'));
      expect(checkbox('TV4').checked).toBe(false);
      expect(saveButton().disabled).toBe(false);
    }
  });

  it('disables a channel the server would refuse on some day, with the reason, and previews the start date', async () => {
    // TV4 was removed and still runs to the month end; new channels would start today.
    const [svt1, tv4] = channelPackage.channels;
    if (!svt1 || !tv4) throw new Error('the fixture has two channels');
    renderPanel({ channels: [svt1, { ...tv4, endDate: '2026-02-28', list: 'TO_BE_REPLACED' }] });
    await screen.findByText('Valda kanaler: 1 av 2');

    expect(checkbox('TV4').disabled).toBe(true);
    expect(checkbox('TV4').closest('label')?.title).toBe(
      'TV4 skulle finnas två gånger i paketet den 2026-02-10',
    );
    expect(checkbox('Kanal 5').disabled).toBe(true);
    expect(checkbox('Kanal 5').closest('label')?.title).toBe(
      'Paketet skulle ha 3 kanaler den 2026-02-10, men högst 2 får väljas',
    );

    // Swapping SVT1 for Kanal 5 instead: Kanal 5 starts the day after SVT1 ends.
    fireEvent.click(checkbox('SVT1'));
    expect(checkbox('Kanal 5').disabled).toBe(false);
    fireEvent.click(checkbox('Kanal 5'));
    expect(screen.getByText('Nya kanaler gäller från 2026-03-01.')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });
});
