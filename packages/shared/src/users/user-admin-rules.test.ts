import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_GROUPS, Group } from '../groups.ts';
import {
  canChangeGroup,
  canChangeUser,
  grantableGroups,
  membershipSchema,
  newUserSchema,
  PRIVILEGED_GROUPS,
} from './user-admin-rules.ts';

describe('user administration rules', () => {
  it('lets ADMIN and {product}_IT give every group', () => {
    for (const caller of [[Group.ADMIN], [Group.PRODUCT_IT]]) {
      expect(grantableGroups(caller)).toEqual(ALL_GROUPS);
    }
  });

  it('lets THIRD_LINE give every group but ADMIN and {product}_IT', () => {
    const grantable = grantableGroups([Group.SAPPIS, Group.THIRD_LINE]);
    expect(grantable).not.toContain(Group.ADMIN);
    expect(grantable).not.toContain(Group.PRODUCT_IT);
    expect(grantable).toContain(Group.SAPPIS);
    expect(grantable).toContain(Group.THIRD_LINE);
  });

  it('lets nobody outside the route groups change anything', () => {
    fc.assert(
      fc.property(fc.subarray([...ALL_GROUPS]), fc.constantFrom(...ALL_GROUPS), (groups, group) => {
        const outside = groups.filter(
          (candidate) =>
            candidate !== Group.ADMIN && candidate !== Group.PRODUCT_IT && candidate !== Group.THIRD_LINE,
        );
        expect(canChangeGroup(outside, group)).toBe(false);
        expect(canChangeUser(outside, [])).toBe(false);
      }),
    );
  });

  it('keeps administrators out of THIRD_LINE reach', () => {
    expect(canChangeUser([Group.THIRD_LINE], [Group.SAPPIS])).toBe(true);
    for (const privileged of PRIVILEGED_GROUPS) {
      expect(canChangeUser([Group.THIRD_LINE], [Group.SAPPIS, privileged])).toBe(false);
      expect(canChangeUser([Group.ADMIN], [privileged])).toBe(true);
    }
  });

  it('validates a new user and a membership', () => {
    const valid = {
      username: 'anna.s',
      firstName: 'Anna',
      lastName: 'Svensson',
      email: 'anna@example.se',
      employeeNumber: 'E123',
      password: 'ett-langt-losenord',
      groups: [Group.SAPPIS],
    };
    expect(newUserSchema.safeParse(valid).success).toBe(true);
    expect(newUserSchema.safeParse({ ...valid, password: 'kort' }).error?.issues[0]?.message).toBe(
      'Lösenordet måste ha minst 12 tecken.',
    );
    expect(newUserSchema.safeParse({ ...valid, username: 'anna svensson' }).success).toBe(false);
    expect(newUserSchema.safeParse({ ...valid, groups: ['ROOT'] }).success).toBe(false);
    expect(membershipSchema.safeParse({ userId: 1, group: 'ROOT' }).error?.issues[0]?.message).toBe(
      'Gruppen finns inte.',
    );
  });
});
