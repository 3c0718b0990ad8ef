import {
  dbId,
  groupsFor,
  isoDay,
  memoFormSchema,
  memoScopeInputSchema,
  requestIdSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { memoOutput as customerMemoOutput } from '../customers/customer-schemas.ts';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { listCustomerMemos } from './customer-memos.ts';
import { createMemo, deactivateMemo, updateMemo } from './memo-writes.ts';

/**
 * Memos are kept with the main agreements (document 3 panel 15, 'Main agreement. Details with memos and
 * files'): writing them takes the groups of the main-agreement page.
 */
const memoWriter = requireGroups(...groupsFor('mainAgreements'));

/** As the customer view shows a memo, plus the stored flag the editor changes. */
const memoOutput = customerMemoOutput.extend({ flaggedActive: z.boolean() });

const scopeOptionOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('MAIN_AGREEMENT'), mainAgreementNumber: z.number().int(), label: z.string() }),
  z.object({ kind: z.literal('OPERATOR'), operatorId: z.number().int(), label: z.string() }),
  z.object({ kind: z.literal('MAIN_CENTRAL'), mainCentral: z.string(), label: z.string() }),
]);

/** Panel MEMOS: the memos that concern the customer (active and inactive) and what a new memo can concern. */
export const forCustomer = customerViewProcedure
  .input(z.object({ customerNumber: dbId('Ogiltigt kundnummer') }))
  .output(z.object({ memos: z.array(memoOutput), scopes: z.array(scopeOptionOutput) }))
  .query(({ ctx, input }) => listCustomerMemos(ctx.prisma, input.customerNumber, isoDay(ctx.now())));

const writeOutput = z.object({ id: z.number().int(), message: z.string() });
const memoId = dbId('Ogiltigt memo');

/** POST memo (title, message, starts_at, ends_at, active) on a main agreement, operator or main central. */
export const create = memoWriter
  .input(z.object({ requestId: requestIdSchema, scope: memoScopeInputSchema, form: memoFormSchema }))
  .output(writeOutput)
  .mutation(({ ctx, input: { requestId, scope, form }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createMemo(tx, { userId: ctx.user.id, scope, form }),
    ),
  );

/** PUT memo: its title, message, validity and active flag. */
export const update = memoWriter
  .input(z.object({ id: memoId, form: memoFormSchema }))
  .output(writeOutput)
  .mutation(({ ctx, input }) => updateMemo(ctx.prisma, { userId: ctx.user.id, ...input }));

/** Deactivate a memo. */
export const deactivate = memoWriter
  .input(z.object({ id: memoId }))
  .output(writeOutput)
  .mutation(({ ctx, input }) => deactivateMemo(ctx.prisma, { userId: ctx.user.id, id: input.id }));
