import { createShortLinkSchema, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { createShortLink } from './short-link-service.ts';

/** A short link to an http(s) address, under a chosen or a made-up name. */
export const create = requireGroups(...groupsFor('shortenLink'))
  .input(createShortLinkSchema)
  .output(z.object({ slug: z.string() }))
  .mutation(({ ctx, input: { requestId, targetUrl, slug }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createShortLink(tx, { userId: ctx.user.id, targetUrl, slug }),
    ),
  );
