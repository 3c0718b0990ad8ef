// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressPagePath, addressSearchPath, customerViewPath, opensInNewTab } from './app-paths.ts';

describe('app paths', () => {
  it('lead to the customer view and the address search', () => {
    expect(customerViewPath(100234)).toBe('/klc/100234/tjanster');
    expect(addressSearchPath('Storgatan 12')).toBe('/sappis/adresser?query=Storgatan%2012');
    expect(addressPagePath('5512300')).toBe('/sappis/adresser/5512300');
  });
});

describe('opensInNewTab', () => {
  it('opens the customer view, the address register and a case page in a new tab', () => {
    expect(opensInNewTab(customerViewPath(100234))).toBe(true);
    expect(opensInNewTab(`${customerViewPath(100234)}?panel=invoices`)).toBe(true);
    expect(opensInNewTab(addressSearchPath('Storgatan 12'))).toBe(true);
    expect(opensInNewTab('/sappis/adresser')).toBe(true);
    expect(opensInNewTab(addressPagePath('5512300'))).toBe(true);
    expect(opensInNewTab('/sappis/cases/700010')).toBe(true);
  });

  it('keeps other pages in the same tab', () => {
    expect(opensInNewTab('/sappis/cases')).toBe(false);
    expect(opensInNewTab('/sappis/search/Berg/kunder?page=1')).toBe(false);
    expect(opensInNewTab('/sappis/adresserna')).toBe(false);
    expect(opensInNewTab('/klc/adresser')).toBe(false);
  });
});
