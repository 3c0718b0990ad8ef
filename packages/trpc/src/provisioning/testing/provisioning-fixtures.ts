import type { PrismaClient } from '@sappis/db';
import type { ProvisioningAction, ProvisioningPlatform, ProvisioningStatus } from '@sappis/shared';
import { createTestCustomer } from '../../testing/fixtures.ts';

/** A customer's broadband row with a provisioning order in `status` (default: a failed network activation). */
export async function createProvisioningOrder(
  prisma: PrismaClient,
  options: {
    status?: ProvisioningStatus;
    platform?: ProvisioningPlatform;
    action?: ProvisioningAction;
    rowEndDate?: Date;
    dueOn?: Date;
    attempts?: number;
  } = {},
) {
  const { customer, agreement, service } = await createTestCustomer(prisma);
  if (options.rowEndDate)
    await prisma.agreementRow.update({ where: { id: service.id }, data: { endDate: options.rowEndDate } });
  const order = await prisma.provisioningOrder.create({
    data: {
      agreementRowId: service.id,
      platform: options.platform ?? 'NETWORK',
      action: options.action ?? 'ACTIVATE',
      partner: 'Open Universe',
      status: options.status ?? 'PROCESS_NEW_ORDER_FAILED',
      message: 'Porten svarar inte',
      lastAttemptAt: new Date(Date.now() - 3_600_000),
      dueOn: options.dueOn ?? new Date(),
      attempts: options.attempts ?? 1,
    },
  });
  return { customer, agreement, row: service, order };
}
