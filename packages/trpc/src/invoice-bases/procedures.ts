import {
  groupsFor,
  groupsForAny,
  invoiceBasisAllInput,
  invoiceBasisCreateInput,
  invoiceBasisExpenseRefInput,
  invoiceBasisListInput,
  invoiceBasisMarkInvoicedInput,
  invoiceBasisNewInput,
  invoiceBasisRefInput,
  invoiceBasisUpdateInput,
} from '@sappis/shared';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { listAllBases } from './all-bases.ts';
import { createBasisPdf } from './basis-pdf.ts';
import { basisWriterOf } from './basis-writer.ts';
import { markBasisInvoiced, reopenBasis } from './change-status.ts';
import { deleteBasis, deleteBasisExpense } from './delete-basis.ts';
import { listCaseBases } from './list-bases.ts';
import { newBasis } from './new-basis.ts';
import { createBasis, updateBasis } from './save-basis.ts';

/** Invoice bases on the case page (document 3 panel 13): the case page's groups. */
const casePage = requireGroups(...groupsFor('case'));

/**
 * Reading, editing, marking invoiced and printing a basis: on its case and on /sappis/vidarefakturering, so the
 * groups of either page. A new basis and deleting one stay with the case.
 */
const basisPages = requireGroups(...groupsForAny('case', 'forwardBilling'));

/** GET case/{id}/invoice_basis. */
export const list = basisPages
  .input(invoiceBasisListInput)
  .query(({ ctx, input }) => listCaseBases(ctx.prisma, input.caseNumber));

/** GET case/{id}/invoice_basis/new: a blank basis for the recipient type, prefilled. */
export const prefill = casePage.input(invoiceBasisNewInput).query(({ ctx, input }) =>
  newBasis(ctx.prisma, {
    ...input,
    ourReference: basisWriterOf(ctx.user).name,
    today: ctx.now(),
  }),
);

/** POST case/{id}/invoice_basis: once per requestId. */
export const create = casePage
  .input(invoiceBasisCreateInput)
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createBasis(tx, { ...input, user: basisWriterOf(ctx.user), now: ctx.now() }),
    ),
  );

/** PUT case/{id}/invoice_basis/{b}. */
export const update = basisPages
  .input(invoiceBasisUpdateInput)
  .mutation(({ ctx, input }) =>
    updateBasis(ctx.prisma, { ...input, user: basisWriterOf(ctx.user), now: ctx.now() }),
  );

/** DELETE case/{id}/invoice_basis/{b}. */
export const remove = casePage
  .input(invoiceBasisRefInput)
  .mutation(({ ctx, input }) =>
    deleteBasis(ctx.prisma, { ...input, user: basisWriterOf(ctx.user), now: ctx.now() }),
  );

/** DELETE case/{id}/invoice_basis/{b}/expense/{e}. */
export const removeExpense = basisPages
  .input(invoiceBasisExpenseRefInput)
  .mutation(({ ctx, input }) =>
    deleteBasisExpense(ctx.prisma, { ...input, user: basisWriterOf(ctx.user), now: ctx.now() }),
  );

/** 'Ändra status till pågående'. */
export const reopen = basisPages
  .input(invoiceBasisRefInput)
  .mutation(({ ctx, input }) =>
    reopenBasis(ctx.prisma, { ...input, user: basisWriterOf(ctx.user), now: ctx.now() }),
  );

/** 'Klarmarkera underlaget': a case write (lock, version). */
export const markInvoiced = basisPages.input(invoiceBasisMarkInvoicedInput).mutation(({ ctx, input }) =>
  markBasisInvoiced(ctx.prisma, {
    ...input,
    user: basisWriterOf(ctx.user),
    now: ctx.now(),
    leaseSeconds: ctx.caseLockLeaseSeconds,
  }),
);

/** GET case/{id}/invoice_basis/{b}/invoice: the PDF, base64 encoded. */
export const pdf = basisPages
  .input(invoiceBasisRefInput)
  .query(({ ctx, input }) => createBasisPdf(ctx.prisma, { ...input, productName: ctx.productName }));

/** GET case/all/invoice_basis: /sappis/vidarefakturering (document 1 section 2.1). */
export const all = requireGroups(...groupsFor('forwardBilling'))
  .input(invoiceBasisAllInput)
  .query(({ ctx, input }) => listAllBases(ctx.prisma, input));
