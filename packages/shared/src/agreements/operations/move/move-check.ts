import { addDays } from '../../../dates.ts';
import { carriedKeep } from '../dependent-rows/keep-rows.ts';
import type { PlannedRow, PlannedRowCancel, PlannedRowEnd } from '../plan.ts';
import { withSubRows } from '../row-families.ts';
import type { OperationRow } from '../snapshot.ts';

/**
 * The move check (flyttkontroll, document 3 sections 3 and 7) and the broadband replacement lookup
 * (broadbandmovable): what the network/address systems answer about moving an agreement's services.
 */
export const MOVE_CHECK_TEXTS = {
  mainAgreementNotFound: 'Huvudavtalet kan inte hittas, något kan vara fel med den bakomliggande tjänsten.',
  addressNotUnderMainAgreement: 'Adressen kan inte hittas under huvudavtalet.',
  addressNotFound: 'Adressen du söker efter kan inte hittas.',
  productNotInNetwork: 'Någon av produkterna fungerar inte i det nya nätet.',
  movable: (productName: string) => `${productName} kan flyttas.`,
  needsReplacement: (productName: string) => `${productName} behöver en ersättningstjänst i det nya nätet.`,
  noReplacementOffered: (productName: string) =>
    `${productName} fungerar inte i det nya nätet och det finns ingen ersättningstjänst att välja.`,
} as const;

/**
 * The catalogue categories (produktKategoriNummer) the move check reads (document 3 section 9: 'Default category
 * codes 2 and 10 are TV and play, 3 is broadband'). TV and play need a transmission both networks have; broadband
 * needs a replacement on another distribution network. The return case's TV hardware filter (0, 2, 14, document 2)
 * is another list.
 */
export const MOVE_CATEGORIES = { tv: [2, 10], broadband: 3 } as const;

export function isTvCategory(categoryNumber: number | null): boolean {
  return categoryNumber !== null && (MOVE_CATEGORIES.tv as readonly number[]).includes(categoryNumber);
}

/** One service offered instead of a broadband service that does not work in the new network (tillgangligaTjanster). */
export interface ReplacementOffer {
  productName: string;
  productNumber: string;
  price: number;
  signalCode: string | null;
}

/** ersattningstjanst: the broadband service that needs a replacement and the services offered instead. */
export interface ServiceReplacement {
  existingProductName: string;
  existingProductNumber: string;
  offers: ReplacementOffer[];
}

/** One status of the move check (beskrivning, flyttbar, ersattningstjanst). */
export interface MoveStatus {
  description: string;
  movable: boolean;
  replacement: ServiceReplacement | null;
}

/** The address and main agreement moved to (address.composite, newAddressId, newOrderNumber). */
export interface MoveTarget {
  addressId: string;
  /** address.composite: the register's whole address text. */
  composite: string;
  /** The delivery address line of the new agreement: street, number, entrance and 'lgh' apartment. */
  deliveryAddress: string;
  zipCode: string;
  city: string;
  mainAgreementNumber: number;
  mainAgreementName: string;
  mainCentral: string | null;
  orderNumber: string | null;
}

/** The move control: the statuses for moving an agreement to `target`, and the agreement's current address id. */
export interface MoveCheck {
  currentAddressId: string | null;
  target: MoveTarget;
  statuses: MoveStatus[];
}

/** An address-register hit for an address id, with the main agreements it has accesses under. */
export interface MoveAddressHit {
  addressId: string;
  composite: string;
  zipCode: string;
  city: string;
  mainAgreements: { number: number; name: string }[];
}

/** A chosen replacement: the existing broadband product and the offer picked for it. */
export interface ReplacementChoice {
  existingProductNumber: string;
  productNumber: string;
}

/** Whether a status lets its service move: flyttbar, and a replacement it needs has something to choose. */
function statusMovable(status: MoveStatus): boolean {
  return status.movable && (status.replacement === null || status.replacement.offers.length > 0);
}

/**
 * Document 3 section 4 and 5: movable only if no status says flyttbar false and the address under the new main
 * agreement differs from the agreement's current address. A broadband service that needs a replacement the check
 * offers none for cannot move either: it would not work in the new network.
 */
export function isMovable(check: Pick<MoveCheck, 'currentAddressId' | 'target' | 'statuses'>): boolean {
  return check.statuses.every(statusMovable) && check.target.addressId !== check.currentAddressId;
}

