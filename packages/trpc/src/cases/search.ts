import { caseSearchInput, groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { caseSearchOutput } from './case-schemas.ts';
import { searchCases } from './search-cases.ts';

/** The case list: document 1 section 7.1 case search (show_finished, status_prio_id, page, sort, reverse, filters). */
export const search = requireGroups(...groupsFor('cases'))
  .input(caseSearchInput)
  .output(caseSearchOutput)
  .query(({ ctx, input }) =>
    searchCases(ctx.prisma, input, { now: ctx.now(), productName: ctx.productName }),
  );
