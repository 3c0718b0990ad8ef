import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { sanitizeHtml } from '../html/sanitize.ts';

const OBJECT_LOG_SHOWN = 200;

/** The objects the old systems kept logs for: a customer (by customer number) or an agreement (by number). */
export const OBJECT_TYPES = ['kund', 'avtal'] as const;

export const objectLogEntry = z.object({
  /** loggId */
  id: z.number().int(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** loggText, sanitized on the server: the only HTML the web renders. */
  safeHtml: z.string(),
});

/** Log information of an object (document 2 'Log information'), newest first, its HTML sanitized. */
export const objectLog = customerViewProcedure
  .input(z.object({ objectType: z.enum(OBJECT_TYPES), objectId: dbId('Ogiltigt objekt') }))
  .output(z.array(objectLogEntry))
  .query(async ({ ctx, input }) => {
    const entries = await ctx.prisma.objectLog.findMany({
      where: { objectType: input.objectType, objectId: String(input.objectId) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: OBJECT_LOG_SHOWN,
    });
    return entries.map((entry) => ({
      id: entry.id,
      createdBy: entry.createdBy,
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
      categoryId: entry.categoryId,
      categoryName: entry.categoryName,
      safeHtml: sanitizeHtml(entry.text),
    }));
  });
