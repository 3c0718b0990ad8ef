import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AgreementRowsTable } from './agreement-rows-table.tsx';
import { testRow } from './testing/customer-fixture.ts';

afterEach(cleanup);

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

describe('AgreementRowsTable', () => {
  it('shows channels under an ended package as ended, not under one that ends later', () => {
    render(
      <MemoryRouter>
        <AgreementRowsTable
          rows={[
            testRow({ id: 1, rowNumber: 1, productNumber: 'TVMIX10', endDate: '2020-01-31' }),
            testRow({ id: 2, rowNumber: 2, parentRowId: 1, productNumber: 'KAN020', price: 0 }),
            testRow({ id: 3, rowNumber: 3, productNumber: 'TVMIX5', endDate: '2099-01-31' }),
            testRow({ id: 4, rowNumber: 4, parentRowId: 3, productNumber: 'KAN021', price: 0 }),
          ]}
        />
      </MemoryRouter>,
    );
    const ended = (productNumber: string) =>
      screen.getByRole('cell', { name: productNumber }).closest('tr')?.dataset.ended;
    expect([ended('TVMIX10'), ended('KAN020'), ended('TVMIX5'), ended('KAN021')]).toEqual([
      'true',
      'true',
      undefined,
      undefined,
    ]);
  });

  it('groups rows by type with prices, Kollektiv, cards and ended rows red', () => {
    render(
      <MemoryRouter>
        <AgreementRowsTable
          rows={[
            testRow({
              id: 1,
              rowNumber: 1,
              productName: 'Sappa Mix 10 med extra allt och lite till',
              price: 299.5,
            }),
            testRow({
              id: 2,
              rowNumber: 2,
              parentRowId: 1,
              productNumber: 'RABATT',
              price: -100,
              endDate: '2020-01-01',
            }),
            testRow({
              id: 3,
              rowNumber: 3,
              type: 'HARDWARE',
              productType: 'HARDWARE',
              card: 0,
              priceList: 37,
              price: 0,
            }),
            testRow({
              id: 4,
              rowNumber: 4,
              type: 'HARDWARE',
              productType: 'HARDWARE',
              card: 910,
              priceList: 42,
              price: 150,
            }),
            testRow({ id: 5, rowNumber: 5, campaignPrice: 199, price: 399, campaignEndDate: '2099-01-01' }),
            // A pause fee and a compensation credit (quantity -1) charge once, not per month.
            testRow({
              id: 6,
              rowNumber: 6,
              type: 'EXTRA_BILLING',
              productNumber: 'PAUS',
              productName: 'Pausavgift',
              priceList: 31,
              price: 295,
            }),
            testRow({
              id: 7,
              rowNumber: 7,
              type: 'EXTRA_BILLING',
              productNumber: 'KOMPENSATION',
              productName: 'Kompensation',
              priceList: 31,
              price: 150,
              quantity: -1,
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const services = screen.getByTestId('row-group-SERVICE');
    expect(within(services).getByText('Tjänster')).toBeTruthy();
    expect(within(services).getByText('Sappa Mix 10 med extra allt och ...')).toBeTruthy();
    expect(within(services).getByText('299,50 kr/mån')).toBeTruthy();
    expect(within(services).getByText('-100 kr/mån').closest('tr')?.dataset.ended).toBe('true');
    expect(within(services).getByText('199 kr/mån')).toBeTruthy();
    const hardware = screen.getByTestId('row-group-HARDWARE');
    expect(within(hardware).getByText('Ej aktiv')).toBeTruthy();
    expect(within(hardware).getByText('Ja')).toBeTruthy();
    expect(within(hardware).getByText('Under transport')).toBeTruthy();
    // A one-off amount reads like every price, with 'engångs' as a label of its own beside it.
    const oneOff = (group: HTMLElement, amount: string) => within(group).getByText(amount).textContent;
    expect(oneOff(hardware, '150 kr')).toBe('150 krengångs');
    const extra = screen.getByTestId('row-group-EXTRA_BILLING');
    expect(oneOff(extra, '295 kr')).toBe('295 krengångs');
    expect(oneOff(extra, '-150 kr')).toBe('-150 krengångs');
    expect(extra.textContent).not.toContain('kr/mån');
  });

  it("shows what each row bills: a discount included in its campaign price, 'Kampanj' only while it runs, a later row at its start day's price", () => {
    render(
      <MemoryRouter>
        <AgreementRowsTable
          rows={[
            testRow({
              id: 1,
              rowNumber: 1,
              productNumber: 'TVMIX5',
              price: 199,
              campaignId: 7,
              campaignPrice: 99,
              campaignEndDate: '2099-03-31',
            }),
            testRow({
              id: 2,
              rowNumber: 2,
              parentRowId: 1,
              productNumber: 'RABATT',
              price: -100,
              campaignId: 7,
            }),
            testRow({
              id: 3,
              rowNumber: 3,
              productNumber: 'TVSPORT',
              price: 349,
              campaignId: 8,
              campaignPrice: 249,
              campaignEndDate: '2020-01-31',
            }),
            // A pause's return after the campaign has ended: it bills the ordinary price from its start day.
            testRow({
              id: 4,
              rowNumber: 4,
              productNumber: 'TVMIX10',
              price: 399,
              campaignId: 9,
              campaignPrice: 199.5,
              campaignEndDate: '2099-03-31',
              startDate: '2099-12-01',
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const cells = (productNumber: string) =>
      screen.getByRole('cell', { name: productNumber }).closest('tr') as HTMLElement;
    const price = (productNumber: string) =>
      within(cells(productNumber)).getAllByRole('cell')[2]?.textContent;
    expect(price('TVMIX5')).toBe('99 kr/månKampanj');
    expect(price('RABATT')).toBe('Ingår i kampanjpris');
    expect(price('TVSPORT')).toBe('349 kr/mån');
    expect(price('TVMIX10')).toBe('399 kr/mån');
    expect(within(cells('TVMIX10')).getByText('399 kr/mån').title).toBe('Pris från 2099-12-01');
  });

  it("opens a row's product number, Kollektiv and card in a line under it (the compact table's secondary columns)", () => {
    render(
      <MemoryRouter>
        <AgreementRowsTable
          rows={[
            testRow({ id: 1, rowNumber: 1, productName: 'Bredband 250/250' }),
            testRow({
              id: 2,
              rowNumber: 2,
              type: 'HARDWARE',
              productType: 'HARDWARE',
              productNumber: 'BOX015',
              productName: 'Hyrbox HD',
              card: 0,
              priceList: 37,
            }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('row-details')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Visa mer om Hyrbox HD' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = screen.getByTestId('row-details');
    expect(details.previousElementSibling?.textContent).toContain('Hyrbox HD');
    expect(details.textContent).toBe('Produktnummer:BOX015Kollektiv:JaKort:Ej aktiv');
    fireEvent.click(screen.getByRole('button', { name: 'Visa mer om Bredband 250/250' }));
    expect(screen.getAllByTestId('row-details')[0]?.textContent).not.toContain('Kort');
    fireEvent.click(toggle);
    expect(screen.getAllByTestId('row-details')).toHaveLength(1);
  });

  it("offers 'Ändra datum' in the date cell of rows that have not ended", () => {
    render(
      <MemoryRouter>
        <AgreementRowsTable
          rows={[
            testRow({ id: 1, rowNumber: 1, productName: 'Bredband 250/250' }),
            testRow({ id: 2, rowNumber: 2, productName: 'Gammal tjänst', endDate: '2020-01-01' }),
          ]}
        />
        <Location />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Ändra datum: Gammal tjänst' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ändra datum: Bredband 250/250' }));
    expect(screen.getByTestId('location').textContent).toBe('?panel=edit-row-dates&row=1');
  });

  it("marks a row whose activation failed in red with the partner's message, and one whose deactivation waits with its day", () => {
    render(
      <MemoryRouter>
        <AgreementRowsTable
          rows={[
            testRow({
              id: 1,
              rowNumber: 1,
              productNumber: 'BAS250',
              provisioning: {
                status: 'PROCESS_NEW_ORDER_FAILED',
                action: 'ACTIVATE',
                dueOn: '2026-01-01',
                message: 'Porten används av en annan tjänst',
              },
            }),
            testRow({
              id: 2,
              rowNumber: 2,
              productNumber: 'TVSTART',
              provisioning: {
                status: 'PENDING_AUTO',
                action: 'DEACTIVATE',
                dueOn: '2099-02-01',
                message: null,
              },
            }),
            testRow({
              id: 3,
              rowNumber: 3,
              productNumber: 'PLAY',
              provisioning: { status: 'DONE', action: 'ACTIVATE', dueOn: '2026-01-01', message: null },
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const pills = screen.getAllByTestId('row-provisioning');
    expect(pills.map((pill) => [pill.textContent, pill.title])).toEqual([
      ['Aktivering misslyckades', 'Porten används av en annan tjänst'],
      ['Avaktivering 2099-02-01', 'Väntar på automatisk hantering'],
    ]);
    expect(pills[0]?.closest('tr')).toBe(screen.getByRole('cell', { name: 'BAS250' }).closest('tr'));
  });
});
