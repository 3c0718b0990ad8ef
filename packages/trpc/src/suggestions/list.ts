import { groupsFor, requiredText } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { listSuggestions } from './service.ts';
import { suggestionOutput } from './suggestion-schemas.ts';

export const listInput = z
  .object({ category: requiredText(50, { required: 'Ange en kategori' }).optional() })
  .default({});

/** Autoreply suggestions, optionally of one category (the case page's panel and the admin page). */
export const list = requireGroups(...groupsFor('case'))
  .input(listInput)
  .output(z.array(suggestionOutput))
  .query(({ ctx, input }) => listSuggestions(ctx.prisma, input));
