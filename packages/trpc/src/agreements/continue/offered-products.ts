import type { PrismaClient } from '@sappis/db';
import { CONTINUE_TEXTS } from '@sappis/shared';
import { adapterFailure } from '../../adapters/adapter-error.ts';
import { isAppError } from '../../errors.ts';
import type { CommerceInventoryAdapter } from '../../orders/commerce-inventory.ts';
import { inventoryAddressOf } from '../../orders/commerce-order.ts';

/**
 * The products the agreement's address still offers (document 2 section 7: the inventory by address id, main
 * agreement number and employee number), as Commerce's inventory answers: the product numbers of its
 * subscriptions, sorted. An agreement without an address id, or at an address Commerce does not know, is offered
 * nothing (only its hire and loan rows can be continued). A failing or silent Commerce becomes 'Fortsättningen av
 * tjänster kunde inte genomföras: {reason}'.
 */
export async function offeredProducts(
  prisma: PrismaClient,
  commerce: CommerceInventoryAdapter,
  {
    agreementNumber,
    employeeNumber,
    today,
  }: { agreementNumber: number; employeeNumber: string; today: string },
): Promise<string[]> {
  const { addressId, mainAgreementNumber } = await inventoryAddressOf(prisma, agreementNumber);
  if (!addressId) return [];
  try {
    const inventory = await commerce.inventory({
      addressId,
      specificMainOrder: mainAgreementNumber,
      sellerId: employeeNumber,
      today,
    });
    return inventory.broadbandSubscriptions.map((subscription) => subscription.productNumber).sort();
  } catch (error) {
    // An address Commerce does not know offers nothing, like an agreement without an address id.
    if (isAppError(error) && error.code === 'NOT_FOUND') return [];
    return adapterFailure(error, CONTINUE_TEXTS.failure);
  }
}
