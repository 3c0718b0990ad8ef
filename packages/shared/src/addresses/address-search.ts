import { z } from 'zod';
import { plainText } from '../input/safe-input.ts';

/**
 * Address search of 'verify address' and 'add agreement at the customer's address' (document 3 sections 4, 5 and
 * 9): street and number only, a warning at 50 hits, hits that are not selectable, passed disconnection dates, and
 * the premises types that block purchases.
 */
export const ADDRESS_SEARCH = {
  /** 50 or more hits show the 'specify' warning instead of the count. */
  warnAt: 50,
  /** Address list query default itemsPerPage. */
  pageSize: 50,
  /** The network-administration network does not count towards 'several accesses'. */
  netadminNetwork: 'netadmin',
} as const;

export const ADDRESS_SEARCH_TEXTS = {
  tooMany: 'Specificera din sökning för att visa färre resultat',
  none: 'Inga adresser hittades. Justera din sökning eller skapa ett adressärende.',
  notSelectable: 'Ej valbar *',
  notSelectableNote:
    '* Flera aktiva accesser finns på samma adress och huvudavtal. Felanmäl adressen till IT.',
  count: (count: number) => `${count} ${count === 1 ? 'adress' : 'adresser'} hittades`,
  disconnected: (date: string) => `Frånkopplad ${date}`,
  purchaseBlocked: 'Köp kan inte göras på adressen (gemensam eller teknisk yta), endast felanmälan.',
  streetRequired: 'Ange gata',
} as const;

export const PREMISES_TYPES = ['SDU', 'MDU', 'MDU_COMMON', 'MDU_TECHNICAL', 'COMMERCIAL'] as const;
export type PremisesTypeKey = (typeof PREMISES_TYPES)[number];

/** MDU_COMMON and MDU_TECHNICAL block purchases (only fault-report activation allowed). */
export function isPurchaseBlocked(premisesType: PremisesTypeKey | null | undefined): boolean {
  return premisesType === 'MDU_COMMON' || premisesType === 'MDU_TECHNICAL';
}

/** Street and number only: 'Storgatan 12 B, Göteborg' searches street 'Storgatan' and number '12'. */
export function parseStreetAndNumber(text: string): { street: string; number: string | null } {
  const beforeComma = text.split(',')[0]?.trim() ?? '';
  const match = /^(.*?\D)\s*(\d+)\b.*$/u.exec(beforeComma);
  if (!match) return { street: beforeComma, number: null };
  return { street: (match[1] ?? '').trim(), number: match[2] ?? null };
}

export const addressSearchInputSchema = z.object({
  query: plainText(200).refine((value) => value.trim().length > 0, ADDRESS_SEARCH_TEXTS.streetRequired),
});

export interface SearchAccess {
  mainAgreementNumber: number;
  network: string;
  validTo: string | null;
  premisesType: PremisesTypeKey;
}

/** An access is active on `today` when it has no disconnection date (valid_to, a day or a time) or one not yet passed. */
export const isActiveAccess = (access: Pick<SearchAccess, 'validTo'>, today: string) =>
  access.validTo === null || access.validTo.slice(0, 10) >= today;

/**
 * 'Ej valbar *': several active accesses on the same address and main agreement, the netadmin network excluded.
 * `mainAgreementNumber` narrows it to one main agreement (the customer's), otherwise any main agreement counts.
 */
export function isSelectable(
  accesses: readonly SearchAccess[],
  today: string,
  mainAgreementNumber: number | null = null,
): boolean {
  const counts = new Map<number, number>();
  for (const access of accesses) {
    if (access.network === ADDRESS_SEARCH.netadminNetwork || !isActiveAccess(access, today)) continue;
    if (mainAgreementNumber !== null && access.mainAgreementNumber !== mainAgreementNumber) continue;
    counts.set(access.mainAgreementNumber, (counts.get(access.mainAgreementNumber) ?? 0) + 1);
  }
  return [...counts.values()].every((count) => count < 2);
}

/** The latest disconnection date that has passed, shown on the hit; null when none has. */
export function passedDisconnection(accesses: readonly Pick<SearchAccess, 'validTo'>[], today: string) {
  const passed = accesses
    .map((access) => access.validTo)
    .filter((date): date is string => date !== null && date < today)
    .sort();
  return passed.at(-1) ?? null;
}

/** The line above the hits: the warning at 50 or more, the count below, the no-hits text at 0. */
export function hitSummary(total: number): string {
  if (total === 0) return ADDRESS_SEARCH_TEXTS.none;
  if (total >= ADDRESS_SEARCH.warnAt) return ADDRESS_SEARCH_TEXTS.tooMany;
  return ADDRESS_SEARCH_TEXTS.count(total);
}
