import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { DisruptionsPage } from './disruptions-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DISRUPTION = {
  id: 7,
  title: 'Avbrott i bredband – Hisingen',
  events: [
    { UpdatedAt: '2026-11-24T10:00:00.000Z', Text: 'Skarvning pågår.' },
    { UpdatedAt: '2026-11-24T08:00:00.000Z', Text: 'Felsökning pågår.' },
  ],
  markAsFinished: false,
  showFrom: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  networks: ['Öppen fiber'],
  centrals: ['HC-GBG-HISINGEN'],
  addressIds: [],
  platforms: ['NETWORK'],
  shown: true,
};

function renderPage(groups: string[], answers: Parameters<typeof mockApi>[0] = {}) {
  stubSilentWebSocket();
  mockApi({ 'disruptions.list': () => ({ result: { data: [DISRUPTION] } }), ...answers });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={{ ...TEST_PROFILE, groups }}>
          <Toaster>
            <DisruptionsPage />
          </Toaster>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('DisruptionsPage', () => {
  it('shows every disruption with its status label and events, newest first; agents get no form', async () => {
    renderPage(['SAPPIS']);
    const card = await screen.findByTestId('disruption');
    expect(within(card).getByTestId('disruption-status').textContent).toBe('Pågående');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.includes('Skarvning')),
    ).toEqual([true, false]);
    expect(screen.queryByTestId('disruption-form-create')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Uppdatera' })).toBeNull();
  });

  it('lets an editor create a disruption, refusing an empty form first', async () => {
    const create = vi.fn(() => ({ result: { data: { ...DISRUPTION, id: 8, title: 'Nytt avbrott' } } }));
    renderPage(['SAPPIS', '{product}_TEKNIK'], { 'disruptions.create': create });
    const form = await screen.findByTestId('disruption-form-create');
    fireEvent.click(within(form).getByRole('button', { name: 'Skapa störning' }));
    expect(within(form).getByText('Ange en rubrik')).toBeTruthy();
    expect(within(form).getByText('Beskriv störningen')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Rubrik'), { target: { value: 'Nytt avbrott' } });
    fireEvent.change(within(form).getByLabelText('Händelse'), { target: { value: 'Felsökning pågår.' } });
    fireEvent.change(within(form).getByLabelText('Huvudcentraler (kommaseparerade)'), {
      target: { value: 'HC-GBG-HISINGEN' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'TV' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Skapa störning' }));
    expect(await screen.findByText('Störningen har skapats')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    const [input] = create.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(input).toMatchObject({
      title: 'Nytt avbrott',
      text: 'Felsökning pågår.',
      networks: [],
      centrals: ['HC-GBG-HISINGEN'],
      addressIds: [],
      platforms: ['TV'],
    });
    expect(input.requestId).toEqual(expect.any(String));
  });
});
