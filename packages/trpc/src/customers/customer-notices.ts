import type { PrismaClient } from '@sappis/db';
import { isTemporaryAddressActive } from '@sappis/shared';
import { toIsoDate } from '../serialize.ts';

interface NoticeAgreement {
  agreementNumber: number;
  ended: boolean;
  addressId: string | null;
  mainAgreementId: number | null;
  mainAgreementNumber: number | null;
  deliveryAddress: string;
  deliveryCity: string;
}

/** The customer's latest temporary delivery address (the first item of the list), with whether it is in effect. */
export async function latestTemporaryAddress(prisma: PrismaClient, customerId: number, today: string) {
  const address = await prisma.temporaryAddress.findFirst({
    where: { customerId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  if (!address) return null;
  const validThrough = toIsoDate(address.validThrough);
  return {
    id: address.id,
    name: address.name,
    address: address.address,
    co: address.co,
    zipCode: address.zipCode,
    city: address.city,
    phoneNumber: address.phoneNumber,
    validThrough,
    active: isTemporaryAddressActive(validThrough, today),
  };
}

/** Operator alerts grouped by their group name, in order of the first alert of each group. */
export async function operatorAlertGroups(prisma: PrismaClient, customerId: number) {
  const alerts = await prisma.operatorAlert.findMany({
    where: { customerId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, groupName: true, text: true },
  });
  const groups = new Map<string, { id: number; text: string }[]>();
  for (const alert of alerts) {
    const group = groups.get(alert.groupName) ?? [];
    group.push({ id: alert.id, text: alert.text });
    groups.set(alert.groupName, group);
  }
  return [...groups].map(([group, list]) => ({ group, alerts: list }));
}

/** An unpaid invoice past its due date exists (an unpaid invoice not yet due gives no warning). */
export async function hasOverdueUnpaidInvoice(prisma: PrismaClient, customerId: number, today: string) {
  const overdue = await prisma.invoice.findFirst({
    where: { customerId, remainingAmount: { gt: 0 }, dueDate: { lt: new Date(`${today}T00:00:00.000Z`) } },
    select: { id: true },
  });
  return overdue !== null;
}

/**
 * Addresses of active agreements that have an end date on their main agreement, in the billing system
 * (access source 'visma') or in the open network (document 1 section 8).
 */
export async function addressEndDates(prisma: PrismaClient, agreements: readonly NoticeAgreement[]) {
  const candidates = agreements.filter(
    (agreement) => !agreement.ended && agreement.addressId !== null && agreement.mainAgreementId !== null,
  );
  if (candidates.length === 0) return [];
  const accesses = await prisma.access.findMany({
    where: {
      validTo: { not: null },
      OR: candidates.map((agreement) => ({
        addressId: agreement.addressId as string,
        mainAgreementId: agreement.mainAgreementId as number,
      })),
    },
    orderBy: { validTo: 'asc' },
    select: { addressId: true, mainAgreementId: true, validTo: true, source: true },
  });
  return candidates.flatMap((agreement) => {
    const access = accesses.find(
      (item) => item.addressId === agreement.addressId && item.mainAgreementId === agreement.mainAgreementId,
    );
    if (!access?.validTo || agreement.mainAgreementNumber === null) return [];
    return [
      {
        agreementNumber: agreement.agreementNumber,
        address: [agreement.deliveryAddress, agreement.deliveryCity].filter(Boolean).join(', '),
        endDate: toIsoDate(access.validTo),
        system: access.source.toLowerCase() === 'visma' ? ('BILLING' as const) : ('OPEN_NETWORK' as const),
        mainAgreementNumber: agreement.mainAgreementNumber,
      },
    ];
  });
}
