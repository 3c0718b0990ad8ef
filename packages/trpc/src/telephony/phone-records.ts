import type { PrismaClient } from '@sappis/db';
import { AGREEMENT_NOT_FOUND_MESSAGE } from '../agreements/operation-context.ts';
import { AppError } from '../errors.ts';
import { toIsoDateTime, toMoney } from '../serialize.ts';

async function agreementIdOf(prisma: PrismaClient, agreementNumber: number): Promise<number> {
  const agreement = await prisma.agreement.findUnique({ where: { agreementNumber }, select: { id: true } });
  if (!agreement) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
  return agreement.id;
}

/** GET faktura/telefoni/perioder: the agreement's call periods (one journal each), newest first. */
export async function listPhonePeriods(prisma: PrismaClient, agreementNumber: number) {
  const agreementId = await agreementIdOf(prisma, agreementNumber);
  const periods = await prisma.phoneRecord.groupBy({
    by: ['journalNumber', 'period'],
    where: { agreementId },
    _count: { _all: true },
    orderBy: [{ period: 'desc' }, { journalNumber: 'desc' }],
  });
  return periods.map((item) => ({
    journalNumber: item.journalNumber,
    period: item.period,
    calls: item._count._all,
  }));
}

/**
 * GET faktura/telefoni/spec: one journal's calls in start order, with the sums of minutes, start cost and amount
 * added up in the database (exact decimals, not floats).
 */
export async function getPhoneSpecification(
  prisma: PrismaClient,
  agreementNumber: number,
  journalNumber: string,
) {
  const agreementId = await agreementIdOf(prisma, agreementNumber);
  const where = { agreementId, journalNumber };
  const [records, sums] = await Promise.all([
    prisma.phoneRecord.findMany({ where, orderBy: [{ startedAt: 'asc' }, { id: 'asc' }] }),
    prisma.phoneRecord.aggregate({ where, _sum: { minutes: true, startCost: true, amount: true } }),
  ]);
  return {
    journalNumber,
    period: records[0]?.period ?? null,
    records: records.map((record) => ({
      phoneNumber: record.phoneNumber,
      startedAt: toIsoDateTime(record.startedAt),
      startCost: toMoney(record.startCost),
      callType: record.callType,
      minutes: toMoney(record.minutes),
      amount: toMoney(record.amount),
    })),
    sums: {
      calls: records.length,
      minutes: toMoney(sums._sum.minutes) ?? 0,
      startCost: toMoney(sums._sum.startCost) ?? 0,
      amount: toMoney(sums._sum.amount) ?? 0,
    },
  };
}
