import { PRODUCT_NAME } from './product.ts';

const upper = PRODUCT_NAME.toUpperCase();

/**
 * Every user group named in document 1 section 6, plus SUPER_USER (document 2, deceased termination).
 * Second-line support is EXTENDED_CUSTOMER_SUPPORT (it owns /sappis/secondlinetools).
 */
export const Group = {
  SAPPIS: 'SAPPIS',
  PRODUCT_IT: `${upper}_IT`,
  ADMIN: 'ADMIN',
  THIRD_LINE: 'THIRD_LINE',
  RESPONSIBLE_CUSTOMER_SUPPORT: 'RESPONSIBLE_CUSTOMER_SUPPORT',
  ADDRESS_MANAGER: 'ADDRESS_MANAGER',
  BUSINESS_SUPPORT: 'BUSINESS_SUPPORT',
  PRODUCT: 'PRODUCT',
  CANTAB: 'CANTAB',
  PRODUCT_TEKNIK: `${upper}_TEKNIK`,
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
