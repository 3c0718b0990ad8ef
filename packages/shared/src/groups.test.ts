import { describe, expect, it } from 'vitest';
import { Group, hasAnyGroup } from './groups.ts';

describe('hasAnyGroup', () => {
  it('shows an item that lists no roles to everybody', () => {
    expect(hasAnyGroup([], [])).toBe(true);
    expect(hasAnyGroup([], undefined)).toBe(true);
  });

  it('needs any one of the listed roles', () => {
    expect(hasAnyGroup([Group.SAPPIS], [Group.ADMIN, Group.SAPPIS])).toBe(true);
    expect(hasAnyGroup([Group.SAPPIS], [Group.ADMIN, Group.PRODUCT_IT])).toBe(false);
  });

  it('names the product groups after the brand', () => {
    expect(Group.PRODUCT_IT).toBe('SAPPA_IT');
    expect(Group.PRODUCT_TEKNIK).toBe('SAPPA_TEKNIK');
  });
});
