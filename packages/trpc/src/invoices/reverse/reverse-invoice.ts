import { Prisma } from '@sappis/db';
import {
  firstRefusal,
  invoiceAmountsAfter,
  planReverseInvoice,
  reverseInvoiceInputSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { operationActorOf } from '../../agreements/operation-actor.ts';
import { createPlannedCase } from '../../cases/create-planned-case.ts';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { AppError } from '../../errors.ts';
import { toIsoDate, toMoney } from '../../serialize.ts';
import { runInvoiceOperation } from '../operations/run-invoice-operation.ts';
import { INVOICE_NOT_FOUND_MESSAGE } from '../service.ts';

const oreText = (ore: number) => (ore / 100).toFixed(2);
const dayOrNull = (iso: string | null) => (iso === null ? null : new Date(`${iso}T00:00:00Z`));

/**
 * Reverse invoice (POST faktura/{id}/vand, document 2 sections 5 and 7): recomputes the reversal from the locked
 * invoice's rows, marks each picked row reversed, adds its credit row (negative, with TransGr3 2 or 33) to the
 * invoice, makes the invoice's amount the sum of its rows with what was paid still counted (invoiceAmountsAfter: a
 * paid invoice is left with a credit) and opens case 227. The billing system settles the credit on this or the next
 * invoice by its TransGr3.
 */
export const reverse = customerActionProcedure
  .input(reverseInvoiceInputSchema)
  .output(z.object({ caseNumbers: z.array(z.number().int()), reversedRows: z.number().int() }))
  .mutation(async ({ ctx, input, path }) => {
    const actor = operationActorOf(ctx.user);
    const now = ctx.now();
    const owner = await ctx.prisma.invoice.findUnique({
      where: { invoiceNumber: input.choices.invoiceNumber },
      select: { customer: { select: { customerNumber: true } } },
    });
    if (!owner) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    return runInvoiceOperation(
      ctx.prisma,
      {
        procedure: path,
        operation: 'reverse',
        requestId: input.requestId,
        customerNumber: owner.customer.customerNumber,
        actor,
      },
      async (tx, customer) => {
        const { id } = await tx.invoice.findUniqueOrThrow({
          where: { invoiceNumber: input.choices.invoiceNumber },
          select: { id: true },
        });
        await tx.$queryRaw(Prisma.sql`SELECT id FROM invoices WHERE id = ${id} FOR UPDATE`);
        await tx.$queryRaw(Prisma.sql`SELECT id FROM invoice_rows WHERE "invoiceId" = ${id} FOR UPDATE`);
        // Read once locked: a reversal that ran meanwhile is in the amounts.
        const invoice = await tx.invoice.findUniqueOrThrow({ where: { id } });
        const rows = await tx.invoiceRow.findMany({ where: { invoiceId: invoice.id } });
        const facts = rows.map((row) => ({
          transactionNo: row.transactionNo,
          productNumber: row.productNumber,
          description: row.description,
          periodFrom: toIsoDate(row.periodFrom),
          periodTo: toIsoDate(row.periodTo),
          amount: toMoney(row.amount),
          reversed: row.reversed,
        }));
        const outcome = planReverseInvoice(facts, input.choices);
        if (!outcome.ok) {
          throw new AppError('BAD_REQUEST', firstRefusal(outcome.refusals) ?? '', {
            fieldErrors: outcome.refusals,
          });
        }
        const { plan } = outcome;
        let next = Math.max(0, ...rows.map((row) => row.transactionNo)) + 1;
        for (const reversal of plan.reversals) {
          await tx.invoiceRow.updateMany({
            where: { invoiceId: invoice.id, transactionNo: reversal.transactionNo },
            data: { reversed: true },
          });
          await tx.invoiceRow.create({
            data: {
              invoiceId: invoice.id,
              transactionNo: next++,
              productNumber: reversal.productNumber,
              description: `Vänd: ${reversal.description}`.slice(0, 200),
              periodFrom: dayOrNull(reversal.periodFrom),
              periodTo: dayOrNull(reversal.periodTo),
              price: reversal.amount,
              amount: reversal.amount,
              transGroup3: reversal.transGroup3,
            },
          });
        }
        // 'Belopp' is the sum of the rows, credit rows included; what was paid still counts (invoiceAmountsAfter).
        const amounts = invoiceAmountsAfter([...facts, ...plan.reversals], {
          amount: toMoney(invoice.amount),
          remainingAmount: toMoney(invoice.remainingAmount),
        });
        await tx.invoice.update({
          where: { id: invoice.id },
          data: { amount: oreText(amounts.amount), remainingAmount: oreText(amounts.remaining) },
        });
        const created = await createPlannedCase(tx, {
          planned: plan.case,
          subject: customer,
          requestId: input.requestId,
          actor,
          now,
        });
        return {
          result: { caseNumbers: [created.number], reversedRows: plan.reversals.length },
          audit: {
            entityId: String(plan.invoiceNumber),
            details: {
              caseNumbers: [created.number],
              reversals: plan.reversals.map((item) => ({ ...item })),
            },
          },
        };
      },
    );
  });
