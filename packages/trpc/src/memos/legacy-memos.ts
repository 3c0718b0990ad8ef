import type { PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';

export const AGREEMENT_NOT_FOUND = 'Avtalet hittades inte';
export const CAMPAIGN_NOT_FOUND = 'Kampanjen hittades inte';

/** Legacy memo of an agreement (orderInfos of the old order system). */
export async function getLegacyMemo(prisma: PrismaClient, agreementNumber: number) {
  const agreement = await prisma.agreement.findUnique({
    where: { agreementNumber },
    select: { orderInfo: true },
  });
  if (!agreement) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND);
  return { agreementNumber, text: agreement.orderInfo };
}

/** Campaign memo by campaign id. */
export async function getCampaignMemo(prisma: PrismaClient, id: number) {
  const campaign = await prisma.campaign.findUnique({
    where: { id },
    select: { id: true, code: true, name: true, memo: true },
  });
  if (!campaign) throw new AppError('NOT_FOUND', CAMPAIGN_NOT_FOUND);
  return campaign;
}
