import { describe, expect, it } from 'vitest';
import { ALL_GROUPS, Group, groupIdsOf, groupName, hasAnyGroup } from './groups.ts';
import { DEFAULT_PRODUCT_NAME, productNameSchema, withProductName } from './product.ts';

describe('hasAnyGroup', () => {
  it('shows an item that lists no roles to everybody', () => {
    expect(hasAnyGroup([], [])).toBe(true);
    expect(hasAnyGroup([], undefined)).toBe(true);
  });

  it('needs any one of the listed roles', () => {
    expect(hasAnyGroup([Group.SAPPIS], [Group.ADMIN, Group.SAPPIS])).toBe(true);
    expect(hasAnyGroup([Group.SAPPIS], [Group.ADMIN, Group.PRODUCT_IT])).toBe(false);
  });
});

describe('groups named after the product', () => {
  it("are 'SAPPA_IT' and 'SAPPA_TEKNIK' with the default product name, others keep their name", () => {
    expect(DEFAULT_PRODUCT_NAME).toBe('Sappa');
    expect(groupName(Group.PRODUCT_IT, DEFAULT_PRODUCT_NAME)).toBe('SAPPA_IT');
    expect(groupName(Group.PRODUCT_TEKNIK, DEFAULT_PRODUCT_NAME)).toBe('SAPPA_TEKNIK');
    expect(groupName(Group.ADMIN, DEFAULT_PRODUCT_NAME)).toBe('ADMIN');
  });

  it('follow another product name, both ways', () => {
    expect(groupName(Group.PRODUCT_IT, 'Telia')).toBe('TELIA_IT');
    expect(groupIdsOf(['SAPPIS', 'TELIA_IT', 'TELIA_TEKNIK'], 'Telia')).toEqual([
      Group.SAPPIS,
      Group.PRODUCT_IT,
      Group.PRODUCT_TEKNIK,
    ]);
    // The default product's group is nobody's IT group under another name.
    expect(groupIdsOf(['SAPPA_IT'], 'Telia')).toEqual(['SAPPA_IT']);
    expect(hasAnyGroup(groupIdsOf(['SAPPA_IT'], 'Telia'), [Group.PRODUCT_IT])).toBe(false);
    for (const group of ALL_GROUPS) expect(groupIdsOf([groupName(group, 'Telia')], 'Telia')).toEqual([group]);
  });

  it("keeps unknown group names and drops a name that holds '{product}'", () => {
    expect(groupIdsOf(['EXTERNAL_PARTNER', Group.PRODUCT_IT], DEFAULT_PRODUCT_NAME)).toEqual([
      'EXTERNAL_PARTNER',
    ]);
  });
});

describe('product name', () => {
  it('is letters and digits, starting with a letter, at most 30', () => {
    expect(productNameSchema.parse(' Telia ')).toBe('Telia');
    expect(productNameSchema.parse('Öresund2')).toBe('Öresund2');
    for (const bad of ['', '2Play', 'Sappa_IT', 'Sap pa', '{product}', 'A'.repeat(31)]) {
      expect(productNameSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("goes into the specification's texts in place of '{product}'", () => {
    expect(withProductName('Fråga till {product}', 'Telia')).toBe('Fråga till Telia');
    expect(withProductName('Ingår i {product} Play ({product})', 'Sappa')).toBe('Ingår i Sappa Play (Sappa)');
  });
});