/** The check's statuses as the panel lists them, once each, with whether each lets its service move. */
export function moveStatusLines(statuses: readonly MoveStatus[]): { text: string; movable: boolean }[] {
  const lines = new Map<string, boolean>();
  for (const status of statuses) {
    const unreplaceable = status.replacement !== null && status.replacement.offers.length === 0;
    const text = unreplaceable
      ? MOVE_CHECK_TEXTS.noReplacementOffered(status.replacement!.existingProductName)
      : status.description;
    lines.set(text, (lines.get(text) ?? true) && statusMovable(status));
  }
  return [...lines].map(([text, movable]) => ({ text, movable }));
}

/** The replacements the check asks for, each needing an offer chosen (those without offers refuse the move). */
export function requiredReplacements(statuses: readonly MoveStatus[]): ServiceReplacement[] {
  return statuses
    .map((status) => status.replacement)
    .filter((replacement): replacement is ServiceReplacement => replacement !== null);
}

/** The offer chosen for a replacement, if it is one of its offers. */
export function chosenOffer(
  replacement: ServiceReplacement,
  choices: readonly ReplacementChoice[],
): ReplacementOffer | undefined {
  const choice = choices.find((item) => item.existingProductNumber === replacement.existingProductNumber);
  return choice && replacement.offers.find((offer) => offer.productNumber === choice.productNumber);
}

/** Every replacement asked for has one of its offers chosen (the move button is disabled otherwise). */
export function everyReplacementChosen(
  statuses: readonly MoveStatus[],
  choices: readonly ReplacementChoice[],
): boolean {
  return requiredReplacements(statuses).every(
    (replacement) => chosenOffer(replacement, choices) !== undefined,
  );
}

/**
 * Document 3 section 5: 'Flytta avtal' is disabled when the agreement is not movable, or when replacements exist
 * and not every one has a chosen replacement. No check yet: nothing to hold the button for here.
 */
export function moveButtonEnabled(
  check: Pick<MoveCheck, 'currentAddressId' | 'target' | 'statuses'> | null,
  choices: readonly ReplacementChoice[],
): boolean {
  return check === null || (isMovable(check) && everyReplacementChosen(check.statuses, choices));
}

/** Document 3 section 9: a move date is tomorrow at the earliest. */
export function earliestMoveDate(today: string): string {
  return addDays(today, 1);
}

/** Rows that move: not ended before `fromDay` and not one-off charges (those stay on the old agreement's invoice). */
export function movingRows(rows: readonly OperationRow[], fromDay: string): OperationRow[] {
  return rows.filter(
    (row) => row.type !== 'EXTRA_BILLING' && (row.endDate === null || row.endDate >= fromDay),
  );
}

/**
 * A row as it continues on another agreement (or for another holder) from `fromDay` (not before its own start),
 * with its campaign, binding and keep (keptWithoutService); as `offer` when replaced (the offer's price: the old campaign does not apply).
 * Its parent is set by copyFamilies.
 */
export function continuedRow(
  row: OperationRow,
  fromDay: string,
  offer?: ReplacementOffer | null,
): PlannedRow {
  return {
    productNumber: offer?.productNumber ?? row.productNumber,
    productName: offer?.productName ?? row.productName,
    type: row.type,
    price: offer?.price ?? row.price,
    priceList: row.priceList,
    invoiceCode: row.invoiceCode,
    quantity: row.quantity,
    startDate: row.startDate !== null && row.startDate > fromDay ? row.startDate : fromDay,
    endDate: row.endDate,
    card: row.card,
    category: row.category,
    sourceRowId: row.id,
    campaignId: offer ? null : row.campaignId,
    campaignPrice: offer ? null : row.campaignPrice,
    campaignEndDate: offer ? null : row.campaignEndDate,
    boundUntil: row.boundUntil,
    bindingMonths: row.bindingMonths,
    ...carriedKeep(row),
  };
}

/**
 * Rows leaving their agreement for another one from `fromDay`: those that have started by then end the day
 * before; those that would only start on or after it never run there and are cancelled, their sub-rows with them.
 */
export function leavingRows(
  rows: readonly OperationRow[],
  fromDay: string,
): { endRows: PlannedRowEnd[]; cancelRows: PlannedRowCancel[] } {
  const notStarted = rows.filter((row) => row.startDate !== null && row.startDate >= fromDay);
  const cancelled = withSubRows(
    rows,
    notStarted.map((row) => row.id),
  );
  return {
    endRows: rows
      .filter((row) => !cancelled.includes(row))
      .map((row) => ({ rowId: row.id, productName: row.productName, endDate: addDays(fromDay, -1) })),
    cancelRows: cancelled.map((row) => ({
      rowId: row.id,
      productName: row.productName,
      startDate: row.startDate ?? fromDay,
    })),
  };
}
