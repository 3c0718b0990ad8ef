import { Group } from '../../../groups.ts';
import type { OperationContext, OperationProduct, OperationRow } from '../snapshot.ts';

/** Document 2 sections 5, 6 and 9: the return reasons, in the order the form offers them. */
export const RETURN_REASONS = {
  REGRET: { label: 'Ånger', caseTypeId: 184, secondLineOnly: false, slipFee: true },
  /** Hire equipment comes back when an agreement or service is ended: the 'Avslut' case type (193). */
  HIRE_RETURN: { label: 'Retur av hyrd utrustning', caseTypeId: 193, secondLineOnly: false, slipFee: true },
  WRONG_SHIPMENT: { label: 'Felutskick', caseTypeId: 194, secondLineOnly: false, slipFee: false },
  RESHIPMENT: { label: 'Omskick', caseTypeId: 255, secondLineOnly: false, slipFee: false },
  WARRANTY: { label: 'Garanti', caseTypeId: 185, secondLineOnly: true, slipFee: false },
} as const;

export type ReturnReason = keyof typeof RETURN_REASONS;
export const RETURN_REASON_KEYS = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]];

/** The reasons a user may choose: Garanti only for second line (EXTENDED_CUSTOMER_SUPPORT). */
export function returnReasonsFor(groups: readonly string[] | undefined): ReturnReason[] {
  const secondLine = groups?.includes(Group.EXTENDED_CUSTOMER_SUPPORT) ?? false;
  return RETURN_REASON_KEYS.filter((reason) => secondLine || !RETURN_REASONS[reason].secondLineOnly);
}

/** Hardware types by product category number (document 2 section 5). */
export const HARDWARE_TYPES = {
  TV: { label: 'TV', categories: [0, 2, 14] },
  BROADBAND: { label: 'Bredband', categories: [3] },
  TELEPHONY: { label: 'Fast telefoni', categories: [4] },
} as const;

export type HardwareType = keyof typeof HARDWARE_TYPES;
export const HARDWARE_TYPE_KEYS = Object.keys(HARDWARE_TYPES) as [HardwareType, ...HardwareType[]];

export const WARRANTY_PREFIX = 'GAR';

const HIRE_PRODUCTS = [
  'BOX015',
  'BOX019',
  'BOX020',
  'BOX022',
  'BOX023',
  'BOX025',
  'BRED007',
  'BRED008',
  'BRED009',
];

/** The only product numbers 'Retur av hyrd utrustning' takes: the fixed hire list and its GAR forms. */
export const HIRE_RETURN_PRODUCTS: ReadonlySet<string> = new Set([
  ...HIRE_PRODUCTS,
  ...HIRE_PRODUCTS.map((productNumber) => `${WARRANTY_PREFIX}${productNumber}`),
]);

/** Card-row numbers from 995 mean the hardware is already returned (document 3 section 5). */
const RETURNED_CARD = 995;

const isHardware = (type: OperationRow['type']) => type === 'HARDWARE' || type === 'CARD';

function inType(categoryNumber: number | undefined, type: HardwareType): boolean {
  return (
    categoryNumber !== undefined &&
    (HARDWARE_TYPES[type].categories as readonly number[]).includes(categoryNumber)
  );
}

/**
 * The agreement's hardware that can be returned for a reason and hardware type: hardware and card rows of the
 * type's product categories not yet returned; ended rows too (equipment comes back after a termination); for
 * 'Retur av hyrd utrustning' only the hire list.
 */
export function returnableHardware(
  context: OperationContext,
  reason: ReturnReason,
  type: HardwareType,
): OperationRow[] {
  return context.agreement.rows.filter(
    (row) =>
      isHardware(row.type) &&
      row.card < RETURNED_CARD &&
      inType(context.products[row.productNumber]?.categoryNumber, type) &&
      (reason !== 'HIRE_RETURN' || HIRE_RETURN_PRODUCTS.has(row.productNumber)),
  );
}

/** Whether the reason sends new hardware: Garanti and Omskick. */
export const takesNewHardware = (reason: ReturnReason) => reason === 'WARRANTY' || reason === 'RESHIPMENT';

/** The catalogue hardware a reason may send: Garanti only GAR products, Omskick none of them. */
export function newHardwareOptions(
  context: OperationContext,
  reason: ReturnReason,
  type: HardwareType,
): OperationProduct[] {
  if (!takesNewHardware(reason)) return [];
  const warranty = reason === 'WARRANTY';
  return Object.values(context.products)
    .filter(
      (product) =>
        isHardware(product.type) &&
        inType(product.categoryNumber, type) &&
        product.productNumber.startsWith(WARRANTY_PREFIX) === warranty,
    )
    .sort((a, b) => a.productNumber.localeCompare(b.productNumber));
}
