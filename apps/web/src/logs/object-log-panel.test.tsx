import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import ObjectLogPanel from './object-log-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ObjectLogPanel', () => {
  it("shows the customer's log entries with the server's sanitized HTML and the case logs as text", async () => {
    renderOperationPanel(ObjectLogPanel, {
      answers: {
        'logs.objectLog': () => ({
          result: {
            data: [
              {
                id: 71,
                createdBy: 'anna@sappa.se',
                createdAt: '2026-11-01T08:00:00.000Z',
                updatedAt: '2026-11-02T08:00:00.000Z',
                categoryId: 1,
                categoryName: 'Memo',
                safeHtml: '<p>Tekniker <b>bokad</b></p>',
              },
            ],
          },
        }),
        'logs.caseLogs': () => ({
          result: {
            data: [
              {
                id: 1,
                caseNumber: 700500,
                caseHeader: 'Retur: Ånger',
                createdAt: '2026-11-03T08:00:00.000Z',
                userName: 'Bo',
                message: '<b>inte html</b>',
                auto: false,
              },
            ],
          },
        }),
      },
    });
    const log = await screen.findByRole('region', { name: 'Logg' });
    expect(await within(log).findByText('bokad')).toBeTruthy();
    expect(within(log).getByText('bokad').tagName).toBe('B');
    expect(within(log).getByText(/Logg 71 · Memo \(1\) · anna@sappa.se/)).toBeTruthy();
    const cases = screen.getByRole('region', { name: 'Ärendeloggar' });
    expect(await within(cases).findByText('<b>inte html</b>')).toBeTruthy();
    expect(within(cases).getByText(/Ärende 700500 \(Retur: Ånger\)/)).toBeTruthy();
  });
});
