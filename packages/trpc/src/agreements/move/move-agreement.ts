import {
  isoDay,
  MOVE_CHECK_TEXTS,
  MOVE_TEXTS,
  type MoveAddressHit,
  type MoveCheck,
  type MoveChoices,
  type OperationInputBase,
  type OperationResult,
  planMove,
} from '@sappis/shared';
import { adapterFailure } from '../../adapters/adapter-error.ts';
import { AppError } from '../../errors.ts';
import { type OperationAdapters, type OperationRunner, runOperation } from '../run-operation.ts';
import type { MoveCheckAdapter } from './move-check-adapter.ts';

/** The address search of the move panel: the address and its main agreements, or 'Adressen du söker efter kan inte hittas.' */
export async function findMoveAddress(
  moveCheck: MoveCheckAdapter,
  args: { addressId: string; today: string },
): Promise<MoveAddressHit> {
  const hit = await moveCheck
    .findAddress(args)
    .catch((error: unknown) => adapterFailure(error, (reason) => MOVE_TEXTS.failure(reason)));
  if (!hit) throw new AppError('NOT_FOUND', MOVE_CHECK_TEXTS.addressNotFound);
  return hit;
}

/** The move check (flyttkontroll) for the chosen address and main agreement, failures in the spec's words. */
export function checkMove(
  moveCheck: MoveCheckAdapter,
  args: { agreementNumber: number; addressId: string; mainAgreementNumber: number; today: string },
): Promise<MoveCheck> {
  return moveCheck
    .check(args)
    .catch((error: unknown) => adapterFailure(error, (reason) => MOVE_TEXTS.failure(reason)));
}

/**
 * Move an agreement to a new address (document 3 panel 14): the move check is asked first (an outside system,
 * before anything is written), then the plan is recomputed with it in the operation's one transaction.
 */
export async function moveAgreement(
  runner: OperationRunner<OperationAdapters & { moveCheck: MoveCheckAdapter }>,
  input: OperationInputBase & { choices: MoveChoices },
): Promise<OperationResult> {
  const { choices, agreementNumber } = input;
  const addressId = choices.addressId.trim();
  if (!addressId) {
    throw new AppError('BAD_REQUEST', MOVE_TEXTS.addressIdRequired, {
      fieldErrors: { addressId: [MOVE_TEXTS.addressIdRequired] },
    });
  }
  if (choices.mainAgreementNumber === null) {
    throw new AppError('BAD_REQUEST', MOVE_TEXTS.mainAgreementRequired, {
      fieldErrors: { mainAgreementNumber: [MOVE_TEXTS.mainAgreementRequired] },
    });
  }
  const check = await checkMove(runner.adapters.moveCheck, {
    agreementNumber,
    addressId,
    mainAgreementNumber: choices.mainAgreementNumber,
    today: isoDay(runner.now),
  });
  return runOperation(runner, {
    input,
    plan: (context, picked, today, handler) => planMove(context, picked, check, today, handler),
  });
}
