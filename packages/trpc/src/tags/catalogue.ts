import { groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { tagCatalogue } from './catalogue-service.ts';
import { catalogueOutput } from './tag-schemas.ts';

/** /sappis/tags: the catalogue with rules and usage counts. */
export const catalogue = requireGroups(...groupsFor('tags'))
  .output(catalogueOutput)
  .query(({ ctx }) => tagCatalogue(ctx.prisma));
