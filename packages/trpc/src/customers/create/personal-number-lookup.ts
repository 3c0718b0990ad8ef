import type { PrismaClient } from '@sappis/db';
import {
  CREDIT_CHECK_TEXTS,
  creditCheckOutcome,
  isCheckableIdentity,
  type PersonalNumberLookupAnswer,
} from '@sappis/shared';
import type { CreditBureau } from '../../credit-checks/credit-bureau.ts';
import { NOT_MERGED } from '../merged-customer.ts';

/** The lookup's answer codes (kund/info): an error message rides in the e-mail field (document 3 section 5). */
export const LOOKUP_ANSWER = {
  NEW: -1,
  REMARK: -100,
  CHECK_FAILED: 99,
  INVALID: 100,
} as const;

export const INVALID_PERSONAL_NUMBER_MESSAGE = 'Personnumret är inte giltigt';

/**
 * The personal-number lookup of the credit-check service (kund/info?ssn=&docreditcheck=): the customer with
 * that personal number (never one merged into another), or, for a person who is no customer, the credit check (anmärkningskontroll) when asked.
 * Backed by our customers and the credit bureau (credit-checks/credit-bureau.ts).
 */
export interface PersonalNumberLookup {
  lookup(request: { personalNumber: string; withCreditCheck: boolean }): Promise<PersonalNumberLookupAnswer>;
}

export function databasePersonalNumberLookup(
  prisma: PrismaClient,
  bureau: CreditBureau,
): PersonalNumberLookup {
  return {
    async lookup({ personalNumber, withCreditCheck }) {
      const existing = await prisma.customer.findFirst({
        where: { personalId: personalNumber, ...NOT_MERGED },
        orderBy: { customerNumber: 'asc' },
        select: { customerNumber: true, email: true, firstName: true, lastName: true },
      });
      if (existing) return existing;
      if (!isCheckableIdentity(personalNumber)) {
        return {
          customerNumber: LOOKUP_ANSWER.INVALID,
          email: INVALID_PERSONAL_NUMBER_MESSAGE,
          firstName: null,
          lastName: null,
        };
      }
      if (withCreditCheck) {
        const verdict = await creditVerdict(bureau, personalNumber);
        if (verdict !== null)
          return { customerNumber: verdict.code, email: verdict.message, firstName: null, lastName: null };
      }
      return { customerNumber: LOOKUP_ANSWER.NEW, email: null, firstName: null, lastName: null };
    },
  };
}

/** The bureau's answer for a person: null when approved, else the lookup's error code and message. */
export async function creditVerdict(
  bureau: CreditBureau,
  identity: string,
): Promise<{ code: number; message: string; status: number } | null> {
  let status: number;
  try {
    ({ status } = await bureau.check({ customerNumber: LOOKUP_ANSWER.NEW, identity }));
  } catch {
    status = -1;
  }
  const outcome = creditCheckOutcome(status);
  if (outcome === 'APPROVED') return null;
  if (outcome === 'REMARK') return { code: LOOKUP_ANSWER.REMARK, message: CREDIT_CHECK_TEXTS.remark, status };
  return { code: LOOKUP_ANSWER.CHECK_FAILED, message: CREDIT_CHECK_TEXTS.error, status };
}
