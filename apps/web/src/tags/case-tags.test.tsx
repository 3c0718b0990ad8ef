import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { CaseTags } from './case-tags.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CASE_TAGS = [
  { id: 7, name: 'Uppsägning', automatic: true, caseId: 42 },
  { id: 1, name: 'VIP', automatic: false, caseId: 42 },
];
const CATALOGUE = [
  { id: 1, name: 'VIP', automatic: false, caseId: null },
  { id: 3, name: 'Eskalerad', automatic: false, caseId: null },
];

function renderTags(version = 5) {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CaseTags caseId={42} caseNumber={700001} version={version} />
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('CaseTags', () => {
  it('shows the case’s tags, adds a catalogue tag by its id and a new one by name, and removes, each with the latest version', async () => {
    stubSilentWebSocket();
    const versionOf = (input: unknown) => (input as { version: number }).version;
    const fetchMock = mockApi({
      'tags.list': (input) => ({
        result: { data: (input as { caseIds?: number[] }).caseIds ? CASE_TAGS : CATALOGUE },
      }),
      'tags.addToCase': (input) => ({
        result: {
          data: { id: 3, name: 'Eskalerad', automatic: false, caseId: 42, version: versionOf(input) + 1 },
        },
      }),
      'tags.removeFromCase': (input) => ({
        result: { data: { removed: true, version: versionOf(input) + 1 } },
      }),
    });
    renderTags();
    const section = await screen.findByTestId('case-tags');
    await within(section).findByText('VIP');
    expect(within(section).getByText('(automatisk)', { exact: false })).toBeTruthy();

    const callsOf = (path: string) =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).includes(path))
        .map(([, init]) => JSON.parse(String(init?.body))[0]);

    const input = within(section).getByLabelText('Ny tagg');
    fireEvent.change(input, { target: { value: 'eskalerad' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Lägg till' }));
    });
    await vi.waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    fireEvent.change(input, { target: { value: 'Ny tagg' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Lägg till' }));
    });
    await vi.waitFor(() => expect(callsOf('tags.addToCase')).toHaveLength(2));
    // The page showed version 5; each change then carries the version the one before produced.
    expect(callsOf('tags.addToCase')).toEqual([
      { caseId: 42, version: 5, tagId: 3 },
      { caseId: 42, version: 6, name: 'Ny tagg' },
    ]);

    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Ta bort taggen VIP' }));
    });
    await vi.waitFor(() =>
      expect(callsOf('tags.removeFromCase')).toEqual([{ caseId: 42, version: 7, id: 1 }]),
    );
  });

  it('shows the refusal of a change made on a stale page', async () => {
    stubSilentWebSocket();
    const stale = 'Ärendet har ändrats av någon annan, ladda om sidan och försök igen';
    mockApi({
      'tags.list': (input) => ({
        result: { data: (input as { caseIds?: number[] }).caseIds ? CASE_TAGS : CATALOGUE },
      }),
      'tags.removeFromCase': () => ({
        error: {
          message: stale,
          code: -32009,
          data: { code: 'CONFLICT', httpStatus: 409, userMessage: stale },
        },
      }),
    });
    renderTags(2);
    const section = await screen.findByTestId('case-tags');
    const removeVip = await within(section).findByRole('button', { name: 'Ta bort taggen VIP' });
    await act(async () => {
      fireEvent.click(removeVip);
    });
    expect((await within(section).findByRole('alert')).textContent).toBe(stale);
  });
});
