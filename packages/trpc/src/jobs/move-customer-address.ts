import type { Prisma } from '@sappis/db';
import type { PlannedDeliveryAddress } from '@sappis/shared';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import type { DueFollowUp } from './due-follow-up.ts';
import { followUpActor } from './follow-up-actor.ts';

const addressLine = (street: string | null, postalCode: string | null, city: string | null) =>
  `${street ?? ''}, ${postalCode ?? ''} ${city ?? ''}`.trim();

/**
 * A move with 'Uppdatera adresser': Ja changes the customer's delivery address on the move date (the customer lives
 * at the old one until then, so letters and deliveries before it still go there): the address written, audit
 * 'customer.moveAddress' with the old and the new address, and 'customer.changed' so open views follow it live.
 */
export async function moveCustomerAddress(
  tx: Prisma.TransactionClient,
  followUp: DueFollowUp,
): Promise<void> {
  const { address } = followUp.payload as unknown as { address: PlannedDeliveryAddress };
  const agreement = await tx.agreement.findUniqueOrThrow({
    where: { id: followUp.agreementId },
    select: {
      agreementNumber: true,
      customer: {
        select: {
          id: true,
          customerNumber: true,
          deliveryAddress: true,
          deliveryPostalCode: true,
          deliveryCity: true,
        },
      },
    },
  });
  const { customer } = agreement;
  await tx.customer.update({
    where: { id: customer.id },
    data: {
      deliveryAddress: address.deliveryAddress,
      deliveryPostalCode: address.postalCode,
      deliveryCity: address.city,
    },
  });
  const { actor, userId } = await followUpActor(tx, followUp.createdById);
  await tx.auditEntry.create({
    data: {
      customerId: customer.id,
      userId,
      action: 'customer.moveAddress',
      entityType: 'Customer',
      entityId: String(customer.customerNumber),
      details: {
        followUpId: followUp.id,
        requestId: followUp.requestId,
        runOn: followUp.runOn,
        agreementNumber: agreement.agreementNumber,
        from: addressLine(customer.deliveryAddress, customer.deliveryPostalCode, customer.deliveryCity),
        to: addressLine(address.deliveryAddress, address.postalCode, address.city),
      },
    },
  });
  await appendCustomerChanged(tx, {
    customerNumber: customer.customerNumber,
    agreementNumber: agreement.agreementNumber,
    actorId: actor.id,
    change: 'moveCustomerAddress',
  });
}
