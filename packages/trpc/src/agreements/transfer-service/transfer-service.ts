import {
  dbId,
  isoDay,
  operationInputBase,
  operationResultSchema,
  transferServiceChoicesSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure, customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { transferFactsOutput } from '../move/move-schemas.ts';
import { operationRunner } from '../run-operation.ts';
import {
  loadTransferFacts,
  transferService as transferAgreementService,
} from './transfer-agreement-service.ts';

/** The customer's agreements and the broadband replacement offered for the chosen lines on the chosen target. */
export const transferFacts = customerViewProcedure
  .input(
    z.object({
      agreementNumber: dbId('Välj ett avtal'),
      rowIds: transferServiceChoicesSchema.shape.rowIds,
      targetAgreementNumber: dbId('Välj ett avtal').nullable(),
    }),
  )
  .output(transferFactsOutput)
  .query(({ ctx, input }) =>
    loadTransferFacts(ctx.prisma, ctx.adapters.moveCheck, { ...input, today: isoDay(ctx.now()) }),
  );

/** Change agreement / transfer service, 'Byt avtal' (document 3 panel 12, sections 5 and 7). */
export const transferService = customerActionProcedure
  .input(operationInputBase.extend({ choices: transferServiceChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) => transferAgreementService(operationRunner(ctx, path), input));
