// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickColleague } from './pick-colleague.ts';

const JOHAN = { id: 2, name: 'Johan Eriksson', email: 'johan.eriksson@sappa.se' };
const JOHANNA = { id: 3, name: 'Johanna Berg', email: 'johanna.berg@sappa.se' };

describe('pickColleague', () => {
  it('takes an exact e-mail or name in any case, even among several', () => {
    expect(pickColleague('johan.eriksson@sappa.se', [JOHAN, JOHANNA], false)).toBe(JOHAN);
    expect(pickColleague(' johan eriksson ', [JOHANNA, JOHAN], true)).toBe(JOHAN);
  });

  it("takes the only colleague the server found for exactly the typed text (e.g. 'Johan E')", () => {
    expect(pickColleague('eriks', [JOHAN], true)).toBe(JOHAN);
  });

  it('picks nobody among several, from a list for other text, or when nothing was typed', () => {
    expect(pickColleague('johan', [JOHAN, JOHANNA], true)).toBeNull();
    expect(pickColleague('eriks', [JOHAN], false)).toBeNull();
    expect(pickColleague('  ', [JOHAN], true)).toBeNull();
    expect(pickColleague('johan', undefined, true)).toBeNull();
  });
});
