import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import ReverseInvoicePanel from './reverse-invoice-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (transactionNo: number, description: string, reversed = false) => ({
  transactionNo,
  productNumber: 'BAS250',
  description,
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  amount: 399,
  transGroup3: 2,
  reversed,
});

const details = {
  invoiceNumber: 10000104,
  ocr: '1',
  invoiceDate: '2026-11-01',
  dueDate: '2026-11-30',
  amount: 798,
  remainingAmount: 798,
  paidDate: null,
  reminderCount: 0,
  reminderDate: null,
  collectionDate: null,
  billogramId: null,
  rows: [row(1, 'Bredband'), row(2, 'Telefoni', true)],
  events: [],
};

describe('ReverseInvoicePanel', () => {
  it('offers only rows not reversed, previews the credit and shows the success text', async () => {
    renderOperationPanel(ReverseInvoicePanel, {
      params: 'invoice=10000104',
      answers: {
        'invoices.details': () => ({ result: { data: details } }),
        'invoices.reverse': () => ({ result: { data: { caseNumbers: [700700], reversedRows: 1 } } }),
      },
    });
    const reversed = await screen.findByRole('checkbox', { name: /Telefoni/ });
    expect((reversed as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Vänd rader' }));
    expect(await screen.findByText('Välj minst en rad')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Bredband/ }));
    expect((await screen.findByTestId('plan-preview')).textContent).toContain('Bredband krediteras');
    fireEvent.click(screen.getByRole('button', { name: 'Vänd rader' }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain(
      'Att vända 1 rad(er) lyckades!',
    );
  });
});
