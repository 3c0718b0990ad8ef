import { z } from 'zod';
import { dbId } from '../../input/safe-input.ts';
import { requestIdSchema } from '../../request-id.ts';
import { MERGE_TEXTS } from './merge-texts.ts';

export { MERGE_TEXTS } from './merge-texts.ts';

/** Document 3 sections 5 and 9: merge customers (slå ihop). */
export const MERGE = { searchDebounceMs: 500, searchMinLength: 3 } as const;

/** A customer as the merge rule sees it. */
export interface MergeCustomer {
  customerNumber: number;
  name: string;
  personalId: string;
  /** Already merged into another customer (then it cannot be used). */
  merged: boolean;
}

/** What a merge moves from the merged-away customer to the surviving one. */
export interface MergeCounts {
  agreements: number;
  invoices: number;
  cases: number;
  memos: number;
  emails: number;
}

export type MergeOutcome =
  | { ok: true; from: MergeCustomer; to: MergeCustomer }
  | { ok: false; refusal: string };

/** The personal number without separators, so '19800101-1234' and '198001011234' are the same person. */
export function normalizedPersonalId(personalId: string): string {
  return personalId.replace(/[\s+-]/g, '');
}

/**
 * Whether two personal numbers are the same person's: equal without separators, where a 10-digit number (no
 * century) matches the 12-digit one it is the short form of ('8001011234' and '19800101-1234'), and two numbers
 * that both give the century must agree on it.
 */
export function samePersonalNumber(a: string, b: string): boolean {
  const [x, y] = [normalizedPersonalId(a), normalizedPersonalId(b)];
  if (x === y) return x !== '';
  const short = (digits: string) => (/^\d{12}$/.test(digits) ? digits.slice(2) : digits);
  return (x.length === 10 || y.length === 10) && /^\d{10}$/.test(short(x)) && short(x) === short(y);
}

/**
 * Whether `from` may be merged into `to` (document 3 section 5): two different customers, neither merged before,
 * with the same personal number ('Båda personerna behöver ha samma personnummer'). The server enforces it again.
 */
export function planMerge(from: MergeCustomer, to: MergeCustomer): MergeOutcome {
  if (from.customerNumber === to.customerNumber) return { ok: false, refusal: MERGE_TEXTS.sameCustomer };
  if (from.merged || to.merged) return { ok: false, refusal: MERGE_TEXTS.alreadyMerged };
  if (!samePersonalNumber(from.personalId, to.personalId))
    return { ok: false, refusal: MERGE_TEXTS.differentPersonalNumbers };
  return { ok: true, from, to };
}

/** The merge's input: KundNrFran (merged away) and KundNrTill (surviving: the customer the panel is opened on). */
export const mergeCustomersInput = z.object({
  requestId: requestIdSchema,
  fromCustomerNumber: dbId('Välj en kund'),
  toCustomerNumber: dbId('Välj en kund'),
});

export type MergeCustomersInput = z.infer<typeof mergeCustomersInput>;
