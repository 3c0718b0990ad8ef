import { describe, expect, it } from 'vitest';
import { DEFAULT_TOOL_LINKS, parseToolLinks, toolLinksSchema } from './tool-links.ts';

describe('tool links setting', () => {
  it('reads name=url pairs separated by | or new lines', () => {
    expect(
      parseToolLinks('Kreditupplysning=https://uc.example.se/?a=b | Chattbot=https://bot.example.se'),
    ).toEqual([
      { label: 'Kreditupplysning', href: 'https://uc.example.se/?a=b' },
      { label: 'Chattbot', href: 'https://bot.example.se' },
    ]);
    expect(parseToolLinks('A=https://a.se\nB=http://b.se\n')).toHaveLength(2);
  });

  it('reads a JSON list', () => {
    expect(parseToolLinks('[{"label":"ACS","href":"https://acs.example.se"}]')).toEqual([
      { label: 'ACS', href: 'https://acs.example.se' },
    ]);
  });

  it('refuses pairs without a name and addresses that are not http(s)', () => {
    expect(() => parseToolLinks('https://a.se')).toThrow('saknar namn=adress');
    expect(() => parseToolLinks('X=javascript:alert(1)')).toThrow();
    expect(() => parseToolLinks('[{"label":"","href":"https://a.se"}]')).toThrow();
  });

  it('has valid defaults: the six external tools of document 1', () => {
    expect(toolLinksSchema.parse(DEFAULT_TOOL_LINKS)).toHaveLength(6);
  });
});
