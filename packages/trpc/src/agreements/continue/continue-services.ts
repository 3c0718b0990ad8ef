import {
  continueChoicesSchema,
  dbId,
  isoDay,
  operationInputBase,
  operationResultSchema,
  planContinue,
} from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure, customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { operationRunner, runOperation } from '../run-operation.ts';
import { offeredProducts } from './offered-products.ts';

/** What the continue form plans from besides the operation context: the products the address still offers. */
export const continueInventory = customerViewProcedure
  .input(z.object({ agreementNumber: dbId('Välj ett avtal') }))
  .output(z.object({ productNumbers: z.array(z.string()) }))
  .query(async ({ ctx, input }) => ({
    productNumbers: await offeredProducts(ctx.prisma, ctx.adapters.commerceInventory, {
      agreementNumber: input.agreementNumber,
      employeeNumber: ctx.user.employeeNumber,
      today: isoDay(ctx.now()),
    }),
  }));

/**
 * Continue services (document 2 sections 2, 4, 5, 7, 9): Commerce is asked for the address's inventory first (a
 * failure writes nothing), then new rows from the day after the end and a case 309, planned from that inventory.
 */
export const continueServices = customerActionProcedure
  .input(operationInputBase.extend({ choices: continueChoicesSchema }))
  .output(operationResultSchema)
  .mutation(async ({ ctx, input, path }) => {
    const runner = operationRunner(ctx, path);
    const offered = await offeredProducts(ctx.prisma, ctx.adapters.commerceInventory, {
      agreementNumber: input.agreementNumber,
      employeeNumber: ctx.user.employeeNumber,
      today: isoDay(runner.now),
    });
    return runOperation(runner, {
      input,
      plan: (context, choices, today, handler) => planContinue(context, offered, choices, today, handler),
    });
  });
