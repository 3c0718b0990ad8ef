// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageTitleFor } from './page-title.ts';

describe('pageTitleFor', () => {
  it('names the home page on all its paths', () => {
    expect(pageTitleFor('/sappis/hem')).toBe('Välkommen till Sappis');
    expect(pageTitleFor('/sappis')).toBe('Välkommen till Sappis');
    expect(pageTitleFor('/sappis/')).toBe('Välkommen till Sappis');
  });

  it('uses the route table, also with parameters and a trailing slash', () => {
    expect(pageTitleFor('/klc/100234/tjanster')).toBe('Kundbild');
    expect(pageTitleFor('/sappis/cases')).toBe('Alla ärenden');
    expect(pageTitleFor('/sappis/cases/')).toBe('Alla ärenden');
    expect(pageTitleFor('/sappis/cases/5001')).toBe('Ärende');
    expect(pageTitleFor('/sappis/profile')).toBe('Profil');
  });

  it("falls back to 'Meny'", () => {
    expect(pageTitleFor('/sappis/finns-inte')).toBe('Meny');
  });
});
