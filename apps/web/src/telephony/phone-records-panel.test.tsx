import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import { testAgreement, testCustomer, testRow } from '@/customers/testing/customer-fixture.ts';
import PhoneRecordsPanel from './phone-records-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customer = testCustomer({
  agreements: [
    testAgreement(),
    testAgreement({
      agreementNumber: 1000151,
      rows: [testRow({ productNumber: 'TEL', productName: 'Telefoni', category: 'Telefoni' })],
    }),
  ],
});

const record = (phoneNumber: string, minutes: number, amount: number) => ({
  phoneNumber,
  startedAt: '2026-10-02T18:15:00.000Z',
  startCost: 0.49,
  callType: 'Fast',
  minutes,
  amount,
});

const answers = {
  'telephony.periods': () => ({
    result: {
      data: [
        { journalNumber: 'J2026100151', period: '2026-10', calls: 2 },
        { journalNumber: 'J2026090151', period: '2026-09', calls: 1 },
      ],
    },
  }),
  'telephony.specification': (input: unknown) => {
    const { journalNumber } = input as { journalNumber: string };
    const october = journalNumber === 'J2026100151';
    const records = october
      ? [record('031-111111', 10.5, 3.54), record('070-2222222', 2, 2.07)]
      : [record('08-333333', 1, 0.78)];
    return {
      result: {
        data: {
          journalNumber,
          period: october ? '2026-10' : '2026-09',
          records,
          sums: october
            ? { calls: 2, minutes: 12.5, startCost: 0.98, amount: 5.61 }
            : { calls: 1, minutes: 1, startCost: 0.49, amount: 0.78 },
        },
      },
    };
  },
};

describe('PhoneRecordsPanel', () => {
  it('shows the newest period with the six columns and the sum row, and another period when picked', async () => {
    renderOperationPanel(PhoneRecordsPanel, { customer, answers, params: 'agreement=1000151' });
    const table = await screen.findByTestId('phone-specification');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Telefonnummer', 'Starttid', 'Startkostnad', 'Samtalstyp', 'Minuter', 'Belopp']);
    expect(screen.getByText('031-111111')).toBeTruthy();
    const sums = screen.getByTestId('phone-sums').textContent ?? '';
    expect(sums).toContain('Summa (2 samtal)');
    expect(sums).toContain('12,50');
    expect(sums).toMatch(/5,61\s*kr/);

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'J2026090151' } });
    expect(await screen.findByText('08-333333')).toBeTruthy();
    expect(screen.getByTestId('phone-sums').textContent).toContain('Summa (1 samtal)');
  });

  it('picks the telephony agreement when opened without one, and says when there are no calls', async () => {
    renderOperationPanel(PhoneRecordsPanel, {
      customer,
      answers: { 'telephony.periods': () => ({ result: { data: [] } }) },
      params: '',
    });
    expect((screen.getByLabelText('Avtal') as HTMLSelectElement).value).toBe('1000151');
    expect(await screen.findByText('Avtalet har inga samtal.')).toBeTruthy();
  });
});
