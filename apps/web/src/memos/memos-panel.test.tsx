import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import type { Profile } from '@/auth/profile.ts';
import { Toaster } from '@/components/ui/toast.tsx';
import { testCustomer } from '@/customers/testing/customer-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import MemosPanel from './memos-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => () => ({ result: { data } });

const memos = {
  memos: [
    {
      id: 11,
      title: 'Gammalt memo',
      message: 'Avslutat arbete',
      startsAt: null,
      endsAt: '2025-01-31',
      active: false,
      flaggedActive: true,
      scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: 5001 },
      createdAt: '2025-01-01T08:00:00.000Z',
    },
    {
      id: 12,
      title: 'Fiberarbete',
      message: 'Grävning i området',
      startsAt: null,
      endsAt: null,
      active: true,
      flaggedActive: true,
      scope: { kind: 'MAIN_CENTRAL', mainCentral: 'HC Centrum' },
      createdAt: '2024-01-01T08:00:00.000Z',
    },
  ],
  scopes: [
    { kind: 'MAIN_AGREEMENT', mainAgreementNumber: 5001, label: 'Huvudavtal 5001 – Brf Eken' },
    { kind: 'MAIN_CENTRAL', mainCentral: 'HC Centrum', label: 'Huvudcentral HC Centrum' },
  ],
};

function renderPanel(groups: string[]) {
  const queryClient = createQueryClient();
  const profile = { ...TEST_PROFILE, groups } as Profile;
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <CurrentUserProvider user={profile}>
            <Toaster>
              <MemosPanel customer={testCustomer()} params={new URLSearchParams()} close={() => {}} />
            </Toaster>
          </CurrentUserProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('MemosPanel', () => {
  it('lists active memos first and offers no editing without the main-agreement groups', async () => {
    mockApi({ 'memos.forCustomer': ok(memos) });
    renderPanel(['SAPPIS']);
    const cards = await screen.findAllByTestId('memo-card');
    expect(cards.map((card) => card.getAttribute('data-active'))).toEqual(['true', 'false']);
    expect(screen.queryByRole('button', { name: 'Nytt memo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Redigera' })).toBeNull();
  });

  it('creates a memo on the chosen scope: save needs a message, then the success text', async () => {
    const fetchMock = mockApi({
      'memos.forCustomer': ok(memos),
      'memos.create': ok({ id: 13, message: 'Memot är sparat' }),
      'customers.byNumber': ok(testCustomer()),
    });
    renderPanel(['SAPPIS', 'BUSINESS_SUPPORT']);
    fireEvent.click(await screen.findByRole('button', { name: 'Nytt memo' }));
    const save = screen.getByRole('button', { name: 'Spara' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Gäller'), { target: { value: 'MAIN_CENTRAL:HC Centrum' } });
    fireEvent.change(screen.getByLabelText('Meddelande'), { target: { value: 'Servicefönster natt' } });
    expect(save.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(save);
    });
    expect(await screen.findByText('Memot är sparat')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('memos.create'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      0: {
        scope: { kind: 'MAIN_CENTRAL', mainCentral: 'HC Centrum' },
        form: { message: 'Servicefönster natt' },
      },
    });
    expect(screen.queryByRole('form', { name: 'Nytt memo' })).toBeNull();
  });

  it('edits an existing memo only once something changed', async () => {
    mockApi({ 'memos.forCustomer': ok(memos) });
    renderPanel(['ADMIN']);
    const edit = await screen.findAllByRole('button', { name: 'Redigera' });
    fireEvent.click(edit[0] as HTMLElement);
    const form = screen.getByRole('form', { name: 'Ändra memo' });
    expect(form).toBeTruthy();
    expect(screen.queryByLabelText('Gäller')).toBeNull();
    const save = screen.getByRole('button', { name: 'Spara' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Aktiv'));
    expect(save.disabled).toBe(false);
  });
});
