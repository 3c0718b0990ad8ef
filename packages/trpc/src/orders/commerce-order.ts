import type { PrismaClient } from '@sappis/db';
import {
  COMMERCE_ORDER_TEXTS,
  type CommerceInventory,
  type CommerceOrderChoices,
  isoDay,
  type OperationInputBase,
  type OperationResult,
  planCommerceOrder,
} from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import { type OperationAdapters, type OperationRunner, runOperation } from '../agreements/run-operation.ts';
import type { CommerceOrderPlacing } from '../commerce/commerce-order-placing.ts';
import { recordSappisOrder } from '../commerce/record-order.ts';
import { AppError } from '../errors.ts';
import type { CommerceInventoryAdapter } from './commerce-inventory.ts';

export const AGREEMENT_NOT_FOUND_MESSAGE = 'Avtalet finns inte';

/** What Commerce's inventory is asked by (document 2 section 7): the agreement's address id and main agreement. */
export async function inventoryAddressOf(
  prisma: PrismaClient,
  agreementNumber: number,
): Promise<{ addressId: string | null; mainAgreementNumber: number | null }> {
  const agreement = await prisma.agreement.findUnique({
    where: { agreementNumber },
    select: { addressId: true, mainAgreement: { select: { number: true } } },
  });
  if (!agreement) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
  return { addressId: agreement.addressId, mainAgreementNumber: agreement.mainAgreement?.number ?? null };
}

/**
 * The inventory of the agreement's address under its main agreement, from the commerce adapter, with the
 * seller's employee number; a failing or silent adapter becomes the spec's 'Det går inte att hämta något utbud
 * via Commerce. ...'. An agreement without an address id has nothing to sell.
 */
export async function agreementInventory(
  prisma: PrismaClient,
  commerce: CommerceInventoryAdapter,
  { agreementNumber, sellerId, today }: { agreementNumber: number; sellerId: string | null; today: string },
): Promise<CommerceInventory> {
  const { addressId, mainAgreementNumber } = await inventoryAddressOf(prisma, agreementNumber);
  if (!addressId) throw new AppError('BAD_REQUEST', COMMERCE_ORDER_TEXTS.noAddress);
  try {
    return await commerce.inventory({ addressId, specificMainOrder: mainAgreementNumber, sellerId, today });
  } catch (error) {
    return adapterFailure(error, () => COMMERCE_ORDER_TEXTS.inventoryUnavailable);
  }
}

/**
 * Places a commerce order (document 3 panel 16): the inventory is asked for first (a failure writes nothing),
 * then the order runs as an agreement operation — once per request id, one transaction that recomputes the plan
 * from the database and that inventory, the rows created, the order recorded for /sappis/commerce (cart, order,
 * lines), audit 'agreement.commerceOrder' and customer.changed.
 */
export async function placeCommerceOrder(
  runner: OperationRunner<
    OperationAdapters & { commerceInventory: CommerceInventoryAdapter; commerceOrders: CommerceOrderPlacing }
  >,
  input: OperationInputBase & { choices: CommerceOrderChoices },
): Promise<OperationResult> {
  const { user, now, adapters } = runner;
  const inventory = await agreementInventory(runner.prisma, adapters.commerceInventory, {
    agreementNumber: input.agreementNumber,
    sellerId: user.employeeNumber,
    today: isoDay(now),
  });
  return runOperation(runner, {
    input,
    plan: (context, choices, today) => planCommerceOrder(context, inventory, choices, today),
    afterApply: recordSappisOrder(adapters.commerceOrders, {
      inventory,
      productNumbers: input.choices.productNumbers,
      requestId: input.requestId,
      userId: user.id,
      sellerNumber: user.employeeNumber,
      now,
    }),
  });
}
