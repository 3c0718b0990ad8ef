import { addDays, type EditRowDatesChoices, planEditRowDates, rowDateRules } from '@sappis/shared';
import { driveOperation } from '../drive.ts';
import type { Sequence } from '../sequence.ts';
import { ModelCommand, pickOne } from './command.ts';

/** The day `shift` days after `min`, kept within `max`. */
const within = (min: string, max: string | null, shift: number) => {
  const day = addDays(min, shift);
  return max !== null && day > max ? max : day;
};

/**
 * 'Ändra datum': a row whose start or end the form lets change, the new day drawn within the picker's bounds
 * (the start no later than the end, the end no earlier than the start).
 */
export class EditDatesCommand extends ModelCommand {
  constructor(
    readonly pick: number,
    readonly field: 'start' | 'end',
    readonly shift: number,
  ) {
    super();
  }

  act(sequence: Sequence): Promise<string> {
    return driveOperation<EditRowDatesChoices>(sequence, {
      label: `edit ${this.field} date`,
      actor: (run) => run.world.agent,
      keep: this.keep,
      choose: (context, today) => {
        const editable = context.agreement.rows.filter(
          (row) => rowDateRules(row, today)[this.field].editable,
        );
        const row = pickOne(editable, this.pick);
        if (!row) return null;
        const rule = rowDateRules(row, today)[this.field];
        if (this.field === 'start') {
          const max =
            row.endDate !== null && (rule.max === null || row.endDate < rule.max) ? row.endDate : rule.max;
          if (max !== null && max < rule.min) return null;
          return { rowId: row.id, startDate: within(rule.min, max, this.shift), endDate: row.endDate ?? '' };
        }
        const min = row.startDate !== null && row.startDate > rule.min ? row.startDate : rule.min;
        if (rule.max !== null && rule.max < min) return null;
        return { rowId: row.id, startDate: row.startDate ?? '', endDate: within(min, rule.max, this.shift) };
      },
      plan: (context, choices, today) => planEditRowDates(context, choices, today),
      submit: (caller, input) => caller.agreements.editRowDates(input),
    });
  }

  toString(): string {
    return this.printed(`new EditDatesCommand(${this.pick}, '${this.field}', ${this.shift})`);
  }
}
