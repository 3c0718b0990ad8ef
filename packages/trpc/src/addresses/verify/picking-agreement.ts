import type { Prisma } from '@sappis/db';
import type { PickingAgreement } from '@sappis/shared';
import { AppError } from '../../errors.ts';
import { AGREEMENT_NOT_FOUND_MESSAGE } from '../service.ts';

/** The agreement an address is picked for: its delivery town and main agreement (addressPickRefusal). */
export async function pickingAgreement(
  db: Prisma.TransactionClient,
  agreementNumber: number,
): Promise<PickingAgreement> {
  const agreement = await db.agreement.findUnique({
    where: { agreementNumber },
    select: { deliveryCity: true, mainAgreement: { select: { number: true } } },
  });
  if (!agreement) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
  return {
    deliveryCity: agreement.deliveryCity,
    mainAgreementNumber: agreement.mainAgreement?.number ?? null,
  };
}
