import {
  campaignRowOf,
  type DeceasedChoices,
  planDeceasedTermination,
  visibleServices,
} from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand, pickSome } from './command.ts';

/** 'Avsluta (avliden)' as an admin: every listed service (`all`) or some. */
export class DeceasedCommand extends ModelCommand {
  constructor(
    readonly all: boolean,
    readonly pick: number,
  ) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    return driveOperation<DeceasedChoices>(sequence, {
      label: this.all ? 'deceased all' : 'deceased some',
      actor: (run) => run.world.admin,
      keep: this.keep,
      choose: (context, today) => {
        const listed = visibleServices(context.agreement.rows, today);
        const services = listed.filter((row) => !campaignRowOf(row, listed));
        const ticked = this.all ? services : pickSome(services, this.pick);
        if (ticked.length === 0) return null;
        return {
          rowIds: ticked.map((row) => row.id),
          description: 'Modelltest: kunden har avlidit',
          sendConfirmation: (this.pick & 1) === 1,
        };
      },
      plan: (context, choices, today) => planDeceasedTermination(context, choices, today),
      submit: (caller, input) => caller.agreements.terminateDeceased(input),
    });
  }

  toString(): string {
    return this.printed(`new DeceasedCommand(${this.all}, ${this.pick})`);
  }
}
