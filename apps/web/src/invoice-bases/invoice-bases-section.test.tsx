import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseLockState } from '@/cases/case-lock-model.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { stubSilentWebSocket } from '@/test/silent-websocket.ts';
import { InvoiceBasesSection } from './invoice-bases-section.tsx';
import { READY_BASIS } from './testing/ready-basis.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  vi.stubGlobal('open', vi.fn());
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});

const FREE: CaseLockState = { locked: false, lockedBy: null, holderId: null, mine: false, expiresAt: null };

function renderSection(lock: CaseLockState) {
  stubSilentWebSocket();
  const fetchMock = mockApi({
    'invoiceBases.list': () => ({ result: { data: [READY_BASIS] } }),
    'invoiceBases.pdf': () => ({ result: { data: { contentBase64: btoa('%PDF-1.7') } } }),
  });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <InvoiceBasesSection caseNumber={700052} version={3} lock={lock} />
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return fetchMock;
}

const openBasis = async () =>
  fireEvent.click(await screen.findByRole('button', { name: /^Underlag 7 – Fastighetsägare\/BRF/ }));

describe('InvoiceBasesSection', () => {
  it('prints a fresh PDF every time (a reopened and changed basis must not print the old one)', async () => {
    const fetchMock = renderSection(FREE);
    await openBasis();
    const view = screen.getByTestId('basis-read-only');
    const pdfCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('invoiceBases.pdf'));
    fireEvent.click(within(view).getByRole('button', { name: 'Skriv ut' }));
    await vi.waitFor(() => expect(window.open).toHaveBeenCalledTimes(1));
    fireEvent.click(within(view).getByRole('button', { name: 'Skriv ut' }));
    await vi.waitFor(() => expect(window.open).toHaveBeenCalledTimes(2));
    expect(pdfCalls()).toHaveLength(2);
    expect(within(view).getByRole('button', { name: 'Klarmarkera underlaget' })).toBeTruthy();
    expect(screen.getByLabelText('Mottagartyp')).toBeTruthy();
  });

  it('only reads and prints while someone else holds the case lock', async () => {
    renderSection({ ...FREE, locked: true, lockedBy: 'agent2@sappa.se', holderId: 2 });
    await openBasis();
    expect(screen.getByTestId('invoice-bases-read-only').textContent).toBe(
      'Ärendet är låst av: agent2@sappa.se: underlagen kan bara läsas och skrivas ut.',
    );
    expect(screen.queryByLabelText('Mottagartyp')).toBeNull();
    const view = screen.getByTestId('basis-read-only');
    expect(within(view).queryByRole('button', { name: 'Klarmarkera underlaget' })).toBeNull();
    expect(within(view).queryByRole('button', { name: 'Ändra status till pågående' })).toBeNull();
    expect(within(view).getByRole('button', { name: 'Skriv ut' })).toBeTruthy();
  });
});
