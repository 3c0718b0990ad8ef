import type { Prisma } from '@sappis/db';

/**
 * /klc/adresser (document 1 section 2.1, {product}_IT only): active agreements without an address id, i.e. whose
 * delivery address is not purchasable, newest first, a page at a time.
 */
export async function nonPurchasableAgreements(
  db: Prisma.TransactionClient,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const where: Prisma.AgreementWhereInput = { addressId: null, ended: false };
  const [total, agreements] = await Promise.all([
    db.agreement.count({ where }),
    db.agreement.findMany({
      where,
      orderBy: { agreementNumber: 'desc' },
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: {
        agreementNumber: true,
        deliveryAddress: true,
        deliveryPostalCode: true,
        deliveryCity: true,
        customer: { select: { customerNumber: true, name: true } },
        mainAgreement: { select: { number: true, name: true } },
      },
    }),
  ]);
  return {
    total,
    agreements: agreements.map((agreement) => ({
      agreementNumber: agreement.agreementNumber,
      deliveryAddress: agreement.deliveryAddress,
      deliveryPostalCode: agreement.deliveryPostalCode,
      deliveryCity: agreement.deliveryCity,
      customerNumber: agreement.customer.customerNumber,
      customerName: agreement.customer.name,
      mainAgreementNumber: agreement.mainAgreement?.number ?? null,
      mainAgreementName: agreement.mainAgreement?.name ?? null,
    })),
  };
}
