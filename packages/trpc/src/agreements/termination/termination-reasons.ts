import { DECEASED_REASON_ID, terminationReasonGroups } from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';

/**
 * The termination reasons (GET avslut/orsak): the allowed ids grouped by scope ('avtal', 'abonnemang'), and the
 * deceased tab's preset reason.
 */
export const terminationReasons = customerViewProcedure.query(async ({ ctx }) => {
  const reasons = await ctx.prisma.terminationReason.findMany({ orderBy: { id: 'asc' } });
  return {
    ...terminationReasonGroups(reasons),
    deceased: reasons.find((reason) => reason.id === DECEASED_REASON_ID) ?? null,
  };
});
