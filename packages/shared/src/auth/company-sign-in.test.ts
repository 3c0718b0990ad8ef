import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_GROUPS, Group, type GroupName } from '../groups.ts';
import { propertyRuns } from '../testing/property-runs.ts';
import {
  COMPANY_SIGN_IN_REFUSALS,
  claimStrings,
  companySignInRefusalOf,
  type GroupMap,
  mappedGroups,
  parseGroupMap,
} from './company-sign-in.ts';

const idpGroup = fc.string({ minLength: 1, maxLength: 12 });
const groupMap: fc.Arbitrary<GroupMap> = fc
  .dictionary(idpGroup, fc.subarray([...ALL_GROUPS], { minLength: 1 }), { minKeys: 1, maxKeys: 6 })
  .map((entries) => new Map(Object.entries(entries)));

describe('mapping the identity provider’s groups to Sappis groups', () => {
  it('gives exactly the groups the user’s mapped groups name, whatever the order and repeats', () => {
    fc.assert(
      fc.property(groupMap, fc.array(idpGroup, { maxLength: 8 }), (map, userGroups) => {
        const expected = new Set<GroupName>(userGroups.flatMap((group) => map.get(group) ?? []));
        const given = mappedGroups(userGroups, map);
        expect(new Set(given)).toEqual(expected);
        expect(given).toEqual(ALL_GROUPS.filter((group) => expected.has(group)));
        expect(mappedGroups([...userGroups].reverse().concat(userGroups), map)).toEqual(given);
      }),
      { numRuns: propertyRuns(200, 5_000), seed: 29 },
    );
  });

  it('takes a group away when the user leaves the identity provider’s group that gave it', () => {
    fc.assert(
      fc.property(groupMap, (map) => {
        const [first, ...rest] = [...map.keys()];
        const before = mappedGroups([...map.keys()], map);
        const after = mappedGroups(rest, map);
        const onlyFromFirst = (map.get(first as string) ?? []).filter(
          (group) => !rest.some((other) => map.get(other)?.includes(group)),
        );
        expect(after).toEqual(before.filter((group) => !onlyFromFirst.includes(group)));
      }),
      { numRuns: propertyRuns(200, 5_000), seed: 290 },
    );
  });

  it('gives nothing for groups the map does not name', () => {
    const map = parseGroupMap('{"sappis-agenter": "SAPPIS"}', 'Sappa');
    expect(mappedGroups(['alla-anstallda', 'SAPPIS'], map)).toEqual([]);
  });
});

describe('OIDC_GROUP_MAP', () => {
  it('reads a group or a list per identity-provider group, with the product’s groups by their profile names', () => {
    const map = parseGroupMap(
      '{"CN=Sappis IT,OU=Grupper,DC=sappa,DC=se": ["SAPPIS", "SAPPA_IT"], "andralinjen": "EXTENDED_CUSTOMER_SUPPORT"}',
      'Sappa',
    );
    expect(map.get('CN=Sappis IT,OU=Grupper,DC=sappa,DC=se')).toEqual([Group.SAPPIS, Group.PRODUCT_IT]);
    expect(map.get('andralinjen')).toEqual([Group.EXTENDED_CUSTOMER_SUPPORT]);
  });

  it('refuses what would give no group or a group Sappis does not have', () => {
    expect(() => parseGroupMap('SAPPIS', 'Sappa')).toThrow(/not JSON/);
    expect(() => parseGroupMap('["SAPPIS"]', 'Sappa')).toThrow(/JSON object/);
    expect(() => parseGroupMap('{}', 'Sappa')).toThrow(/no group/);
    expect(() => parseGroupMap('{"a": []}', 'Sappa')).toThrow(/no Sappis group/);
    expect(() => parseGroupMap('{"a": ["SAPPIS", "ROOT"]}', 'Sappa')).toThrow(/"ROOT" is no Sappis group/);
    expect(() => parseGroupMap('{"a": "TELIA_IT"}', 'Sappa')).toThrow(/is no Sappis group/);
    expect(() => parseGroupMap('{"a": "{product}_IT"}', 'Sappa')).toThrow(/is no Sappis group/);
    expect(() => parseGroupMap('{"a": 1}', 'Sappa')).toThrow(/is no Sappis group/);
  });
});

describe('the groups claim', () => {
  it('is read by name, else by a dotted path, a single string counting as a list of one', () => {
    const claims = {
      groups: ['a', 2, 'b'],
      'https://sappa.se/groups': 'c',
      realm_access: { roles: ['d'] },
    };
    expect(claimStrings(claims, 'groups')).toEqual(['a', 'b']);
    expect(claimStrings(claims, 'https://sappa.se/groups')).toEqual(['c']);
    expect(claimStrings(claims, 'realm_access.roles')).toEqual(['d']);
    expect(claimStrings(claims, 'realm_access.missing')).toEqual([]);
    expect(claimStrings(claims, 'toString')).toEqual([]);
    expect(claimStrings({ groups: { a: 1 } }, 'groups')).toEqual([]);
  });
});

describe('the refusal on the sign-in page', () => {
  it('is one of the known reasons, each with a Swedish text', () => {
    expect(companySignInRefusalOf('state')).toBe('state');
    expect(companySignInRefusalOf('toString')).toBeUndefined();
    expect(companySignInRefusalOf(undefined)).toBeUndefined();
    for (const text of Object.values(COMPANY_SIGN_IN_REFUSALS)) expect(text).toMatch(/^[A-ZÅÄÖ].*\.$/);
  });
});
