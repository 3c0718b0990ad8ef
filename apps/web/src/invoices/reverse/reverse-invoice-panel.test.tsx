import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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
    expect((await screen.findByTestId('plan-preview')).textContent).toContain(
      'Bredband (2026-11-01 – 2026-11-30) krediteras',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vänd rader' }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain(
      'Att vända 1 rad(er) lyckades!',
    );
  });

  it("reverses a part of a row's period and keeps the dates of a one-off charge fixed", async () => {
    let sent: unknown;
    const oneOff = { ...row(3, 'Startavgift'), periodFrom: null, periodTo: null, amount: 149 };
    renderOperationPanel(ReverseInvoicePanel, {
      params: 'invoice=10000104',
      answers: {
        'invoices.details': () => ({ result: { data: { ...details, rows: [row(1, 'Bredband'), oneOff] } } }),
        'invoices.reverse': (input) => {
          sent = input;
          return { result: { data: { caseNumbers: [700701], reversedRows: 2 } } };
        },
      },
    });
    const from = (await screen.findByLabelText('Vänd från, Bredband (BAS250)')) as HTMLInputElement;
    const to = screen.getByLabelText('Vänd till, Bredband (BAS250)') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2026-11-01', '2026-11-30']);
    // The row's own period bounds the dates.
    fireEvent.change(from, { target: { value: '2026-10-31' } });
    expect(screen.getByText('Tidigast 2026-11-01')).toBeTruthy();
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    expect((screen.getByLabelText('Vänd från, Startavgift (BAS250)') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByLabelText('Vänd till, Startavgift (BAS250)') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Engångsavgift – datum kan inte ändras')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Bredband/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Startavgift/ }));
    fireEvent.change(to, { target: { value: '2026-12-05' } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Perioden måste ligga inom radens period',
    );
    fireEvent.change(to, { target: { value: '2026-11-15' } });
    const preview = (await screen.findByTestId('plan-preview')).textContent ?? '';
    expect(preview).toContain('Bredband (2026-11-01 – 2026-11-15) krediteras');
    expect(preview).toContain('-199,50');
    expect(preview).toContain('Startavgift krediteras');
    // Names, not the billing system's codes: those are only in the tooltips.
    expect(preview).toContain('kr på nästa faktura.');
    expect(preview).toContain('Ett ärende skapas: "Vänd faktura 10000104".');
    expect(preview).not.toMatch(/TransGr3|typ 227/);
    const creditedOn = screen.getByLabelText('Krediteras på');
    expect(
      within(creditedOn)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nästa faktura', 'Denna faktura']);
    expect(within(creditedOn).getByRole('option', { name: 'Denna faktura' }).title).toBe('TransGr3 33');
    fireEvent.click(screen.getByRole('button', { name: 'Vänd rader' }));
    expect((await screen.findByTestId('operation-success')).textContent).toContain(
      'Att vända 2 rad(er) lyckades!',
    );
    expect(sent).toMatchObject({
      choices: {
        invoiceNumber: 10000104,
        rows: [
          { transactionNo: 1, transGroup3: 2, periodFrom: '2026-11-01', periodTo: '2026-11-15' },
          { transactionNo: 3, transGroup3: 2, periodFrom: null, periodTo: null },
        ],
      },
    });
  });
});
