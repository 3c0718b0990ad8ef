import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip.tsx';
import { type CaseListItem, CaseTable } from './case-table.tsx';

afterEach(cleanup);

const ROW: CaseListItem = {
  id: 1,
  number: 700001,
  externalTicketNumber: null,
  header: 'Byte av betalsätt',
  status: { key: 'IN_PROGRESS', id: 2, name: 'Pågående' },
  priority: { key: 'LOWEST', name: 'Lägsta' },
  type: { id: 120, name: 'Byte av betalsätt', category: 'Betalning' },
  ownerGroup: { id: 42, name: 'Kundservice' },
  customerNumber: null,
  customerName: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  locked: true,
  lockedBy: 'agda@sappa.se',
  viewers: [
    { userId: 2, email: 'bo@sappa.se', name: 'Bo Berg', editing: true },
    { userId: 3, email: 'cia@sappa.se', name: 'Cia Ek', editing: false },
  ],
};

describe('CaseTable', () => {
  it('marks locked cases and who views them', () => {
    render(
      <MemoryRouter>
        <TooltipProvider>
          <CaseTable
            cases={[ROW, { ...ROW, id: 2, number: 700002, locked: false, lockedBy: null, viewers: [] }]}
          />
        </TooltipProvider>
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(first as HTMLElement).getByText('Ärendet är låst av: agda@sappa.se')).toBeTruthy();
    expect(within(first as HTMLElement).getByTestId('viewers-mark').textContent).toBe(
      'Visas av: Bo Berg (redigerar), Cia Ek',
    );
    expect(within(second as HTMLElement).queryByTestId('viewers-mark')).toBeNull();
    expect(within(second as HTMLElement).queryByText(/Ärendet är låst/)).toBeNull();
  });
});
