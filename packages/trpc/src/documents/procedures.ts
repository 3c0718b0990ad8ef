import {
  createDocumentInputSchema,
  dbId,
  documentNumberSchema,
  documentStatusSchema,
  isoDay,
  requestIdSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure, customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { runOnce } from '../idempotency/run-once.ts';
import {
  changeDocumentStatus,
  createDocumentFromTemplate,
  deleteDocument,
  listDocuments,
  listTemplates,
  sendDocument,
} from './document-service.ts';

const actorOf = (user: { id: number; email: string }) => ({ id: user.id, email: user.email });

const documentOutput = z.object({
  documentNumber: z.number().int(),
  type: z.string(),
  name: z.string(),
  status: documentStatusSchema,
  statusLabel: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});

const writeOutput = z.object({ documentNumber: z.number().int(), message: z.string() });

/** GET dokument?avtalsnummer=: number, type, name, status and creator of the agreement's documents. */
export const list = customerViewProcedure
  .input(z.object({ agreementNumber: dbId('Ogiltigt avtalsnummer') }))
  .output(z.array(documentOutput))
  .query(({ ctx, input }) => listDocuments(ctx.prisma, input.agreementNumber));

/** GET dokument/mall. */
export const templates = customerViewProcedure
  .output(z.array(z.object({ id: z.number().int(), name: z.string() })))
  .query(({ ctx }) => listTemplates(ctx.prisma));

/** 'Skapa ny fil': a PDF from a template for an agreement and its customer. */
export const createFromTemplate = customerActionProcedure
  .input(createDocumentInputSchema)
  .output(writeOutput)
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createDocumentFromTemplate(ctx.files, tx, {
        actor: actorOf(ctx.user),
        agreementNumber: input.agreementNumber,
        templateId: input.templateId,
        today: isoDay(ctx.now()),
      }),
    ),
  );

/** 'Mejla dokument'. */
export const send = customerActionProcedure
  .input(z.object({ requestId: requestIdSchema, documentNumber: documentNumberSchema }))
  .output(writeOutput)
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      sendDocument(tx, ctx.adapters.email, {
        actor: actorOf(ctx.user),
        documentNumber: input.documentNumber,
      }),
    ),
  );

/** 'Ändra status': one of the print states. */
export const changeStatus = customerActionProcedure
  .input(z.object({ documentNumber: documentNumberSchema, status: documentStatusSchema }))
  .output(writeOutput)
  .mutation(({ ctx, input }) =>
    ctx.prisma.$transaction((tx) => changeDocumentStatus(tx, { actor: actorOf(ctx.user), ...input })),
  );

/** 'Radera': the document and, after the commit, its stored file. */
export const remove = customerActionProcedure
  .input(z.object({ requestId: requestIdSchema, documentNumber: documentNumberSchema }))
  .output(writeOutput)
  .mutation(async ({ ctx, input, path }) => {
    let storageKey: string | null = null;
    const result = await runOnce(
      ctx.prisma,
      { requestId: input.requestId, userId: ctx.user.id, procedure: path },
      async (tx) => {
        const deleted = await deleteDocument(tx, {
          actor: actorOf(ctx.user),
          documentNumber: input.documentNumber,
        });
        storageKey = deleted.storageKey;
        return deleted.result;
      },
    );
    if (storageKey) await ctx.files.remove(storageKey);
    return result;
  });
