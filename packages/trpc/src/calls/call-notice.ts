import type { Prisma } from '@sappis/db';
import type { CallNotice } from '@sappis/shared';

/** Open cases listed per customer on the notice (the customer view has them all). */
const OPEN_CASES_SHOWN = 5;

/** The matched customers with their open cases, newest case first. */
export async function noticeCustomers(
  tx: Prisma.TransactionClient,
  customerNumbers: readonly number[],
): Promise<CallNotice['customers']> {
  if (customerNumbers.length === 0) return [];
  const customers = await tx.customer.findMany({
    where: { customerNumber: { in: [...customerNumbers] } },
    select: { customerNumber: true, name: true },
    orderBy: { customerNumber: 'asc' },
  });
  const cases = await tx.case.findMany({
    where: { status: { not: 'FINISHED' }, relation: { customerNumber: { in: [...customerNumbers] } } },
    select: { number: true, header: true, relation: { select: { customerNumber: true } } },
    orderBy: { createdAt: 'desc' },
    take: OPEN_CASES_SHOWN * customerNumbers.length,
  });
  return customers.map((customer) => ({
    ...customer,
    openCases: cases
      .filter((item) => item.relation?.customerNumber === customer.customerNumber)
      .slice(0, OPEN_CASES_SHOWN)
      .map((item) => ({ caseNumber: item.number, header: item.header })),
  }));
}
