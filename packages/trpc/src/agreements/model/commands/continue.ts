import { type ContinueChoices, continueServices, planContinue } from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand, pickSome } from './command.ts';

/**
 * 'Fortsätt tjänster': some of the ending services the form lists (from Commerce's inventory of the address); what
 * ended with them follows, some of it unticked by the drawn keep.
 */
export class ContinueCommand extends ModelCommand {
  constructor(readonly pick: number) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    // What Commerce offers at the address, read by the form before it lists (agreements.continueInventory).
    let offered: string[] = [];
    return driveOperation<ContinueChoices>(sequence, {
      label: 'continue',
      actor: (run) => run.world.agent,
      keep: this.keep,
      choose: async (context, today, actor) => {
        ({ productNumbers: offered } = await actor.caller.agreements.continueInventory({
          agreementNumber: context.agreement.agreementNumber,
        }));
        const chosen = pickSome(continueServices(context, offered, today), this.pick);
        if (chosen.length === 0) return null;
        return { rowIds: chosen.map((row) => row.id), sendConfirmation: (this.pick & 1) === 1 };
      },
      plan: (context, choices, today, actor) => planContinue(context, offered, choices, today, actor.handler),
      submit: (caller, input) => caller.agreements.continue(input),
    });
  }

  toString(): string {
    return this.printed(`new ContinueCommand(${this.pick})`);
  }
}
