import { type ContinueChoices, continueServices, planContinue } from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand, pickSome } from './command.ts';

/** 'Fortsätt tjänster': some of the ended services the form lists (from the context's inventory). */
export class ContinueCommand extends ModelCommand {
  constructor(readonly pick: number) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    return driveOperation<ContinueChoices>(sequence, {
      label: 'continue',
      actor: (run) => run.world.agent,
      choose: (context, today) => {
        const chosen = pickSome(continueServices(context, today), this.pick);
        if (chosen.length === 0) return null;
        return { rowIds: chosen.map((row) => row.id), sendConfirmation: (this.pick & 1) === 1 };
      },
      plan: (context, choices, today, actor) => planContinue(context, choices, today, actor.handler),
      submit: (caller, input) => caller.agreements.continue(input),
    });
  }

  toString(): string {
    return `new ContinueCommand(${this.pick})`;
  }
}
