import { type CaseContact, caseContactInput, groupsFor } from '@sappis/shared';
import { requireGroups } from '../../trpc.ts';
import { caseWriteOutput } from '../case-page-schemas.ts';
import { updateCaseContact } from './update-case-contact.ts';

/** The case contact form's save: the relation's contact fields (not the customer number). */
export const updateContact = requireGroups(...groupsFor('case'))
  .input(caseContactInput)
  .output(caseWriteOutput)
  .mutation(({ ctx, input }) =>
    updateCaseContact(ctx.prisma, {
      caseNumber: input.caseNumber,
      version: input.version,
      contact: input.contact as CaseContact,
      user: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
    }),
  );
