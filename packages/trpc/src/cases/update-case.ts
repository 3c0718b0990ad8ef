import type { PrismaClient } from '@sappis/db';
import { type CasePriorityKey, type CaseStatusKey, casePriorityName, caseStatusName } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { notifyQueueWatchersOfCustomerReply } from '../messages/queue-watchers.ts';
import { applyAutomaticTags } from '../tags/automatic-tags.ts';
import { FIELD_REQUIRED_MESSAGE } from './case-page-schemas.ts';
import { type CaseWriteRequest, writeCase } from './write-case.ts';

export interface CaseChanges {
  header?: string;
  priority?: CasePriorityKey;
  status?: CaseStatusKey;
  typeId?: number;
  fields?: { id: number; value: string | null }[];
}

export const CASE_TYPE_NOT_FOUND_MESSAGE = 'Ärendetypen finns inte';

/**
 * `cases.update`: header, priority, status, type and form field values of a case, as one versioned write.
 * A new type re-applies the automatic tag rules in the same transaction.
 */
export async function updateCase(
  prisma: PrismaClient,
  args: CaseWriteRequest & {
    changes: CaseChanges;
    productName: string;
  },
): Promise<{ version: number }> {
  const { changes } = args;
  return writeCase(prisma, { ...args, action: 'case.update' }, async (tx, current) => {
    const actions: string[] = [];
    const data: {
      header?: string;
      priority?: CasePriorityKey;
      status?: CaseStatusKey;
      typeId?: number;
      finishedAt?: Date | null;
    } = {};
    if (changes.header !== undefined && changes.header !== current.header) {
      data.header = changes.header;
      actions.push(`Rubrik ändrad till ${changes.header}`);
    }
    if (changes.priority !== undefined && changes.priority !== current.priority) {
      data.priority = changes.priority;
      actions.push(`Prioritet ändrad till ${casePriorityName(changes.priority)}`);
    }
    if (changes.status !== undefined && changes.status !== current.status) {
      data.status = changes.status;
      data.finishedAt = changes.status === 'FINISHED' ? args.now : null;
      actions.push(`Status ändrad till ${caseStatusName(changes.status, args.productName)}`);
    }
    if (changes.typeId !== undefined && changes.typeId !== current.typeId) {
      const type = await tx.caseType.findUnique({ where: { id: changes.typeId }, select: { name: true } });
      if (!type) {
        throw new AppError('BAD_REQUEST', CASE_TYPE_NOT_FOUND_MESSAGE, {
          fieldErrors: { typeId: [CASE_TYPE_NOT_FOUND_MESSAGE] },
        });
      }
      data.typeId = changes.typeId;
      actions.push(`Typ ändrad till ${type.name}`);
    }
    if (Object.keys(data).length > 0) await tx.case.update({ where: { id: current.id }, data });
    if (data.typeId !== undefined) await applyAutomaticTags(tx, current.id);
    if (data.status === 'CUSTOMER_REPLIED') await notifyQueueWatchersOfCustomerReply(tx, current.id);

    if (changes.fields && changes.fields.length > 0) {
      const stored = await tx.caseFormField.findMany({ where: { caseId: current.id } });
      const byId = new Map(stored.map((field) => [field.id, field]));
      const fieldErrors: Record<string, string[]> = {};
      for (const change of changes.fields) {
        const field = byId.get(change.id);
        if (!field) throw new AppError('BAD_REQUEST', 'Fältet finns inte på ärendet');
        const value = change.value?.trim() ? change.value : null;
        if (field.required && value === null) fieldErrors[`field-${field.id}`] = [FIELD_REQUIRED_MESSAGE];
        if (value === field.value) continue;
        await tx.caseFormField.update({ where: { id: field.id }, data: { value } });
        actions.push(`Fältet ${field.title} ändrat`);
      }
      if (Object.keys(fieldErrors).length > 0) {
        throw new AppError('BAD_REQUEST', 'Fyll i de obligatoriska fälten', { fieldErrors });
      }
    }
    return actions;
  });
}
