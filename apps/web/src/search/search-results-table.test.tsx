import type { CustomerHit, StockHit } from '@sappis/shared/search/schemas';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIT_KEYS, SEARCH_COLUMNS } from './search-columns.tsx';
import { HIT_PATHS } from './search-paths.ts';
import { SearchResultsTable } from './search-results-table.tsx';

afterEach(cleanup);

const LONG_EMAIL = `${'mycket.lang.epostadress.'.repeat(3)}@exempel.se`;

const customer = (customerNumber: number, overrides: Partial<CustomerHit> = {}): CustomerHit => ({
  source: 'sappa',
  name: `Kund ${customerNumber}`,
  customerNumber,
  mobilePhone: '070-312 45 67',
  email: 'kund@exempel.se',
  personalId: '19800101-1234',
  address: 'Storgatan 12',
  city: 'Stockholm',
  ...overrides,
});

function renderCustomers(hits: CustomerHit[], total: number) {
  const onOpen = vi.fn();
  const onLeaveTop = vi.fn();
  render(
    <SearchResultsTable
      label="Kunder"
      columns={SEARCH_COLUMNS.customers}
      hitKey={HIT_KEYS.customers}
      hitPath={HIT_PATHS.customers}
      hits={hits}
      total={total}
      onOpen={onOpen}
      onLeaveTop={onLeaveTop}
      showAll={<a href="/alla">Visa alla</a>}
    />,
  );
  return { onOpen, onLeaveTop };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Kunder' }))
    .getAllByRole('row')
    .slice(1);

describe('SearchResultsTable', () => {
  it('cuts cells at 50 characters and keeps the full text as the title', () => {
    expect(LONG_EMAIL.length).toBeGreaterThan(50);
    renderCustomers([customer(100001, { email: LONG_EMAIL })], 1);
    const cell = screen.getByTitle(LONG_EMAIL);
    expect(cell.textContent).toBe(`${LONG_EMAIL.slice(0, 47)}...`);
    expect(cell.textContent).toHaveLength(50);
    // Short texts are shown whole, without a title.
    const shortCell = screen.getByText('Storgatan 12');
    expect(shortCell.getAttribute('title')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Namn',
      'Kundnummer',
      'Mobil',
      'E-post',
      'Personnummer',
      'Adress',
      'Ort',
    ]);
  });

  it("shows the empty state 'Sökningen gav inga träffar' without a table or footer", () => {
    renderCustomers([], 0);
    const empty = screen.getByTestId('search-empty');
    expect(empty.textContent).toContain('Sökningen gav inga träffar');
    expect(empty.textContent).toContain('Prova en annan sökning eller byt kategori');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('search-footer')).toBeNull();
  });

  it("footers 'Visar N av M resultat' and offers 'Visa alla' from 10 shown hits", () => {
    const ten = Array.from({ length: 10 }, (_, index) => customer(100001 + index));
    renderCustomers(ten, 37);
    expect(screen.getByTestId('search-footer').textContent).toBe('Visar 10 av 37 resultat');
    expect(screen.getByRole('link', { name: 'Visa alla' })).toBeTruthy();
    cleanup();

    renderCustomers(ten.slice(0, 9), 9);
    expect(screen.getByTestId('search-footer').textContent).toBe('Visar 9 av 9 resultat');
    expect(screen.queryByRole('link', { name: 'Visa alla' })).toBeNull();
  });

  it('moves between hits with the arrow keys and opens one with Enter or a click', () => {
    const hits = [
      customer(400001, { source: 'cantab', name: 'Cantab Kund' }),
      customer(100001),
      customer(100002),
    ];
    const { onOpen, onLeaveTop } = renderCustomers(hits, 3);
    const rows = bodyRows();
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    expect(within(rows[0] as HTMLElement).getByText('Cantab')).toBeTruthy();

    (rows[0] as HTMLElement).focus();
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1] as HTMLElement, { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith('/klc/100001/tjanster', false);

    fireEvent.keyDown(rows[1] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(rows[0]);
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'ArrowUp' });
    expect(onLeaveTop).toHaveBeenCalledOnce();

    fireEvent.click(within(rows[0] as HTMLElement).getByText('Cantab Kund'));
    expect(onOpen).toHaveBeenLastCalledWith('/sappis/cantab/400001', false);
    fireEvent.click(rows[2] as HTMLElement, { ctrlKey: true });
    expect(onOpen).toHaveBeenLastCalledWith('/klc/100002/tjanster', true);
  });

  it('opens nothing for hits without a page (stock balance)', () => {
    const onOpen = vi.fn();
    const stock: StockHit[] = [{ productNumber: 'STB-4K', description: 'TV-box 4K', quantity: 12 }];
    render(
      <SearchResultsTable
        label="Saldo"
        columns={SEARCH_COLUMNS.stock}
        hitKey={HIT_KEYS.stock}
        hitPath={HIT_PATHS.stock}
        hits={stock}
        total={1}
        onOpen={onOpen}
      />,
    );
    const [row] = within(screen.getByRole('table', { name: 'Saldo' }))
      .getAllByRole('row')
      .slice(1);
    fireEvent.keyDown(row as HTMLElement, { key: 'Enter' });
    fireEvent.click(row as HTMLElement);
    expect(onOpen).not.toHaveBeenCalled();
    expect((row as HTMLElement).textContent).toBe('STB-4KTV-box 4K12');
  });
});
