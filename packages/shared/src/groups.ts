import { PRODUCT_PLACEHOLDER } from './product-name.ts';

/**
 * Every user group named in document 1 section 6, plus SUPER_USER (document 2, deceased termination).
 * Second-line support is EXTENDED_CUSTOMER_SUPPORT (it owns /sappis/secondlinetools).
 *
 * The values are the groups' stable identifiers, used by every check on the server and the web. Two groups are
 * named after the product: their identifiers keep '{product}' and groupName() gives their names in user
 * profiles (the database), e.g. 'SAPPA_IT'; the server turns a user's group names into identifiers (groupIdsOf).
 */
export const Group = {
  SAPPIS: 'SAPPIS',
  PRODUCT_IT: `${PRODUCT_PLACEHOLDER}_IT`,
  ADMIN: 'ADMIN',
  THIRD_LINE: 'THIRD_LINE',
  RESPONSIBLE_CUSTOMER_SUPPORT: 'RESPONSIBLE_CUSTOMER_SUPPORT',
  ADDRESS_MANAGER: 'ADDRESS_MANAGER',
  BUSINESS_SUPPORT: 'BUSINESS_SUPPORT',
  PRODUCT: 'PRODUCT',
  CANTAB: 'CANTAB',
  PRODUCT_TEKNIK: `${PRODUCT_PLACEHOLDER}_TEKNIK`,
  ECONOMY: 'ECONOMY',
  INVOICE_BASIS: 'INVOICE_BASIS',
  EXTENDED_CUSTOMER_SUPPORT: 'EXTENDED_CUSTOMER_SUPPORT',
  MARKNAD: 'MARKNAD',
  B2C: 'B2C',
  PROVISIONING: 'PROVISIONING',
  SUPER_USER: 'SUPER_USER',
} as const;

export type GroupName = (typeof Group)[keyof typeof Group];

export const ALL_GROUPS: readonly GroupName[] = Object.values(Group);

/** A group's name in user profiles: '{product}_IT' is 'SAPPA_IT' with the product name 'Sappa'. */
export function groupName(group: string, productName: string): string {
  return group.replace(PRODUCT_PLACEHOLDER, productName.toUpperCase());
}

/** The names of groups in user profiles, e.g. to find the users of some groups in the database. */
export function groupNames(groups: readonly string[], productName: string): string[] {
  return groups.map((group) => groupName(group, productName));
}

/**
 * The identifiers of a user's group names: 'SAPPA_IT' is Group.PRODUCT_IT with the product name 'Sappa'. Names of
 * groups outside the list stay as they are; a name that itself holds '{product}' is no group at all.
 */
export function groupIdsOf(names: readonly string[], productName: string): string[] {
  const identifiers = identifiersByName(productName);
  const ids: string[] = [];
  for (const name of names) {
    const identifier = identifiers.get(name);
    if (identifier) ids.push(identifier);
    else if (!name.includes(PRODUCT_PLACEHOLDER)) ids.push(name);
  }
  return ids;
}

/** Group identifiers by their names in profiles, per product name (one in production): built once each. */
const identifiersByProduct = new Map<string, ReadonlyMap<string, string>>();

function identifiersByName(productName: string): ReadonlyMap<string, string> {
  let identifiers = identifiersByProduct.get(productName);
  if (!identifiers) {
    identifiers = new Map(ALL_GROUPS.map((group) => [groupName(group, productName), group]));
    identifiersByProduct.set(productName, identifiers);
  }
  return identifiers;
}

/** Document 1 section 6: visible when no roles are listed, or the user has any listed role. */
export function hasAnyGroup(userGroups: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((group) => userGroups.includes(group));
}

/** Groups allowed to manage queues and take over case locks. */
export const QUEUE_MANAGER_GROUPS: readonly GroupName[] = [
  Group.PRODUCT_IT,
  Group.ADMIN,
  Group.THIRD_LINE,
  Group.RESPONSIBLE_CUSTOMER_SUPPORT,
];
