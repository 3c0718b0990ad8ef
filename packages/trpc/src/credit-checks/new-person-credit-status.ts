import type { Prisma } from '@sappis/db';
import { CREDIT_CHECK_STATUS, isLastingCreditAnswer } from '@sappis/shared';
import type { CreditBureau } from './credit-bureau.ts';

/** The customer number the bureau is told for a person who is no customer yet (kund/info's answer -1). */
const NEW_PERSON = -1;

/**
 * The bureau's status for a person who is no customer yet: an approval or remark recorded today (by the
 * personal-number lookup) when there is one, else the bureau's answer, recorded when it lasts. So the lookup and
 * the creation that follows it check once. A bureau that fails or does not answer is UNAVAILABLE.
 */
export async function newPersonCreditStatus(
  db: Prisma.TransactionClient,
  bureau: CreditBureau,
  { identity, today }: { identity: string; today: string },
): Promise<number> {
  const day = new Date(`${today}T00:00:00Z`);
  const recorded = await db.creditBureauAnswer.findFirst({
    where: { identity, day },
    orderBy: { id: 'desc' },
    select: { status: true },
  });
  if (recorded) return recorded.status;
  let status: number;
  try {
    ({ status } = await bureau.check({ customerNumber: NEW_PERSON, identity }));
  } catch {
    return CREDIT_CHECK_STATUS.UNAVAILABLE;
  }
  if (isLastingCreditAnswer(status)) await db.creditBureauAnswer.create({ data: { identity, day, status } });
  return status;
}
