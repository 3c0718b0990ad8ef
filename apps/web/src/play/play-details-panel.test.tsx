import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import PlayDetailsPanel from './play-details-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => () => ({ result: { data } });

const play = {
  service: 'Sappa Play',
  active: true,
  activated: true,
  externalId: 'PLAY-40040040',
  linkedEmail: 'karin@example.se',
  canReset: true,
  resetUrl: 'https://www.sappa.se/play/aktivera?id=PLAY-40040040',
  channels: ['SVT1', 'SVT2'],
};

function renderPanel() {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Toaster>
          <PlayDetailsPanel customer={testCustomer()} params={new URLSearchParams()} close={() => {}} />
        </Toaster>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('PlayDetailsPanel', () => {
  it('resets a linked play account and says so', async () => {
    const fetchMock = mockApi({
      'play.details': ok(play),
      'play.reset': ok({ externalId: play.externalId, linkedEmail: null, resetUrl: play.resetUrl }),
    });
    renderPanel();
    expect(await screen.findByText('karin@example.se')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Återställ Sappa Play-konto' }));
    });
    expect(
      await screen.findByText(
        'Sappa Play-kontot är återställt. Kunden kan nu koppla kontot till en e-postadress igen.',
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('play.reset'))).toBe(true);
  });

  it('offers no reset when the account is not linked', async () => {
    mockApi({ 'play.details': ok({ ...play, linkedEmail: null, canReset: false }) });
    renderPanel();
    const reset = (await screen.findByRole('button', {
      name: 'Återställ Sappa Play-konto',
    })) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
  });
});
