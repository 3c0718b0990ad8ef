import type { PrismaClient } from '@sappis/db';
import { CASE_STATUSES, casePriorityName, caseStatusName } from '@sappis/shared';
import { CASE_NOT_FOUND_MESSAGE } from '../case-locks/lock-messages.ts';
import { readLockState } from '../case-locks/lock-state.ts';
import { listViewers } from '../case-locks/presence.ts';
import { AppError } from '../errors.ts';
import { toIsoDateTime } from '../serialize.ts';
import type { CasePage } from './case-page-schemas.ts';

/** Everything the case page shows (`/sappis/cases/:caseNumber`), with the lock as `userId` sees it. */
export async function getCasePage(
  prisma: PrismaClient,
  args: { caseNumber: number; userId: number; now: Date; productName: string },
): Promise<CasePage> {
  const item = await prisma.case.findUnique({
    where: { number: args.caseNumber },
    include: {
      type: true,
      ownerGroup: true,
      formFields: { orderBy: [{ order: 'asc' }, { id: 'asc' }] },
      relation: true,
      parentCase: { select: { number: true } },
      history: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
      logs: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
      tags: { include: { tag: { select: { name: true } } }, orderBy: { createdAt: 'asc' } },
    },
  });
  if (!item) throw new AppError('NOT_FOUND', CASE_NOT_FOUND_MESSAGE);
  const [lock, viewers, assignee] = await Promise.all([
    readLockState(prisma, { caseId: item.id, userId: args.userId, now: args.now }),
    listViewers(prisma, item.id, args.now),
    item.ownerUserId === null
      ? null
      : prisma.user.findUnique({
          where: { id: item.ownerUserId },
          select: { id: true, email: true, firstName: true, lastName: true },
        }),
  ]);
  const status = CASE_STATUSES.find((candidate) => candidate.key === item.status)!;
  const relation = item.relation;
  return {
    id: item.id,
    number: item.number,
    externalTicketNumber: item.externalTicketNumber,
    parentCaseNumber: item.parentCase?.number ?? null,
    header: item.header,
    status: { key: status.key, id: status.id, name: caseStatusName(status.key, args.productName) },
    priority: { key: item.priority, name: casePriorityName(item.priority) },
    type: { id: item.type.id, name: item.type.name, category: item.type.category },
    ownerGroup: { id: item.ownerGroup.id, name: item.ownerGroup.name },
    formFields: item.formFields.map((field) => ({
      id: field.id,
      formTitle: field.formTitle,
      title: field.title,
      fieldType: field.fieldType,
      order: field.order,
      required: field.required,
      public: field.public,
      value: field.value,
    })),
    relation: relation
      ? {
          customerNumber: relation.customerNumber,
          customerName: relation.customerName,
          customerEmail: relation.customerEmail,
          customerPhone: relation.customerPhone,
          customerMobilePhone: relation.customerMobilePhone,
          customerAddress: relation.customerAddress,
          customerPostal: relation.customerPostal,
          customerOrderNumber: relation.customerOrderNumber,
          address: relation.address,
          postal: relation.postal,
          signalCentral: relation.signalCentral,
        }
      : null,
    history: item.history.map((entry) => ({
      id: entry.id,
      action: entry.action,
      userName: entry.userName,
      createdAt: toIsoDateTime(entry.createdAt),
    })),
    logs: item.logs.map((log) => ({
      id: log.id,
      userName: log.userName,
      message: log.message,
      auto: log.auto,
      createdAt: toIsoDateTime(log.createdAt),
    })),
    tags: item.tags.map((caseTag) => caseTag.tag.name),
    assignee: assignee
      ? { id: assignee.id, name: `${assignee.firstName} ${assignee.lastName}`.trim(), email: assignee.email }
      : null,
    lock,
    viewers,
    version: item.version,
    createdAt: toIsoDateTime(item.createdAt),
    updatedAt: toIsoDateTime(item.updatedAt),
  };
}
