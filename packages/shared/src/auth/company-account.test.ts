import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Group } from '../groups.ts';
import { isStorableText } from '../input/safe-input.ts';
import { propertyRuns } from '../testing/property-runs.ts';
import { companyAccountOf } from './company-account.ts';
import { parseGroupMap } from './company-sign-in.ts';

const options = {
  subject: 'a1b2c3',
  issuer: new URL('https://login.sappa.se/realms/personal'),
  groupsClaim: 'groups',
  groupMap: parseGroupMap('{"sappis-agenter": "SAPPIS", "sappis-ekonomi": ["SAPPIS", "ECONOMY"]}', 'Sappa'),
};

describe('the Sappis user of a company account', () => {
  it('takes username, names, e-mail and mapped groups from the standard claims', () => {
    const claims = {
      preferred_username: 'anna.svensson',
      email: 'anna.svensson@sappa.se',
      given_name: 'Anna',
      family_name: 'Svensson',
      groups: ['sappis-ekonomi', 'alla-anstallda'],
    };
    expect(companyAccountOf(claims, options)).toEqual({
      username: 'anna.svensson',
      email: 'anna.svensson@sappa.se',
      firstName: 'Anna',
      lastName: 'Svensson',
      groups: [Group.SAPPIS, Group.ECONOMY],
    });
  });

  it('falls back to the e-mail address, the full name and the subject when claims are missing', () => {
    expect(companyAccountOf({ email: 'bo@sappa.se', name: 'Bo van der Berg' }, options)).toMatchObject({
      username: 'bo@sappa.se',
      firstName: 'Bo',
      lastName: 'van der Berg',
      groups: [],
    });
    expect(companyAccountOf({}, options)).toEqual({
      username: 'a1b2c3',
      email: 'a1b2c3@login.sappa.se',
      firstName: 'a1b2c3',
      lastName: '',
      groups: [],
    });
  });

  it('keeps every field storable and within its column, whatever the provider sends', () => {
    const claim = fc.oneof(fc.string({ maxLength: 250 }), fc.integer(), fc.constant(null));
    fc.assert(
      fc.property(
        fc.record({
          preferred_username: claim,
          email: claim,
          given_name: claim,
          family_name: claim,
          name: claim,
        }),
        (claims) => {
          const account = companyAccountOf(claims, options);
          for (const [field, max] of [
            ['username', 100],
            ['firstName', 100],
            ['lastName', 100],
            ['email', 200],
          ] as const) {
            expect(account[field].length).toBeLessThanOrEqual(max);
            expect(isStorableText(account[field])).toBe(true);
          }
          expect(account.username).not.toBe('');
          expect(account.firstName).not.toBe('');
        },
      ),
      { numRuns: propertyRuns(300, 10_000), seed: 29 },
    );
  });
});
