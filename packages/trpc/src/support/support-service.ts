import type { Prisma, PrismaClient } from '@sappis/db';
import {
  SUPPORT_CASE,
  SUPPORT_CASE_TYPE,
  SUPPORT_OWNER_GROUP_NAMES,
  SUPPORT_TEXTS,
  type SupportReportInput,
  supportCaseFields,
  supportCaseHeader,
  supportOwnerGroup,
  supportPriority,
  type supportReportSchema,
} from '@sappis/shared';
import type { z } from 'zod';
import { createCase } from '../cases/create-case.ts';
import { AppError } from '../errors.ts';
import { toIsoDateTime } from '../serialize.ts';

type Report = z.output<typeof supportReportSchema>;

export type { SupportReportInput };

/** The case relation of the customer a report names; an unknown customer number is refused. */
async function customerRelation(tx: Prisma.TransactionClient, customerNumber: number) {
  const customer = await tx.customer.findUnique({ where: { customerNumber } });
  if (!customer) {
    throw new AppError('BAD_REQUEST', SUPPORT_TEXTS.customerNotFound, {
      fieldErrors: { customerNumber: [SUPPORT_TEXTS.customerNotFound] },
    });
  }
  const postal = [customer.deliveryPostalCode, customer.deliveryCity].filter(Boolean).join(' ') || null;
  return {
    customerNumber,
    customerName: customer.name,
    customerPhone: customer.phone,
    customerMobilePhone: customer.mobilePhone,
    customerEmail: customer.email,
    customerAddress: customer.deliveryAddress,
    customerPostal: postal,
    customerOrderNumber: null,
    address: customer.deliveryAddress,
    postal,
    signalCentral: null,
  };
}

/**
 * The support case type and owner groups, inserted when missing (a database without the demo catalogue),
 * with the names of the catalogue; existing rows, renamed or not, are left as they are.
 */
async function ensureSupportCatalogue(tx: Prisma.TransactionClient) {
  await tx.$executeRaw`INSERT INTO "case_types" ("id", "name", "category")
    VALUES (${SUPPORT_CASE.typeId}, ${SUPPORT_CASE_TYPE.name}, ${SUPPORT_CASE_TYPE.category}) ON CONFLICT ("id") DO NOTHING`;
  await tx.$executeRaw`INSERT INTO "case_owner_groups" ("id", "name")
    VALUES (${SUPPORT_CASE.toolOwnerGroupId}, ${SUPPORT_OWNER_GROUP_NAMES.tool}),
           (${SUPPORT_CASE.accessOwnerGroupId}, ${SUPPORT_OWNER_GROUP_NAMES.access})
    ON CONFLICT ("id") DO NOTHING`;
}

/**
 * A staff member's support report as a case (through createCase, in the caller's transaction): the support
 * case type, the owner group of its area, a priority by how badly it stops the work, the report's answers as
 * form fields and, when a customer is named, that customer as the case relation.
 */
export async function reportSupportProblem(
  tx: Prisma.TransactionClient,
  args: { report: Report; reporter: { id: number; name: string }; now: Date },
) {
  const { report } = args;
  const relation = report.customerNumber === null ? null : await customerRelation(tx, report.customerNumber);
  await ensureSupportCatalogue(tx);
  const created = await createCase(tx, {
    input: {
      requestId: report.requestId,
      userAsOwner: false,
      status: 'NOT_STARTED',
      priority: supportPriority(report.impact),
      typeId: SUPPORT_CASE.typeId,
      ownerGroupId: supportOwnerGroup(report.area),
      header: supportCaseHeader(report.title),
      fields: supportCaseFields(report).map((field, index) => ({
        formTitle: SUPPORT_CASE.formTitle,
        title: field.title,
        value: field.value,
        fieldType: 2,
        order: (index + 1) * 10,
        required: false,
        public: false,
      })),
      relation,
    },
    user: args.reporter,
    now: args.now,
  });
  return { caseNumber: created.number };
}

/** The reporter's own support cases, newest first, with where they stand. */
export async function listMySupportReports(prisma: PrismaClient, args: { userId: number }) {
  const cases = await prisma.case.findMany({
    where: { createdById: args.userId, typeId: SUPPORT_CASE.typeId },
    orderBy: { id: 'desc' },
    take: 100,
    select: {
      number: true,
      header: true,
      status: true,
      priority: true,
      createdAt: true,
      updatedAt: true,
      ownerGroup: { select: { name: true } },
      formFields: { where: { title: 'Område' }, select: { value: true }, take: 1 },
    },
  });
  return cases.map((item) => ({
    caseNumber: item.number,
    header: item.header,
    status: item.status,
    priority: item.priority,
    area: item.formFields[0]?.value ?? null,
    ownerGroup: item.ownerGroup.name,
    createdAt: toIsoDateTime(item.createdAt),
    updatedAt: toIsoDateTime(item.updatedAt),
  }));
}
