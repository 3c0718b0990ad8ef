import type { PrismaClient } from '@sappis/db';
import {
  isoDay,
  type OperationInputBase,
  type OperationResult,
  planTransferService,
  TRANSFER_SERVICE_TEXTS,
  type TransferFacts,
  type TransferServiceChoices,
} from '@sappis/shared';
import { adapterFailure } from '../../adapters/adapter-error.ts';
import { AppError } from '../../errors.ts';
import type { MoveCheckAdapter } from '../move/move-check-adapter.ts';
import { AGREEMENT_NOT_FOUND_MESSAGE } from '../operation-context.ts';
import { type OperationAdapters, type OperationRunner, runOperation } from '../run-operation.ts';

/**
 * What a transfer is planned from besides the agreement: the customer's agreements and the broadband replacement
 * the network offers on the chosen target (broadbandmovable).
 */
export async function loadTransferFacts(
  prisma: PrismaClient,
  moveCheck: MoveCheckAdapter,
  args: { agreementNumber: number; rowIds: number[]; targetAgreementNumber: number | null; today: string },
): Promise<TransferFacts> {
  const agreement = await prisma.agreement.findUnique({
    where: { agreementNumber: args.agreementNumber },
    select: { customerId: true },
  });
  if (!agreement) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
  const agreements = await prisma.agreement.findMany({
    where: { customerId: agreement.customerId },
    select: {
      agreementNumber: true,
      deliveryAddress: true,
      ended: true,
      mainAgreement: { select: { number: true } },
    },
    orderBy: { agreementNumber: 'asc' },
  });
  const targets = agreements.map((item) => ({
    agreementNumber: item.agreementNumber,
    deliveryAddress: item.deliveryAddress,
    mainAgreementNumber: item.mainAgreement?.number ?? null,
    ended: item.ended,
  }));
  const target = targets.find((item) => item.agreementNumber === args.targetAgreementNumber);
  const replacement =
    target && args.rowIds.length > 0
      ? await moveCheck
          .broadbandReplacement({
            agreementNumber: args.agreementNumber,
            rowIds: args.rowIds,
            targetMainAgreementNumber: target.mainAgreementNumber,
            today: args.today,
          })
          .catch((error: unknown) =>
            adapterFailure(error, (reason) => TRANSFER_SERVICE_TEXTS.failure(reason)),
          )
      : null;
  return { targets, replacement };
}

/** Change agreement / transfer service (document 3 panel 12, avtal/{id}/flyttaavtalsrader). */
export async function transferService(
  runner: OperationRunner<OperationAdapters & { moveCheck: MoveCheckAdapter }>,
  input: OperationInputBase & { choices: TransferServiceChoices },
): Promise<OperationResult> {
  const { choices, agreementNumber } = input;
  const facts = await loadTransferFacts(runner.prisma, runner.adapters.moveCheck, {
    agreementNumber,
    rowIds: choices.rowIds,
    targetAgreementNumber: choices.targetAgreementNumber,
    today: isoDay(runner.now),
  });
  return runOperation(runner, {
    input,
    plan: (context, picked, today, handler) => planTransferService(context, picked, facts, today, handler),
  });
}
