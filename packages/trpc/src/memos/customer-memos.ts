import type { PrismaClient } from '@sappis/db';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../customers/service.ts';
import { AppError } from '../errors.ts';
import { memosForAgreements } from './service.ts';

export type MemoScopeOption =
  | { kind: 'MAIN_AGREEMENT'; mainAgreementNumber: number; label: string }
  | { kind: 'OPERATOR'; operatorId: number; label: string }
  | { kind: 'MAIN_CENTRAL'; mainCentral: string; label: string };

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * What memos of a customer can concern: the main agreements of the customer's agreements, their operators and
 * the main centrals of the agreements and main agreements (the memo box reads memos of the same three kinds).
 */
export async function customerMemoScopes(prisma: PrismaClient, customerNumber: number) {
  const customer = await prisma.customer.findUnique({
    where: { customerNumber },
    select: {
      agreements: {
        orderBy: { agreementNumber: 'asc' },
        select: {
          mainCentral: true,
          mainAgreement: {
            select: {
              id: true,
              number: true,
              name: true,
              operator: { select: { id: true, name: true } },
              mainCentral: { select: { name: true } },
            },
          },
        },
      },
    },
  });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  const mainAgreements = [
    ...new Map(
      customer.agreements.flatMap((a) => (a.mainAgreement ? [[a.mainAgreement.id, a.mainAgreement]] : [])),
    ).values(),
  ] as NonNullable<(typeof customer.agreements)[number]['mainAgreement']>[];
  const operators = [
    ...new Map(mainAgreements.flatMap((m) => (m.operator ? [[m.operator.id, m.operator]] : []))).values(),
  ] as { id: number; name: string }[];
  const mainCentrals = unique(
    customer.agreements
      .flatMap((a) => [a.mainCentral, a.mainAgreement?.mainCentral?.name ?? null])
      .filter((name): name is string => typeof name === 'string' && name.trim() !== ''),
  );
  const options: MemoScopeOption[] = [
    ...mainAgreements.map((m) => ({
      kind: 'MAIN_AGREEMENT' as const,
      mainAgreementNumber: m.number,
      label: `Huvudavtal ${m.number} – ${m.name}`,
    })),
    ...operators.map((o) => ({
      kind: 'OPERATOR' as const,
      operatorId: o.id,
      label: `Operatörskund ${o.name || o.id}`,
    })),
    ...mainCentrals.map((name) => ({
      kind: 'MAIN_CENTRAL' as const,
      mainCentral: name,
      label: `Huvudcentral ${name}`,
    })),
  ];
  return {
    source: {
      mainAgreementIds: mainAgreements.map((m) => m.id),
      operatorIds: operators.map((o) => o.id),
      mainCentrals,
    },
    options,
  };
}

/** The memos panel of a customer: every memo that concerns the customer, and what a new memo can concern. */
export async function listCustomerMemos(prisma: PrismaClient, customerNumber: number, today: string) {
  const { source, options } = await customerMemoScopes(prisma, customerNumber);
  const memos = await memosForAgreements(prisma, source, today);
  return { memos, scopes: options };
}
