import { dbId, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { listTags } from './case-tags-service.ts';
import { tagOutput } from './tag-schemas.ts';

export const listInput = z.object({
  /** Tags of these cases (document 1 section 7: ?cases=); absent: the whole catalogue. */
  caseIds: z.array(dbId()).max(500).optional(),
  /** ?hide_automatic=: leave out the tags set by rules. */
  hideAutomatic: z.boolean().default(false),
});

/** Tags, of cases or of the catalogue. */
export const list = requireGroups(...groupsFor('case'))
  .input(listInput)
  .output(z.array(tagOutput))
  .query(({ ctx, input }) => listTags(ctx.prisma, input));
