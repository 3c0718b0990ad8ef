import {
  dbId,
  isoDay,
  moveChoicesSchema,
  operationInputBase,
  operationResultSchema,
  requiredText,
} from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure, customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { operationRunner } from '../run-operation.ts';
import { checkMove, findMoveAddress, moveAgreement } from './move-agreement.ts';
import { moveAddressOutput, moveCheckOutput } from './move-schemas.ts';

const addressIdInput = requiredText(40, { required: 'Ange ett adress-id' });

/** Panel 14's address search by address id: the address and the main agreements it can be moved under. */
export const moveAddress = customerViewProcedure
  .input(z.object({ addressId: addressIdInput }))
  .output(moveAddressOutput)
  .query(({ ctx, input }) =>
    findMoveAddress(ctx.adapters.moveCheck, { addressId: input.addressId, today: isoDay(ctx.now()) }),
  );

/** The move check (flyttkontroll) the form previews from. */
export const moveCheck = customerViewProcedure
  .input(
    z.object({
      agreementNumber: dbId('Välj ett avtal'),
      addressId: addressIdInput,
      mainAgreementNumber: dbId('Välj ett huvudavtal'),
    }),
  )
  .output(moveCheckOutput)
  .query(({ ctx, input }) => checkMove(ctx.adapters.moveCheck, { ...input, today: isoDay(ctx.now()) }));

/** Move agreement (document 3 panel 14, sections 4, 5, 8, 9). */
export const move = customerActionProcedure
  .input(operationInputBase.extend({ choices: moveChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) => moveAgreement(operationRunner(ctx, path), input));
