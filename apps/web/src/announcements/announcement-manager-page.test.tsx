import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi, TEST_PROFILE } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { AnnouncementManagerPage } from './announcement-manager-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DRAFT = {
  id: 3,
  title: 'Nya priser på bredband',
  message: 'Från nästa månad.',
  audience: 'BROADBAND',
  startsOn: '2026-12-01',
  endsOn: null,
  published: false,
  status: 'DRAFT',
  createdBy: 'malin.berg@sappa.se',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedBy: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderPage(list: unknown[]) {
  stubSilentWebSocket();
  const fetchMock = mockApi({ 'announcements.list': () => ({ result: { data: list } }) });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider user={{ ...TEST_PROFILE, groups: ['SAPPIS', 'MARKNAD'] }}>
          <Toaster>
            <AnnouncementManagerPage />
          </Toaster>
        </CurrentUserProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return fetchMock;
}

const calledPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('AnnouncementManagerPage', () => {
  it('says so when there are no current announcements', async () => {
    renderPage([]);
    expect(await screen.findByText('Inga aktuella kundmeddelanden.')).toBeTruthy();
  });

  it('previews what is typed as plain text and refuses an empty title without asking the server', async () => {
    const fetchMock = renderPage([]);
    await screen.findByText('Inga aktuella kundmeddelanden.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Meddelande' }), {
      target: { value: '<b>Fet</b>\nandra raden' },
    });
    const preview = screen.getByTestId('announcement-preview');
    expect(preview.textContent).toContain('<b>Fet</b>');
    expect(preview.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Spara utkast' }));
    expect(await screen.findByText('Ange en rubrik.')).toBeTruthy();
    expect(calledPaths(fetchMock).some((path) => path.includes('announcements.create'))).toBe(false);
  });

  it('lists a draft with its audience and offers to publish it, and fills the form to change it', async () => {
    renderPage([DRAFT]);
    const row = (await screen.findByText('Nya priser på bredband')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Kunder med bredband')).toBeTruthy();
    expect(within(row).getByText('Utkast')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Publicera Nya priser på bredband' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Ändra Nya priser på bredband' }));
    expect(screen.getByRole('heading', { name: 'Ändra kundmeddelande' })).toBeTruthy();
    expect((screen.getByLabelText('Rubrik') as HTMLInputElement).value).toBe('Nya priser på bredband');
  });
});
