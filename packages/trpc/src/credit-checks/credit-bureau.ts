import type { PrismaClient } from '@sappis/db';
import { creditCheckStatusFor } from '@sappis/shared';
import type { AdapterCall } from '../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';

/** What the credit-check service is asked: whom to check. */
export interface CreditCheckRequest {
  customerNumber: number;
  /** Personnummer or organisationsnummer. */
  identity: string;
}

/** The credit-check service's answer (document 2 section 7): status 0 ok, -99 failed, anything else an error. */
export interface CreditCheckAnswer {
  status: number;
}

/** The external credit-check system (anmärkningskontroll). Swap the implementation to call a real bureau. */
export interface CreditBureau {
  check(request: CreditCheckRequest, call?: AdapterCall): Promise<CreditCheckAnswer>;
}

/**
 * The default credit bureau, backed by our own database: it knows the debts we have handed to collection
 * (invoices 'PåInkasso' or with a collection date and an unpaid rest), under any customer record with the same
 * identity, and cannot look up an identity that is no valid personnummer or organisationsnummer.
 */
export function databaseCreditBureau(prisma: PrismaClient): CreditBureau {
  return {
    async check({ identity }, call) {
      call?.signal?.throwIfAborted();
      const debtsInCollection = await prisma.invoice.count({
        where: {
          customer: { personalId: identity },
          remainingAmount: { gt: 0 },
          OR: [{ controlStatus: 'PåInkasso' }, { collectionDate: { not: null } }],
        },
      });
      return { status: creditCheckStatusFor({ identity, debtsInCollection }) };
    },
  };
}

/** Registered in adapters/adapters.ts. */
export const creditBureauAdapter: AdapterDefinition<CreditBureau> = {
  system: 'Kreditupplysningen',
  timeoutMs: 10_000,
  createDefault: databaseCreditBureau,
};
