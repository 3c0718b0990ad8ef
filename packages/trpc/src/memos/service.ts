import type { PrismaClient } from '@sappis/db';
import { isMemoActive } from '@sappis/shared';
import { toIsoDate, toIsoDateTime } from '../serialize.ts';

export interface MemoScopeSource {
  mainAgreementIds: number[];
  operatorIds: number[];
  mainCentrals: string[];
}

/**
 * The memos that concern a customer's agreements ('Aktuell information', document 3 panel 21): memos of their
 * main agreements, of those main agreements' operators and of their main centrals; newest first.
 */
export async function memosForAgreements(prisma: PrismaClient, source: MemoScopeSource, today: string) {
  if (source.mainAgreementIds.length + source.operatorIds.length + source.mainCentrals.length === 0)
    return [];
  const memos = await prisma.memo.findMany({
    where: {
      OR: [
        { mainAgreementId: { in: source.mainAgreementIds } },
        { mainAgreementId: null, operatorId: { in: source.operatorIds } },
        { mainAgreementId: null, operatorId: null, mainCentral: { name: { in: source.mainCentrals } } },
      ],
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: {
      mainAgreement: { select: { number: true } },
      operator: { select: { id: true, name: true } },
      mainCentral: { select: { name: true } },
    },
  });
  return memos.map((memo) => {
    const startsAt = toIsoDate(memo.startsAt);
    const endsAt = toIsoDate(memo.endsAt);
    const scope = memo.mainAgreement
      ? { kind: 'MAIN_AGREEMENT' as const, mainAgreementNumber: memo.mainAgreement.number }
      : memo.operator
        ? { kind: 'OPERATOR' as const, operator: memo.operator.name || String(memo.operator.id) }
        : { kind: 'MAIN_CENTRAL' as const, mainCentral: memo.mainCentral?.name ?? '' };
    return {
      id: memo.id,
      title: memo.title,
      message: memo.message,
      startsAt,
      endsAt,
      active: isMemoActive({ active: memo.active, startsAt, endsAt }, today),
      /** The stored flag (a deactivated memo is false; 'active' also needs today within the interval). */
      flaggedActive: memo.active,
      scope,
      createdAt: toIsoDateTime(memo.createdAt),
    };
  });
}
