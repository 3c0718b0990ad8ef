import type { Prisma, PrismaClient } from '@sappis/db';
import { MEMO_TEXTS, type MemoForm, type MemoScopeInput, memoFormChanged } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { appendEvent } from '../events/append-event.ts';
import { toIsoDate } from '../serialize.ts';

const toDay = (value: string): Date | null => (value === '' ? null : new Date(`${value}T00:00:00.000Z`));

/** The stored memo as its form values. */
function formOf(memo: {
  title: string;
  message: string;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
}): MemoForm {
  return {
    title: memo.title,
    message: memo.message,
    startsAt: toIsoDate(memo.startsAt) ?? '',
    endsAt: toIsoDate(memo.endsAt) ?? '',
    active: memo.active,
  };
}

/** The memo's columns for its scope; refuses a main agreement, operator or central that does not exist. */
async function scopeColumns(tx: Prisma.TransactionClient, scope: MemoScopeInput) {
  switch (scope.kind) {
    case 'MAIN_AGREEMENT': {
      const found = await tx.mainAgreement.findUnique({
        where: { number: scope.mainAgreementNumber },
        select: { id: true },
      });
      if (!found) throw new AppError('NOT_FOUND', MEMO_TEXTS.scopeNotFound);
      return { mainAgreementId: found.id, operatorId: null, mainCentralId: null };
    }
    case 'OPERATOR': {
      const found = await tx.operator.findUnique({ where: { id: scope.operatorId }, select: { id: true } });
      if (!found) throw new AppError('NOT_FOUND', MEMO_TEXTS.scopeNotFound);
      return { mainAgreementId: null, operatorId: found.id, mainCentralId: null };
    }
    case 'MAIN_CENTRAL': {
      const found = await tx.mainCentral.findUnique({
        where: { name: scope.mainCentral },
        select: { id: true },
      });
      if (!found) throw new AppError('NOT_FOUND', MEMO_TEXTS.scopeNotFound);
      return { mainAgreementId: null, operatorId: null, mainCentralId: found.id };
    }
  }
}

async function lockMemo(tx: Prisma.TransactionClient, id: number) {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM memos WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new AppError('NOT_FOUND', MEMO_TEXTS.notFound);
  return tx.memo.findUniqueOrThrow({ where: { id } });
}

/** The memo columns a form sets. */
const memoColumns = (form: MemoForm) => ({
  title: form.title,
  message: form.message,
  startsAt: toDay(form.startsAt),
  endsAt: toDay(form.endsAt),
  active: form.active,
});

/**
 * 'memo.changed' as the writing transaction's last statement: the memo box of every open customer view
 * refetches ('Aktuell information' shows the saved memo live).
 */
function appendMemoChanged(tx: Prisma.TransactionClient, memoId: number, actorId: number) {
  return appendEvent(tx, { type: 'memo.changed', payload: { memoId, actorId } });
}

/** A new memo on a main agreement, operator or main central, with an audit row; in the caller's transaction. */
export async function createMemo(
  tx: Prisma.TransactionClient,
  { userId, scope, form }: { userId: number; scope: MemoScopeInput; form: MemoForm },
) {
  const columns = await scopeColumns(tx, scope);
  const memo = await tx.memo.create({
    data: { ...columns, ...memoColumns(form) },
  });
  await tx.auditEntry.create({
    data: {
      userId,
      action: 'memo.create',
      entityType: 'Memo',
      entityId: String(memo.id),
      details: { scope, after: form },
    },
  });
  await appendMemoChanged(tx, memo.id, userId);
  return { id: memo.id, message: MEMO_TEXTS.created };
}

/** Changes a memo's title, message, validity and active flag; refuses an unchanged save. */
export async function updateMemo(
  prisma: PrismaClient,
  { userId, id, form }: { userId: number; id: number; form: MemoForm },
) {
  return prisma.$transaction(async (tx) => {
    const memo = await lockMemo(tx, id);
    const before = formOf(memo);
    if (!memoFormChanged(before, form)) throw new AppError('BAD_REQUEST', MEMO_TEXTS.noChanges);
    await tx.memo.update({
      where: { id },
      data: memoColumns(form),
    });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'memo.update',
        entityType: 'Memo',
        entityId: String(id),
        details: { before, after: form },
      },
    });
    await appendMemoChanged(tx, id, userId);
    return { id, message: MEMO_TEXTS.updated };
  });
}

/** Deactivates a memo (it stays, greyed, among the inactive ones); refuses one already inactive. */
export async function deactivateMemo(prisma: PrismaClient, { userId, id }: { userId: number; id: number }) {
  return prisma.$transaction(async (tx) => {
    const memo = await lockMemo(tx, id);
    if (!memo.active) throw new AppError('BAD_REQUEST', MEMO_TEXTS.alreadyInactive);
    await tx.memo.update({ where: { id }, data: { active: false } });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'memo.deactivate',
        entityType: 'Memo',
        entityId: String(id),
        details: { title: memo.title },
      },
    });
    await appendMemoChanged(tx, id, userId);
    return { id, message: MEMO_TEXTS.deactivated };
  });
}
