import { MISSING_CONTACT_INFO_MESSAGE } from '@sappis/shared/cases';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { casePageFixture } from './case-page-fixture.ts';
import { CaseStatusPanel } from './case-status-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUGGESTIONS = [
  { id: 1, category: 'Bredband', title: 'Starta om routern', message: 'Dra ur strömsladden till routern.' },
  { id: 2, category: 'Faktura', title: 'Faktura skickad igen', message: 'Vi har skickat fakturan igen.' },
];

function renderPanel() {
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <CaseStatusPanel item={casePageFixture()} />
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe('CaseStatusPanel with suggestions', () => {
  it('inserts the chosen suggestion at the caret of the text and saves it', async () => {
    stubSilentWebSocket();
    const fetchMock = mockApi({
      'suggestions.list': () => ({ result: { data: SUGGESTIONS } }),
      'cases.setStatus': () => ({ result: { data: { version: 5 } } }),
    });
    renderPanel();
    const text = screen.getByLabelText('Text') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Hej! Mvh' } });
    text.setSelectionRange(5, 5);
    fireEvent.select(text);

    const panel = await screen.findByTestId('suggestion-panel');
    await within(panel).findByText('Starta om routern');
    fireEvent.change(within(panel).getByLabelText('Kategori'), { target: { value: 'Bredband' } });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(panel).getByRole('button', { name: 'Infoga Starta om routern' }));
    expect(text.value).toBe('Hej! Dra ur strömsladden till routern.Mvh');

    // Without a caret move, the next one goes where the last one ended.
    fireEvent.change(within(panel).getByLabelText('Kategori'), { target: { value: 'Faktura' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Infoga Faktura skickad igen' }));
    expect(text.value).toBe('Hej! Dra ur strömsladden till routern.Vi har skickat fakturan igen.Mvh');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cases.setStatus'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('cases.setStatus'));
    expect(JSON.parse(String(call?.[1]?.body))[0]).toEqual({
      caseNumber: 700010,
      version: 4,
      outcome: 'SOLVED',
      text: 'Hej! Dra ur strömsladden till routern.Vi har skickat fakturan igen.Mvh',
    });
  });
});

describe('CaseStatusPanel after saving', () => {
  it("says the case's new status beside the button, since the page's status is scrolled away", async () => {
    stubSilentWebSocket();
    mockApi({
      'suggestions.list': () => ({ result: { data: [] } }),
      'cases.setStatus': () => ({ result: { data: { version: 5 } } }),
    });
    renderPanel();
    fireEvent.click(screen.getByLabelText('Kund skall återkomma'));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Ringer tillbaka i morgon' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    });
    expect((await screen.findByTestId('case-status-saved')).textContent).toBe(
      'Status ändrad till Väntar på svar från kund',
    );
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('');
  });
});

describe('CaseStatusPanel without text or case relation', () => {
  it('says that the case lacks contact info and saves nothing', async () => {
    stubSilentWebSocket();
    const fetchMock = mockApi({ 'suggestions.list': () => ({ result: { data: [] } }) });
    const queryClient = createQueryClient();
    const { rerender } = render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <CaseStatusPanel item={casePageFixture()} />
        </QueryClientProvider>
      </trpc.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.getByTestId('case-status-error').textContent).toBe(MISSING_CONTACT_INFO_MESSAGE);

    rerender(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <CaseStatusPanel item={{ ...casePageFixture(), relation: null }} />
        </QueryClientProvider>
      </trpc.Provider>,
    );
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Klart' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.getByTestId('case-status-error').textContent).toBe(MISSING_CONTACT_INFO_MESSAGE);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cases.setStatus'))).toBe(false);
  });
});
