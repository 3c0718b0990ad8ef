import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import { testAgreement, testCustomer, testRow } from '@/customers/testing/customer-fixture.ts';
import InvoicesPanel from '../invoices-panel.tsx';
import ExtraBillingRowsPanel from './extra-billing-rows-panel.tsx';
import PayoutsPanel from './payouts-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const data = (value: unknown) => () => ({ result: { data: value } });

const economyAnswers = {
  'invoices.list': data({ invoices: [], balanceDue: [], totalDue: 0 }),
  'invoices.economyInfo': data({
    today: '2026-11-24',
    open: { invoices: 3, amount: 1644 },
    overdue: { invoices: 2, amount: 1096 },
    collection: { invoices: 0, amount: 0 },
    lastPayment: {
      occurredAt: '2026-01-05T10:00:00.000Z',
      amount: 399,
      paymentMethod: null,
      invoiceNumber: 5004,
    },
    defermentsLast12Months: 1,
  }),
  'invoices.availableCredit': data({
    amount: 100.1,
    invoices: [{ invoiceNumber: 5004, invoiceDate: '2026-06-01', amount: 100.1 }],
  }),
};

const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';

describe("'Ekonomi' economy views", () => {
  it('shows the economy info and reaches fees, payouts and the call specification from the invoices panel', async () => {
    const customer = testCustomer({
      agreements: [testAgreement({ rows: [testRow({ category: 'Telefoni' })] })],
    });
    renderOperationPanel(InvoicesPanel, { customer, answers: economyAnswers, params: 'panel=invoices' });
    await screen.findByTestId('economy-info');
    expect(text('economy-info')).toMatch(/Obetalt1\s644 kr \(3 fakturor\)/);
    expect(text('economy-info')).toContain('Inget hos inkasso');
    expect(text('economy-info')).toContain('Anstånd senaste 12 mån1');
    expect(await screen.findByText('100,10 kr')).toBeTruthy();
    for (const name of ['Tilläggsrader', 'Utbetalningar och kredit', 'Samtalsspecifikation']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('lists the extra-billing rows with amount and invoice code', async () => {
    renderOperationPanel(ExtraBillingRowsPanel, {
      answers: {
        'invoices.extraBillingRows': data([
          {
            agreementNumber: 1000011,
            rowNumber: 9,
            productNumber: 'FLYTT',
            productName: 'Flyttavgift',
            price: 150,
            quantity: 2,
            amount: 300,
            invoiceCode: 2,
            startDate: '2026-10-01',
            endDate: null,
            invoicedUntil: null,
          },
        ]),
      },
    });
    await screen.findByTestId('extra-billing-rows');
    expect(screen.getByText('Flyttavgift')).toBeTruthy();
    expect(screen.getByText('300 kr')).toBeTruthy();
  });

  it('shows the available credit and says when no payouts are recorded', async () => {
    renderOperationPanel(PayoutsPanel, {
      answers: { ...economyAnswers, 'invoices.payouts': data([]) },
    });
    expect(await screen.findByText('Tillgänglig kredit: 100,10 kr')).toBeTruthy();
    expect(screen.getByText('Faktura 5004 (2026-06-01): 100,10 kr')).toBeTruthy();
    expect(screen.getByText('Inga utbetalningar registrerade.')).toBeTruthy();
  });
});
