import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { categoryOutput } from './time-report-output.ts';
import { listTimeCategories } from './time-report-service.ts';

/** The categories hours are reported on. */
export const categories = requireGroups(...groupsFor('timeReport'))
  .output(z.array(categoryOutput))
  .query(({ ctx }) => listTimeCategories(ctx.prisma));
