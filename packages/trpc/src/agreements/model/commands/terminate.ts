import {
  campaignRowOf,
  closeSelection,
  offersSharedDates,
  planTermination,
  selectionScope,
  sharedDates,
  type TerminationChoices,
  terminationDates,
  terminationReasonGroups,
  visibleServices,
} from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand, pickOne, pickSome } from './command.ts';

/**
 * 'Avsluta': tick every service that offers a date (`all`) or some of them, take a shared date when the form
 * offers one (else each row's own), a reason of the scope the selection has, with or without confirmation.
 */
export class TerminateCommand extends ModelCommand {
  constructor(
    readonly all: boolean,
    readonly pick: number,
  ) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    return driveOperation<TerminationChoices>(sequence, {
      label: this.all ? 'terminate all' : 'terminate some',
      actor: (run) => run.world.agent,
      keep: this.keep,
      choose: (context, today) => {
        const listed = visibleServices(context.agreement.rows, today);
        const tickable = listed.filter(
          (row) => !campaignRowOf(row, listed) && terminationDates(row, today).length > 0,
        );
        const ticked = this.all ? tickable : pickSome(tickable, this.pick);
        if (ticked.length === 0) return null;
        const selectedIds = closeSelection(
          listed,
          ticked.map((row) => row.id),
        );
        const selected = listed.filter((row) => selectedIds.includes(row.id));
        const shared = offersSharedDates(selected)
          ? sharedDates(ticked.map((row) => terminationDates(row, today)))
          : [];
        const sharedDate = pickOne(shared, this.pick);
        const scope = selectionScope(listed, selectedIds);
        const reason = pickOne(terminationReasonGroups(context.terminationReasons)[scope], this.pick);
        return {
          rows: ticked.map((row) => ({
            rowId: row.id,
            endDate: sharedDate ?? pickOne(terminationDates(row, today), this.pick) ?? '',
          })),
          reasonId: reason?.id ?? null,
          description: 'Modelltest: uppsägning',
          sendConfirmation: (this.pick & 1) === 1,
        };
      },
      plan: (context, choices, today) => planTermination(context, choices, today),
      submit: (caller, input) => caller.agreements.terminate(input),
    });
  }

  toString(): string {
    return this.printed(`new TerminateCommand(${this.all}, ${this.pick})`);
  }
}
