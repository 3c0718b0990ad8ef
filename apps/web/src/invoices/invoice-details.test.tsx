import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { trpc, trpcClient } from '@/lib/trpc.ts';
import { mockApi } from '@/test/mock-api.ts';
import { InvoiceDetails } from './invoice-details.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PDF_FAILED = 'Kunde inte hämta faktura, försök igen senare';

const invoice = {
  invoiceNumber: 5001,
  ocr: '500100',
  invoiceDate: '2026-01-01',
  dueDate: '2026-01-31',
  amount: 399,
  remainingAmount: 0,
  paidDate: '2026-01-20',
  reminderCount: 0,
  reminderDate: null,
  collectionDate: null,
  billogramId: null,
  rows: [
    {
      transactionNo: 1,
      productNumber: 'BAS250',
      description: 'Bredband 250/250',
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
      amount: 399,
    },
  ],
  events: [],
};

function renderDetails(pdfAnswer: () => unknown) {
  const fetchMock = mockApi({
    'invoices.details': () => ({ result: { data: invoice } }),
    'invoices.pdf': pdfAnswer,
  });
  const queryClient = createQueryClient();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <InvoiceDetails invoiceNumber={5001} onBack={() => {}} />
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return fetchMock;
}

describe('InvoiceDetails', () => {
  it('says the invoice could not be fetched when the PDF call fails', async () => {
    const fetchMock = renderDetails(() => ({
      error: {
        message: 'Fakturan hittades inte',
        code: -32004,
        data: { code: 'NOT_FOUND', httpStatus: 404 },
      },
    }));
    const show = await screen.findByRole('button', { name: 'Visa faktura (PDF)' });
    expect(screen.queryByText(PDF_FAILED)).toBeNull();
    await act(async () => {
      fireEvent.click(show);
    });
    expect((await screen.findByRole('alert')).textContent).toBe(PDF_FAILED);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('invoices.pdf'))).toBe(true);
    expect((show as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens the PDF and shows no failure text when the call succeeds', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:faktura';
        static override revokeObjectURL = () => {};
      },
    );
    renderDetails(() => ({
      result: { data: { fileName: 'faktura-5001.pdf', contentBase64: btoa('%PDF-1.4') } },
    }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Visa faktura (PDF)' }));
    });
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('blob:faktura', '_blank', 'noopener'));
    expect(screen.queryByText(PDF_FAILED)).toBeNull();
  });
});
