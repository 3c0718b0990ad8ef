import {
  campaignRowOf,
  closeSelection,
  planRegret,
  type RegretChoices,
  reversibleRows,
  selectionScope,
  terminationReasonGroups,
  visibleServices,
} from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand, pickOne, pickSome } from './command.ts';

/** 'Ångra': some of the services bought within 14 days, a reason of the scope, the fee flag drawn. */
export class RegretCommand extends ModelCommand {
  constructor(readonly pick: number) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    return driveOperation<RegretChoices>(sequence, {
      label: 'regret',
      actor: (run) => run.world.agent,
      keep: this.keep,
      choose: (context, today) => {
        const listed = visibleServices(context.agreement.rows, today);
        const reversible = reversibleRows(context, today).filter((row) => !campaignRowOf(row, listed));
        const ticked = pickSome(reversible, this.pick);
        if (ticked.length === 0) return null;
        const selected = closeSelection(
          listed,
          ticked.map((row) => row.id),
        );
        const scope = selectionScope(listed, selected);
        return {
          rowIds: ticked.map((row) => row.id),
          reasonId:
            pickOne(terminationReasonGroups(context.terminationReasons)[scope], this.pick)?.id ?? null,
          description: 'Modelltest: ånger',
          sendConfirmation: (this.pick & 1) === 1,
          regretFee: (this.pick & 2) === 2,
        };
      },
      plan: (context, choices, today) => planRegret(context, choices, today),
      submit: (caller, input) => caller.agreements.regret(input),
    });
  }

  toString(): string {
    return this.printed(`new RegretCommand(${this.pick})`);
  }
}
