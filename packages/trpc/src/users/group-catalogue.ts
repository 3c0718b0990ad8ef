import { ALL_GROUPS, canChangeGroup, groupName, USER_ADMIN_GROUPS } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { groupCatalogueOutput } from './schemas.ts';

/** Every group with its name on this product, its description and whether the caller may give it. */
export const groupCatalogue = requireGroups(...USER_ADMIN_GROUPS)
  .output(groupCatalogueOutput)
  .query(async ({ ctx }) => {
    const names = ALL_GROUPS.map((group) => groupName(group, ctx.productName));
    const rows = await ctx.prisma.group.findMany({ where: { name: { in: names } } });
    const descriptions = new Map(rows.map((row) => [row.name, row.description]));
    return ALL_GROUPS.map((group, index) => ({
      id: group,
      name: names[index] as string,
      description: descriptions.get(names[index] as string) ?? null,
      grantable: canChangeGroup(ctx.user.groups, group),
    }));
  });
