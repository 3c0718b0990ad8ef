import {
  canReceiveConfirmation,
  INVOICE_EMAIL_TEXTS,
  invoiceEmail,
  sendInvoiceEmailInputSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { operationActorOf } from '../../agreements/operation-actor.ts';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { AppError } from '../../errors.ts';
import { toIsoDate, toMoney } from '../../serialize.ts';
import { invoicePdfFileName } from '../invoice-pdf.ts';
import { runInvoiceOperation } from '../operations/run-invoice-operation.ts';
import { INVOICE_NOT_FOUND_MESSAGE } from '../service.ts';

/**
 * E-mail the invoice to the customer (POST faktura/epost?kundnr=&fakturanr=): hands the invoice's figures, rows
 * and PDF link, with its PDF as an attachment (generated when delivered), to the e-mail adapter (the outbox),
 * addressed to the locked customer's e-mail; refused, with nothing written, when that address cannot receive
 * ('(ogiltig epost)').
 */
export const sendByEmail = customerActionProcedure
  .input(sendInvoiceEmailInputSchema)
  .output(z.object({ recipient: z.string(), status: z.string() }))
  .mutation(async ({ ctx, input, path }) => {
    const owner = await ctx.prisma.invoice.findUnique({
      where: { invoiceNumber: input.invoiceNumber },
      select: { customer: { select: { customerNumber: true } } },
    });
    if (!owner) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    return runInvoiceOperation(
      ctx.prisma,
      {
        procedure: path,
        operation: 'email',
        requestId: input.requestId,
        customerNumber: owner.customer.customerNumber,
        actor: operationActorOf(ctx.user),
      },
      async (tx, locked) => {
        const recipient = locked.customer.email?.trim() ?? '';
        if (!canReceiveConfirmation(recipient)) {
          throw new AppError('BAD_REQUEST', INVOICE_EMAIL_TEXTS.invalidEmail);
        }
        const invoice = await tx.invoice.findUniqueOrThrow({
          where: { invoiceNumber: input.invoiceNumber },
          include: { rows: { orderBy: [{ transactionNo: 'asc' }, { id: 'asc' }] } },
        });
        const email = invoiceEmail(
          {
            invoiceNumber: invoice.invoiceNumber,
            ocr: invoice.ocr,
            dueDate: toIsoDate(invoice.dueDate),
            amount: toMoney(invoice.amount),
            remainingAmount: toMoney(invoice.remainingAmount),
            pdfUrl: invoice.billogramUrl,
            rows: invoice.rows.map((row) => ({ description: row.description, amount: toMoney(row.amount) })),
          },
          ctx.productName,
        );
        const receipt = await ctx.adapters.email.send({
          tx,
          ...email,
          customerId: locked.id,
          to: recipient,
          operation: 'invoice.email',
          attachments: [
            {
              fileName: invoicePdfFileName(invoice.invoiceNumber),
              contentType: 'application/pdf',
              invoiceId: invoice.id,
            },
          ],
        });
        return {
          result: { recipient, status: receipt.status },
          audit: { entityId: String(invoice.invoiceNumber), details: { recipient, status: receipt.status } },
        };
      },
    );
  });
