import type { Prisma, PrismaClient } from '@sappis/db';
import {
  CREDIT_CHECK_TEXTS,
  creditCheckOutcome,
  isCheckableIdentity,
  type PersonalNumberLookupAnswer,
} from '@sappis/shared';
import type { AdapterCall } from '../../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../../adapters/adapter-definition.ts';
import type { CreditBureau } from '../../credit-checks/credit-bureau.ts';
import { newPersonCreditStatus } from '../../credit-checks/new-person-credit-status.ts';
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
 * The customer information service (kund/info?ssn=): the customer with that personal number, never one merged into
 * another; null for a person who is no customer. Its credit check (docreditcheck) is the credit bureau's.
 */
export interface PersonalNumberLookup {
  customerOf(
    request: { personalNumber: string },
    call?: AdapterCall,
  ): Promise<PersonalNumberLookupAnswer | null>;
}

/** The default, backed by our customers. */
export function databasePersonalNumberLookup(prisma: PrismaClient): PersonalNumberLookup {
  return {
    async customerOf({ personalNumber }, call) {
      call?.signal?.throwIfAborted();
      return prisma.customer.findFirst({
        where: { personalId: personalNumber, ...NOT_MERGED },
        orderBy: { customerNumber: 'asc' },
        select: { customerNumber: true, email: true, firstName: true, lastName: true },
      });
    },
  };
}

/** Registered in adapters/adapters.ts. */
export const personalNumberLookupAdapter: AdapterDefinition<PersonalNumberLookup> = {
  system: 'Kundinformationen',
  timeoutMs: 10_000,
  createDefault: databasePersonalNumberLookup,
};

/**
 * The personal-number lookup (kund/info?ssn=&docreditcheck=, document 3 section 5): the customer, or for a
 * person who is no customer an invalid number (100) or, when asked, the credit check's verdict, recorded for the
 * creation that follows (newPersonCreditStatus).
 */
export async function lookupPersonalNumber(
  prisma: PrismaClient,
  systems: { personalNumberLookup: PersonalNumberLookup; creditBureau: CreditBureau },
  request: { personalNumber: string; withCreditCheck: boolean; today: string },
): Promise<PersonalNumberLookupAnswer> {
  const { personalNumber } = request;
  const existing = await systems.personalNumberLookup.customerOf({ personalNumber });
  if (existing) return existing;
  const none = { firstName: null, lastName: null };
  if (!isCheckableIdentity(personalNumber))
    return { customerNumber: LOOKUP_ANSWER.INVALID, email: INVALID_PERSONAL_NUMBER_MESSAGE, ...none };
  if (request.withCreditCheck) {
    const verdict = await creditVerdict(prisma, systems.creditBureau, personalNumber, request.today);
    if (verdict !== null) return { customerNumber: verdict.code, email: verdict.message, ...none };
  }
  return { customerNumber: LOOKUP_ANSWER.NEW, email: null, ...none };
}

/** The bureau's verdict on a new person: null when approved, else the lookup's error code and message. */
export async function creditVerdict(
  db: Prisma.TransactionClient,
  bureau: CreditBureau,
  identity: string,
  today: string,
): Promise<{ code: number; message: string; status: number } | null> {
  const status = await newPersonCreditStatus(db, bureau, { identity, today });
  const outcome = creditCheckOutcome(status);
  if (outcome === 'APPROVED') return null;
  if (outcome === 'REMARK') return { code: LOOKUP_ANSWER.REMARK, message: CREDIT_CHECK_TEXTS.remark, status };
  return { code: LOOKUP_ANSWER.CHECK_FAILED, message: CREDIT_CHECK_TEXTS.error, status };
}
