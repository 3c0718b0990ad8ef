import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryEntry, type HistoryEntryData } from './history-entry.tsx';

afterEach(cleanup);

const entry = (overrides: Partial<HistoryEntryData>): HistoryEntryData => ({
  id: '1',
  createdAt: '2026-11-20T09:30:00.000Z',
  action: 'agreement.terminate',
  user: { id: 7, name: 'Anna Lindqvist' },
  agreementNumber: 1000141,
  caseNumber: null,
  row: null,
  record: null,
  ...overrides,
});

const record = {
  endedRows: [{ productName: 'Sappa Play', endDate: '2027-01-31' }],
  cancelledRows: [],
  changedRows: [],
  startedRows: [],
  targetRows: [],
  targetAgreementNumber: null,
  cases: [{ number: 5001, header: 'Uppsägning Sappa Play' }],
  emails: [{ subject: 'Bekräftelse på uppsägning', sent: true }],
  billing: ['Månadskostnad för avtalet: 548,00 kr/mån → 499,00 kr/mån från 2027-02-01'],
  keptRows: [{ productName: 'Hyrbox HD', reason: 'Kunden köper boxen' }],
};

describe('HistoryEntry', () => {
  it('says what was done in Swedish, by whom, on which agreement, and what the operation did', () => {
    render(
      <ul>
        <HistoryEntry entry={entry({ record })} />
      </ul>,
    );
    const item = screen.getByRole('listitem', { name: 'Avsluta avtal' });
    expect(item.textContent).toContain('Avtal 1000141 · Anna Lindqvist');
    expect(item.textContent).toContain('Avslutas 2027-01-31: Sappa Play');
    expect(item.textContent).toContain('Ärende 5001 skapat: Uppsägning Sappa Play');
    expect(item.textContent).toContain('E-post skickad: Bekräftelse på uppsägning');
    expect(item.textContent).toContain(
      'Månadskostnad för avtalet: 548,00 kr/mån → 499,00 kr/mån från 2027-02-01',
    );
    expect(item.textContent).toContain('Behålls utan tjänst: Hyrbox HD (Kunden köper boxen)');
  });

  it('names the row of a row write, the case of a case, and the system when no user wrote it', () => {
    render(
      <ul>
        <HistoryEntry
          entry={entry({ action: 'hardware.pair', row: { id: 3, productName: 'Programkort' }, user: null })}
        />
        <HistoryEntry
          entry={entry({ id: '2', action: 'case.create', agreementNumber: null, caseNumber: 5001 })}
        />
      </ul>,
    );
    expect(screen.getByRole('listitem', { name: 'Para & uppdatera' }).textContent).toContain(
      'Avtal 1000141 · rad Programkort · Systemet',
    );
    expect(screen.getByRole('listitem', { name: 'Ärende skapat' }).textContent).toContain(
      'Ärende 5001 · Anna Lindqvist',
    );
  });
});
