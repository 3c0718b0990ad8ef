import {
  latestEarliestDate,
  type PauseChoices,
  pauseEndOptions,
  pauseServices,
  pauseStartOptions,
  planPause,
} from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand, pickOne, pickSome } from './command.ts';

/** How many of the offered month ends the command picks among (the form offers 60; the near ones matter). */
const NEAR_END_OPTIONS = 6;

/** 'Pausa tjänster': some of the services the form lists with an earliest date, an offered end and start date. */
export class PauseCommand extends ModelCommand {
  constructor(
    readonly pick: number,
    readonly endPick: number,
    readonly startPick: number,
  ) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    return driveOperation<PauseChoices>(sequence, {
      label: 'pause',
      actor: (run) => run.world.agent,
      keep: this.keep,
      choose: (context, today) => {
        const selectable = pauseServices(context, today).filter((service) => service.earliestDate !== null);
        const chosen = pickSome(selectable, this.pick);
        const earliest = latestEarliestDate(chosen);
        if (earliest === null) return null;
        const endDate = pickOne(pauseEndOptions(earliest).slice(0, NEAR_END_OPTIONS), this.endPick) as string;
        return {
          rowIds: chosen.map((service) => service.row.id),
          endDate,
          startDate: pickOne(pauseStartOptions(endDate), this.startPick) as string,
          description: 'Modelltest: paus',
          feeInformed: true,
          sendConfirmation: (this.pick & 1) === 1,
        };
      },
      plan: (context, choices, today, actor) => planPause(context, choices, today, actor.handler),
      submit: (caller, input) => caller.agreements.pause(input),
    });
  }

  toString(): string {
    return this.printed(`new PauseCommand(${this.pick}, ${this.endPick}, ${this.startPick})`);
  }
}
