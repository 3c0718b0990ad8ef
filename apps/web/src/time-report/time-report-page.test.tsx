import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithApi } from '@/test/render-with-api.tsx';
import { TimeReportPage } from './time-report-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CATEGORIES = [
  { id: 1, code: 'PHONE', name: 'Kundtjänst telefon' },
  { id: 2, code: 'CASES', name: 'Ärendehantering' },
];

function api(options: { entries?: unknown[]; teams?: unknown[] } = {}) {
  const saved: unknown[] = [];
  mockApi({
    'timeReport.categories': () => ({ result: { data: CATEGORIES } }),
    'timeReport.period': () => ({
      result: {
        data: {
          from: '2026-11-23',
          to: '2026-11-29',
          today: '2026-11-24',
          firstOpenDay: '2026-10-01',
          entries: options.entries ?? [],
        },
      },
    }),
    'timeReport.teamTotals': () => ({
      result: { data: { from: '2026-11-23', to: '2026-11-29', teams: options.teams ?? [] } },
    }),
    'timeReport.save': (input) => {
      saved.push(input);
      return { result: { data: { entryId: 9 } } };
    },
  });
  return saved;
}

describe('TimeReportPage', () => {
  it('shows the empty week and refuses hours that are not whole quarter hours before asking the server', async () => {
    const saved = api();
    renderWithApi(<TimeReportPage />);
    expect(await screen.findByText('Ingen tid rapporterad den här veckan.')).toBeTruthy();
    expect(screen.getByTestId('time-period-title').textContent).toBe('Vecka 48 (23/11–29/11 2026)');
    fireEvent.change(screen.getByLabelText('Timmar'), { target: { value: '7,3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange timmar i hela kvartar, t.ex. 7,5 eller 7,75.')).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(screen.getByLabelText('Timmar'), { target: { value: '7,5' } });
    fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ day: '2026-11-24', categoryId: 2, minutes: 450, note: '' });
  });

  it('sums the week and shows a lead the team totals', async () => {
    api({
      entries: [
        { id: 1, day: '2026-11-23', categoryId: 1, minutes: 450, note: '' },
        { id: 2, day: '2026-11-24', categoryId: 2, minutes: 480, note: 'Kö 3' },
      ],
      teams: [
        {
          id: 1,
          name: 'Kundtjänst',
          totalMinutes: 600,
          members: [
            {
              userId: 5,
              name: 'Anna Lindqvist',
              totalMinutes: 600,
              byCategory: [{ categoryId: 1, minutes: 600 }],
            },
          ],
        },
      ],
    });
    renderWithApi(<TimeReportPage />);
    expect((await screen.findByTestId('week-total')).textContent).toBe('15,5');
    expect(screen.getByText('Mitt team: Kundtjänst')).toBeTruthy();
    expect(screen.getByText('Anna Lindqvist')).toBeTruthy();
    expect(screen.getByTestId('team-total').textContent).toBe('10');
  });
});
