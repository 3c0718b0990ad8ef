import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { SuggestionPanel } from './suggestion-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUGGESTIONS = [
  { id: 1, category: 'Bredband', title: 'Starta om routern', message: 'Dra ur strömsladden till routern.' },
  { id: 2, category: 'Faktura', title: 'Faktura skickad igen', message: 'Vi har skickat fakturan igen.' },
  { id: 3, category: 'Faktura', title: 'Anstånd beviljat', message: 'Nytt förfallodatum på Mina sidor.' },
];

function renderPanel(onInsert: (text: string) => void) {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <SuggestionPanel onInsert={onInsert} />
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('SuggestionPanel', () => {
  it('filters by category and text and inserts the chosen suggestion', async () => {
    stubSilentWebSocket();
    mockApi({ 'suggestions.list': () => ({ result: { data: SUGGESTIONS } }) });
    const onInsert = vi.fn();
    renderPanel(onInsert);
    const panel = await screen.findByTestId('suggestion-panel');
    await within(panel).findByText('Starta om routern');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);

    fireEvent.change(within(panel).getByLabelText('Kategori'), { target: { value: 'Faktura' } });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(within(panel).getByLabelText('Sök förslag'), { target: { value: 'anstånd' } });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.click(within(panel).getByRole('button', { name: 'Infoga Anstånd beviljat' }));
    expect(onInsert).toHaveBeenCalledWith('Nytt förfallodatum på Mina sidor.');

    fireEvent.change(within(panel).getByLabelText('Sök förslag'), { target: { value: 'routern' } });
    expect(within(panel).getByText('Inga förslag matchar.')).toBeTruthy();
  });
});
