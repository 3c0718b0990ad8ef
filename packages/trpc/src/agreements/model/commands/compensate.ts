import {
  addDays,
  COMPENSATION,
  type CompensationChoices,
  lastDayOfMonth,
  planCompensation,
} from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand } from './command.ts';

/** 'Kompensera': an amount up to the limit, a period within one month starting within 40 days. */
export class CompensateCommand extends ModelCommand {
  constructor(
    readonly amount: number,
    readonly startIn: number,
    readonly length: number,
  ) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    return driveOperation<CompensationChoices>(sequence, {
      label: 'compensate',
      actor: (run) => run.world.agent,
      choose: (_context, today) => {
        const startDate = addDays(today, this.startIn);
        // The period ends within the start's month (the form's picker stops at its last day).
        const endDate = [addDays(startDate, this.length), lastDayOfMonth(startDate)].sort()[0] as string;
        return {
          amount: String(Math.min(this.amount, COMPENSATION.maxAmount)),
          reason: 'Modelltest: kompensation',
          startDate,
          endDate,
          invoiceTiming: this.amount % 2 === 0 ? 'NEXT' : 'THIS',
        };
      },
      plan: (context, choices, today, actor) => planCompensation(context, choices, today, actor.handler),
      submit: (caller, input) => caller.agreements.compensate(input),
    });
  }

  toString(): string {
    return `new CompensateCommand(${this.amount}, ${this.startIn}, ${this.length})`;
  }
}
