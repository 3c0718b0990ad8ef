import { ADDRESS_SEARCH_TEXTS } from '@sappis/shared/addresses/address-search';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOperationPanel } from '@/agreements/testing/operation-fixtures.tsx';
import VerifyAddressPanel from './verify-address-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hit = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  composite: `Kortvägen ${id}, 413 02 Göteborg`,
  street: 'Kortvägen',
  number: id,
  entrance: null,
  apartment: null,
  zipCode: '41302',
  city: 'Göteborg',
  accesses: [],
  selectable: true,
  disconnectedOn: null,
  purchaseBlocked: false,
  refusal: null,
  ...overrides,
});

const search = (total: number, hits: ReturnType<typeof hit>[]) => ({
  'addresses.verifySearch': () => ({
    result: {
      data: {
        total,
        summary: total >= 50 ? ADDRESS_SEARCH_TEXTS.tooMany : `${total} adresser hittades`,
        hits,
      },
    },
  }),
});

const searchFor = (text: string) => {
  fireEvent.change(screen.getByLabelText('Gata och nummer'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
};

describe('VerifyAddressPanel', () => {
  it("disables 'Ej valbar *' hits, shows passed disconnections and offers confirm for a picked hit", async () => {
    renderOperationPanel(VerifyAddressPanel, {
      answers: search(3, [
        hit('1'),
        hit('2', { selectable: false }),
        hit('4', { disconnectedOn: '2024-06-30' }),
      ]),
    });
    searchFor('Kortvägen');
    expect(await screen.findByText('3 adresser hittades')).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.disabled)).toEqual([false, true, false]);
    expect(screen.getByText(ADDRESS_SEARCH_TEXTS.notSelectable)).toBeTruthy();
    expect(screen.getByText(/Frånkopplad 2024-06-30/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bekräfta adress' })).toBeNull();
    fireEvent.click(radios[0] as HTMLInputElement);
    expect(screen.getByRole('button', { name: 'Bekräfta adress' })).toBeTruthy();
  });

  it('says to specify the search at 50 hits or more', async () => {
    renderOperationPanel(VerifyAddressPanel, { answers: search(60, [hit('1')]) });
    searchFor('Långgatan');
    expect(await screen.findByText(ADDRESS_SEARCH_TEXTS.tooMany)).toBeTruthy();
  });
});
