import { describe, expect, it } from 'vitest';
import { Group } from '../groups.ts';
import { groupsFor } from '../routes.ts';
import { isAddressId } from './address-id.ts';
import { ADDRESS_LIST_PAGE_SIZE, SEARCH_CELL_MAX, truncateSearchCell } from './constants.ts';
import { customerSearchResult, searchInput } from './schemas.ts';
import { SEARCH_TABS, searchTabGroups, visibleSearchTabs } from './tabs.ts';

describe('isAddressId', () => {
  it('accepts 6 to 11 digits and 32 uppercase alphanumerics', () => {
    expect(isAddressId('123456')).toBe(true);
    expect(isAddressId('12345678901')).toBe(true);
    expect(isAddressId('A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6')).toBe(true);
  });

  it('refuses shorter or longer numbers, lowercase hashes and street text', () => {
    expect(isAddressId('12345')).toBe(false);
    expect(isAddressId('123456789012')).toBe(false);
    expect(isAddressId('a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6')).toBe(false);
    expect(isAddressId('A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D')).toBe(false);
    expect(isAddressId('Storgatan 12')).toBe(false);
    expect(isAddressId('')).toBe(false);
  });
});

describe('truncateSearchCell', () => {
  it('cuts cells longer than 50 characters to 47 plus dots and keeps shorter ones', () => {
    expect(truncateSearchCell('x'.repeat(SEARCH_CELL_MAX))).toBe('x'.repeat(50));
    expect(truncateSearchCell('y'.repeat(51))).toBe(`${'y'.repeat(47)}...`);
    expect(truncateSearchCell(null)).toBe('');
  });
});

describe('SEARCH_TABS and visibleSearchTabs', () => {
  it('lists the eight tabs in order with their Swedish labels', () => {
    expect(SEARCH_TABS.map((tab) => [tab.index, tab.label])).toEqual([
      [0, 'Kunder'],
      [1, 'Ärenden'],
      [2, 'Adresser'],
      [3, 'Avtal'],
      [4, 'Adress-ID'],
      [5, 'Leveransadresser'],
      [6, 'Saldo'],
      [7, 'Faktura'],
    ]);
  });

  it('guards each tab with the groups of its page: cases and addresses those of the case page', () => {
    expect(searchTabGroups('customers')).toEqual(groupsFor('searchCustomers'));
    expect(searchTabGroups('cases')).toEqual(groupsFor('case'));
    expect(searchTabGroups('addresses')).toEqual(groupsFor('case'));
    for (const key of ['agreements', 'addressIds', 'deliveryAddresses', 'stock', 'invoices'] as const) {
      expect(searchTabGroups(key)).toEqual(groupsFor('addressSearch'));
    }
    for (const tab of SEARCH_TABS) expect(searchTabGroups(tab.key).length).toBeGreaterThan(0);
  });

  it('shows every tab to staff and none to users without their groups', () => {
    expect(visibleSearchTabs([Group.SAPPIS]).map((tab) => tab.key)).toEqual(
      SEARCH_TABS.map((tab) => tab.key),
    );
    expect(visibleSearchTabs([Group.CANTAB])).toEqual([]);
    expect(visibleSearchTabs([])).toEqual([]);
  });

  it('shows exactly the tabs whose groups the user has', () => {
    for (const group of Object.values(Group)) {
      const shown = visibleSearchTabs([group]).map((tab) => tab.key);
      const allowed = SEARCH_TABS.filter((tab) => searchTabGroups(tab.key).includes(group)).map(
        (tab) => tab.key,
      );
      expect(shown).toEqual(allowed);
    }
  });
});

describe('searchInput', () => {
  it('trims the text and defaults page 1 with 10 hits', () => {
    expect(searchInput.parse({ query: '  Anna ' })).toEqual({ query: 'Anna', page: 1, pageSize: 10 });
  });

  it('refuses empty text with the Swedish message, and bad paging', () => {
    const empty = searchInput.safeParse({ query: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Ange en söktext');
    expect(searchInput.safeParse({ query: 'x'.repeat(101) }).success).toBe(false);
    expect(searchInput.safeParse({ query: 'a', page: 0 }).success).toBe(false);
    expect(searchInput.safeParse({ query: 'a', pageSize: 51 }).success).toBe(false);
    expect(searchInput.parse({ query: 'a', pageSize: ADDRESS_LIST_PAGE_SIZE }).pageSize).toBe(50);
  });
});

describe('customerSearchResult', () => {
  it('carries the external count beside total and hits', () => {
    const parsed = customerSearchResult.parse({ total: 1, external: 1, hits: [] });
    expect(parsed.external).toBe(1);
    expect(customerSearchResult.safeParse({ total: 1, hits: [] }).success).toBe(false);
  });
});
