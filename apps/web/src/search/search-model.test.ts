// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resultFooterText, showsAllLink, tabLabel, tabWithHits } from './search-model.ts';
import { customerHitPath, customerResultsPath, HIT_PATHS } from './search-paths.ts';

describe('search model', () => {
  it("words the footer and shows 'Visa alla' from 10 hits", () => {
    expect(resultFooterText(10, 134)).toBe('Visar 10 av 134 resultat');
    expect(showsAllLink(9)).toBe(false);
    expect(showsAllLink(10)).toBe(true);
    expect(tabLabel('Kunder', undefined)).toBe('Kunder');
    expect(tabLabel('Kunder', 0)).toBe('Kunder (0)');
  });

  it('sends hits to their pages', () => {
    expect(customerHitPath({ source: 'sappa', customerNumber: 100001 })).toBe('/klc/100001/tjanster');
    expect(customerHitPath({ source: 'cantab', customerNumber: 400001 })).toBe('/sappis/cantab/400001');
    expect(customerHitPath({ source: 'bitcom', customerNumber: 450001 })).toBe('/sappis/bitcom/450001');
    // An address opens its page (accesses, agreements, customers); an invoice opens that invoice.
    expect(HIT_PATHS.addresses({ id: '5512300' } as never)).toBe('/sappis/adresser/5512300');
    expect(HIT_PATHS.cases({ caseNumber: 700001 } as never)).toBe('/sappis/cases/700001');
    expect(HIT_PATHS.invoices({ customerNumber: 100002, invoiceNumber: 10000202 })).toBe(
      '/klc/100002/tjanster?panel=invoices&invoice=10000202',
    );
    expect(customerResultsPath('Anna Berg/AB')).toBe('/sappis/search/Anna%20Berg%2FAB/kunder?page=1');
  });
});

describe('tabWithHits', () => {
  const tabs = ['customers', 'cases', 'addresses', 'addressIds'] as const;

  it('shows the first tab with hits once the tabs before it have answered', () => {
    expect(tabWithHits(tabs, { customers: 0, cases: 0, addresses: 1, addressIds: 3 })).toBe('addresses');
    expect(tabWithHits(tabs, { customers: 2, addresses: 1 })).toBe('customers');
    expect(tabWithHits(tabs, { customers: 0, cases: 0, addresses: 0, addressIds: 3 })).toBe('addressIds');
  });

  it('stays on the first tab while an earlier tab has not answered, and when nothing was found', () => {
    expect(tabWithHits(tabs, { customers: 0, addresses: 1 })).toBe('customers');
    expect(tabWithHits(tabs, {})).toBe('customers');
    expect(tabWithHits(tabs, { customers: 0, cases: 0, addresses: 0, addressIds: 0 })).toBe('customers');
    expect(tabWithHits(['cases', 'stock'], { cases: 0, stock: 4 })).toBe('stock');
  });
});
