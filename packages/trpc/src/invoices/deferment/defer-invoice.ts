import { defermentInputSchema, firstRefusal, isoDay, planDeferment } from '@sappis/shared';
import { z } from 'zod';
import { operationActorOf } from '../../agreements/operation-actor.ts';
import { createPlannedCase } from '../../cases/create-planned-case.ts';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { AppError } from '../../errors.ts';
import { runInvoiceOperation } from '../operations/run-invoice-operation.ts';
import { loadDefermentFacts } from './deferment-facts.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Create deferment (document 2 sections 5 and 7): recomputes status and window from the locked customer's
 * invoices, moves the invoice's due date, records the deferment (the next status counts it) and opens case 248.
 */
export const defer = customerActionProcedure
  .input(defermentInputSchema)
  .output(z.object({ caseNumbers: z.array(z.number().int()), newDueDate: z.iso.date() }))
  .mutation(({ ctx, input, path }) => {
    const actor = operationActorOf(ctx.user);
    const now = ctx.now();
    return runInvoiceOperation(
      ctx.prisma,
      {
        procedure: path,
        operation: 'defer',
        requestId: input.requestId,
        customerNumber: input.customerNumber,
        actor,
      },
      async (tx, customer) => {
        const today = isoDay(now);
        const facts = await loadDefermentFacts(tx, customer.id, today);
        const outcome = planDeferment(facts, input.choices, today);
        if (!outcome.ok) {
          throw new AppError('BAD_REQUEST', firstRefusal(outcome.refusals) ?? '', {
            fieldErrors: outcome.refusals,
          });
        }
        const { plan } = outcome;
        const invoice = await tx.invoice.update({
          where: { invoiceNumber: plan.invoiceNumber },
          data: { dueDate: day(plan.newDueDate) },
          select: { id: true },
        });
        await tx.deferment.create({
          data: {
            invoiceId: invoice.id,
            customerId: customer.id,
            newDueDate: day(plan.newDueDate),
            createdBy: ctx.user.username,
            createdAt: now,
          },
        });
        const created = await createPlannedCase(tx, {
          planned: plan.case,
          subject: customer,
          requestId: input.requestId,
          actor,
          now,
        });
        return {
          result: { caseNumbers: [created.number], newDueDate: plan.newDueDate },
          audit: {
            entityId: String(plan.invoiceNumber),
            details: {
              oldDueDate: plan.oldDueDate,
              newDueDate: plan.newDueDate,
              caseNumbers: [created.number],
            },
          },
        };
      },
    );
  });
