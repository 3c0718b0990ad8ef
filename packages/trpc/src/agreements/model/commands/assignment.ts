import {
  type AssignmentChoices,
  type AssignmentParty,
  assignmentEndDates,
  planAssignment,
} from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand, pickOne } from './command.ts';

/** How many of the offered month ends the command picks among (the form offers 60; the near ones matter). */
const NEAR_END_DATES = 6;

/**
 * 'Överlåtelse av avtal': a demo customer searched by customer number (agreements.assignmentReceivers, which never
 * answers the holder nor a merged customer) as the receiver, one of the offered month ends, each side's
 * confirmation drawn. The agreement stays the sequence's: from then on it is the receiver's.
 */
export class AssignmentCommand extends ModelCommand {
  constructor(
    readonly receiver: number,
    readonly pick: number,
  ) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    // The receiver the form selected from the search, which it plans with.
    let party: AssignmentParty | null = null;
    return driveOperation<AssignmentChoices>(sequence, {
      label: 'assignment',
      actor: (run) => run.world.agent,
      choose: async (context, today, actor) => {
        const [hit] = await actor.caller.agreements.assignmentReceivers({
          query: String(pickOne(sequence.world.receivers, this.receiver)),
          customerNumber: context.customer.customerNumber,
        });
        const endDate = pickOne(
          assignmentEndDates(context.agreement.rows, today).slice(0, NEAR_END_DATES),
          this.pick,
        );
        if (!hit || !endDate) return null;
        party = { customerNumber: hit.customerNumber, name: hit.name, email: hit.email };
        return {
          receiverCustomerNumber: hit.customerNumber,
          endDate,
          emailAssigner: (this.pick & 1) === 1,
          emailAssignee: (this.pick & 2) === 2,
        };
      },
      plan: (context, choices, today, actor) => planAssignment(context, choices, today, actor.handler, party),
      submit: async (caller, input) => {
        const result = await caller.agreements.assign(input);
        return {
          planFingerprint: result.planFingerprint,
          caseNumbers: result.caseNumbers,
          createdRowIds: result.createdRowIds,
          endedRowIds: result.endedRowIds,
          confirmation: result.assignerConfirmation,
        };
      },
    });
  }

  toString(): string {
    return `new AssignmentCommand(${this.receiver}, ${this.pick})`;
  }
}
