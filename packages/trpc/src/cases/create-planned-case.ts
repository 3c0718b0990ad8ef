import type { Prisma } from '@sappis/db';
import type { CaseCreate, PlannedCase } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { type CreatedCase, createCase } from './create-case.ts';

export const parentCaseMissing = (number: number) => `Ärende ${number} finns inte`;

/** The id of a planned case's parent case; a number that names no case is refused (BAD_REQUEST). */
async function parentCaseIdOf(tx: Prisma.TransactionClient, number: number | null | undefined) {
  if (number === null || number === undefined) return null;
  const parent = await tx.case.findUnique({ where: { number }, select: { id: true } });
  if (!parent) {
    const message = parentCaseMissing(number);
    throw new AppError('BAD_REQUEST', message, { fieldErrors: { parentCaseNumber: [message] } });
  }
  return parent.id;
}

/** The customer (and, for an agreement's case, the agreement) a planned case is about. */
export interface CaseSubject {
  customer: {
    customerNumber: number;
    name: string;
    phone: string | null;
    mobilePhone: string | null;
    email: string | null;
  };
  /** Where the service is delivered: the agreement's delivery address, or the customer's. */
  place: {
    address: string | null;
    postalCode: string | null;
    city: string | null;
    orderNumber: string | null;
    mainCentral: string | null;
  };
}

/** The case relation (document 2 section 3, case_relation_attributes) of a subject. */
export function caseRelationOf({ customer, place }: CaseSubject): CaseCreate['relation'] {
  const postal = [place.postalCode, place.city].filter(Boolean).join(' ') || null;
  return {
    customerNumber: customer.customerNumber,
    customerName: customer.name,
    customerPhone: customer.phone,
    customerMobilePhone: customer.mobilePhone,
    customerEmail: customer.email,
    customerAddress: place.address,
    customerPostal: postal,
    customerOrderNumber: place.orderNumber,
    address: place.address,
    postal,
    signalCentral: place.mainCentral,
  };
}

/** Opens a case an operation planned, through createCase, with the subject's customer relation. */
export async function createPlannedCase(
  tx: Prisma.TransactionClient,
  args: {
    planned: PlannedCase;
    subject: CaseSubject;
    requestId: string;
    actor: { id: number; name: string };
    now: Date;
  },
): Promise<CreatedCase> {
  const { planned } = args;
  return createCase(tx, {
    parentCaseId: await parentCaseIdOf(tx, planned.parentCaseNumber),
    input: {
      requestId: args.requestId,
      userAsOwner: false,
      status: planned.status,
      priority: planned.priority,
      typeId: planned.typeId,
      ownerGroupId: planned.ownerGroupId,
      header: planned.header,
      fields: planned.fields.map((field, index) => ({
        formTitle: field.formTitle,
        title: field.title,
        value: field.value,
        required: field.required,
        fieldType: 2,
        order: (index + 1) * 10,
        public: false,
      })),
      relation: caseRelationOf(args.subject),
    },
    user: { id: args.actor.id, name: args.actor.name },
    now: args.now,
  });
}
