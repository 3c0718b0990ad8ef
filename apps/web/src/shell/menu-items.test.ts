// @vitest-environment node
import { Group } from '@sappis/shared/groups';
import { describe, expect, it } from 'vitest';
import { menuGroups } from './menu-items.ts';

const paths = (groups: string[], section: string) =>
  menuGroups(groups)
    .find((group) => group.section === section)
    ?.items.map((item) => item.path) ?? [];

describe('menuGroups', () => {
  it('gives an agent the main items, Övrigt and Arcade but no admin group', () => {
    const groups = menuGroups([Group.SAPPIS]);
    expect(groups.map((group) => group.label)).toEqual([null, 'Övrigt', 'Arcade']);
    expect(paths([Group.SAPPIS], 'main')).toEqual(
      expect.arrayContaining(['/sappis/cases', '/sappis/support', '/sappis/kampanjer', '/sappis/adresser']),
    );
    expect(paths([Group.SAPPIS], 'arcade')).toEqual(['/pong.html', '/sappybird.html', '/sappybuss.html']);
  });

  it('shows items without roles to everybody', () => {
    expect(paths([], 'ovrigt')).toEqual(['/sappis/middleware']);
    expect(menuGroups([]).map((group) => group.section)).toEqual(['ovrigt']);
  });

  it('adds the admin items a role opens, and only those', () => {
    const admin = paths([Group.SAPPIS, Group.ADMIN], 'admin');
    expect(admin).toEqual(
      expect.arrayContaining(['/sappis/case-queue-manager', '/sappis/tags', '/sappis/groups']),
    );
    expect(admin).not.toContain('/sappis/commerce');
    expect(paths([Group.MARKNAD], 'admin')).toEqual(['/sappis/announcement-manager']);
  });

  it('opens the IT-only pages to the IT group', () => {
    expect(paths([Group.PRODUCT_IT], 'admin')).toEqual(
      expect.arrayContaining(['/sappis/commerce', '/sappis/sync', '/klc/adresser']),
    );
  });

  it('never lists routes without a menu section (customer view, single case, profile)', () => {
    const all = menuGroups([Group.SAPPIS, Group.PRODUCT_IT]).flatMap((group) =>
      group.items.map((item) => item.key),
    );
    expect(all).not.toContain('customer');
    expect(all).not.toContain('case');
    expect(all).not.toContain('profile');
  });
});
