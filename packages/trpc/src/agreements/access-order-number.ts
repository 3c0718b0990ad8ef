import type { Prisma } from '@sappis/db';
import { isActiveAccess } from '@sappis/shared';
import { toIsoDate } from '../serialize.ts';

/**
 * The order number of the access an agreement runs on: the active access at its address under its main agreement
 * (the newest when several are). Null without address, main agreement or active access. The agreement's own
 * orderInfo is the old order system's note, never an order number.
 */
export async function accessOrderNumber(
  db: Prisma.TransactionClient,
  agreement: { addressId: string | null; mainAgreementId: number | null },
  today: string,
): Promise<string | null> {
  const { addressId, mainAgreementId } = agreement;
  if (addressId === null || mainAgreementId === null) return null;
  const accesses = await db.access.findMany({
    where: { addressId, mainAgreementId },
    select: { orderNumber: true, validTo: true },
    orderBy: [{ validFrom: 'desc' }, { id: 'desc' }],
  });
  const active = accesses.find((access) => isActiveAccess({ validTo: toIsoDate(access.validTo) }, today));
  return active?.orderNumber ?? null;
}
