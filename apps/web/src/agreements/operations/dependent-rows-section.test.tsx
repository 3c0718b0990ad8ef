import type { KeptRow } from '@sappis/shared/agreements/operations/dependent-rows/keep-rows';
import type { PlannedDependentRow } from '@sappis/shared/agreements/operations/plan';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DependentRowsSection } from './dependent-rows-section.tsx';

afterEach(cleanup);

// 1000121 of the demo after ending Sappa Mix 10: the hire box ends with it, the card pauses with a pause.
const ROWS: PlannedDependentRow[] = [
  {
    rowId: 128,
    productName: 'Hyrbox HD',
    kind: 'TV',
    endDate: '2027-01-31',
    returnDates: [],
    hardware: true,
    keptReason: null,
  },
  {
    rowId: 129,
    productName: 'Programkort',
    kind: 'TV',
    endDate: '2027-01-31',
    returnDates: ['2027-03-01'],
    hardware: false,
    keptReason: null,
  },
];

// 1000131 of the demo when its broadband is continued: the hire router ended with it and comes back with it.
const CONTINUED: PlannedDependentRow[] = [
  {
    rowId: 140,
    productName: 'Hyrrouter Wi-Fi 6 Mesh',
    kind: 'BREDBAND',
    endDate: '2027-01-31',
    returnDates: ['2027-02-01'],
    hardware: true,
    keptReason: null,
    continues: true,
  },
];

/** A form holding keepRows as the operation forms do, showing what it would submit. */
function Form({ rows = ROWS }: { rows?: PlannedDependentRow[] }) {
  const [kept, setKept] = useState<KeptRow[]>([]);
  return (
    <>
      <DependentRowsSection rows={rows} kept={kept} onChange={setKept} />
      <output data-testid="submitted">{JSON.stringify(kept)}</output>
    </>
  );
}

describe('DependentRowsSection', () => {
  it('lists each row ticked with what happens to it, and offers the return case for the ending hire box', () => {
    render(<Form />);
    expect((screen.getByRole('checkbox', { name: 'Hyrbox HD' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Hyrbox HD avslutas 2027-01-31 med tjänsten')).toBeTruthy();
    expect(
      screen.getByText('Programkort pausas med tjänsten: sista dag 2027-01-31, tillbaka 2027-03-01'),
    ).toBeTruthy();
    expect(screen.getByText('Hyrd utrustning avslutas: skapa ett returärende efteråt.')).toBeTruthy();
  });

  it('an untick asks why, and the reason goes into the choices', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hyrbox HD' }));
    expect(screen.getByRole('alert').textContent).toBe('Ange varför Hyrbox HD ska vara kvar');
    fireEvent.change(screen.getByRole('textbox', { name: 'Varför ska Hyrbox HD vara kvar?' }), {
      target: { value: 'Kunden köper boxen' },
    });
    expect(screen.getByTestId('submitted').textContent).toBe('[{"rowId":128,"reason":"Kunden köper boxen"}]');
    expect(screen.queryByText('Hyrd utrustning avslutas: skapa ett returärende efteråt.')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hyrbox HD' }));
    expect(screen.getByTestId('submitted').textContent).toBe('[]');
  });

  it('on a continue, names what comes back with the service; an untick asks why it should not, and offers no return', () => {
    render(<Form rows={CONTINUED} />);
    expect(screen.getByText('De här raderna avslutades med tjänsten och fortsätter med den.')).toBeTruthy();
    expect(screen.getByText('Hyrrouter Wi-Fi 6 Mesh fortsätter med tjänsten från 2027-02-01')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hyrrouter Wi-Fi 6 Mesh' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Ange varför Hyrrouter Wi-Fi 6 Mesh inte ska fortsätta',
    );
    fireEvent.change(
      screen.getByRole('textbox', { name: 'Varför ska Hyrrouter Wi-Fi 6 Mesh inte fortsätta?' }),
      { target: { value: 'Kunden har egen router' } },
    );
    expect(screen.getByText('Hyrrouter Wi-Fi 6 Mesh fortsätter inte: Kunden har egen router')).toBeTruthy();
    expect(screen.queryByText('Hyrd utrustning avslutas: skapa ett returärende efteråt.')).toBeNull();
  });
});
