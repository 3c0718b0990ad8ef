import { groupsFor, pageNumber } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { listShortLinks } from './short-link-service.ts';

const shortLinkOutput = z.object({
  slug: z.string(),
  targetUrl: z.string(),
  hits: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});

/** The short links, newest first, with their visit counts. */
export const list = requireGroups(...groupsFor('shortenLink'))
  .input(z.object({ page: pageNumber }))
  .output(z.object({ links: z.array(shortLinkOutput), total: z.number().int(), pageSize: z.number().int() }))
  .query(({ ctx, input }) => listShortLinks(ctx.prisma, input));
