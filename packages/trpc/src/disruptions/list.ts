import { canEditDisruptions, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { disruptionOutput } from './disruption-schemas.ts';
import { listDisruptions } from './service.ts';

/** /sappis/disruptions: the operating disruptions (editors also see those whose showFrom lies ahead). */
export const list = requireGroups(...groupsFor('disruptions'))
  .output(z.array(disruptionOutput))
  .query(({ ctx }) =>
    listDisruptions(ctx.prisma, { now: ctx.now(), includeUpcoming: canEditDisruptions(ctx.user.groups) }),
  );
