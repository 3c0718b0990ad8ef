import type { PrismaClient } from '@sappis/db';
import { addDays, agreementEndedBy, ONE_OFF_PRICE_LIST } from '@sappis/shared';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import { toIsoDate } from '../serialize.ts';

/** The actor of the sweep: no user (like a follow-up whose user is gone). */
const SWEEP_ACTOR_ID = 0;

export interface EndAgreementsRun {
  /** Agreement numbers marked ended. */
  ended: number[];
}

/**
 * The daily sweep (arAvslutad): every agreement not yet marked ended whose last recurring row's end date has passed
 * (agreementEndedBy yesterday) is marked ended, each in its own transaction with its audit entry
 * 'agreement.ended' and 'customer.changed' last. The query only picks candidates; the shared rule decides, on the
 * rows read under the agreement's lock, so a row continued meanwhile keeps the agreement open. Safe to run again.
 */
export async function endAgreements(prisma: PrismaClient, today: string): Promise<EndAgreementsRun> {
  const yesterday = addDays(today, -1);
  const candidates = await prisma.$queryRaw<{ id: number }[]>`
    SELECT a.id FROM agreements a
    WHERE NOT a.ended
      AND EXISTS (
        SELECT 1 FROM agreement_rows r
        WHERE r."agreementId" = a.id AND r.type <> 'EXTRA_BILLING' AND r."priceList" <> ${ONE_OFF_PRICE_LIST})
      AND NOT EXISTS (
        SELECT 1 FROM agreement_rows r
        WHERE r."agreementId" = a.id AND r.type <> 'EXTRA_BILLING' AND r."priceList" <> ${ONE_OFF_PRICE_LIST}
          AND (r."endDate" IS NULL OR r."endDate" > ${yesterday}::date))
    ORDER BY a.id`;
  const run: EndAgreementsRun = { ended: [] };
  for (const { id } of candidates) {
    const ended = await prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ ended: boolean }[]>`
        SELECT ended FROM agreements WHERE id = ${id} FOR UPDATE`;
      if (!locked || locked.ended) return null;
      const agreement = await tx.agreement.findUniqueOrThrow({
        where: { id },
        select: {
          agreementNumber: true,
          customerId: true,
          customer: { select: { customerNumber: true } },
          rows: { select: { type: true, priceList: true, endDate: true } },
        },
      });
      const rows = agreement.rows.map((row) => ({ ...row, endDate: toIsoDate(row.endDate) }));
      if (!agreementEndedBy(rows, yesterday)) return null;
      await tx.agreement.update({ where: { id }, data: { ended: true } });
      const lastEndDate = rows
        .map((row) => row.endDate)
        .filter((day): day is string => day !== null)
        .sort()
        .at(-1);
      const { customerNumber } = agreement.customer;
      await tx.auditEntry.create({
        data: {
          userId: null,
          action: 'agreement.ended',
          entityType: 'Agreement',
          entityId: String(agreement.agreementNumber),
          customerId: agreement.customerId,
          details: { customerNumber, lastEndDate: lastEndDate ?? null, sweptOn: today },
        },
      });
      await appendCustomerChanged(tx, {
        customerNumber,
        agreementNumber: agreement.agreementNumber,
        actorId: SWEEP_ACTOR_ID,
        change: 'agreement.ended',
      });
      return agreement.agreementNumber;
    });
    if (ended !== null) run.ended.push(ended);
  }
  return run;
}
