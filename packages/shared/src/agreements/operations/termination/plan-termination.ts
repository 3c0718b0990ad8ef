import { withDependentRows } from '../dependent-rows/dependent-rows.ts';
import { type PlanOutcome, RefusalList } from '../plan.ts';
import type { OperationContext } from '../snapshot.ts';
import type { TerminationChoices } from './termination-choices.ts';
import { endsAlreadyBy, terminationDates } from './termination-dates.ts';
import { refuseEndedAgreement, selectRowEnds, terminationPlan } from './termination-plan.ts';
import { reasonForScope } from './termination-reasons.ts';
import { TERMINATION_TEXTS } from './termination-texts.ts';

/** 'Avsluta' (document 2 sections 4, 5, 9): the ticked services end on their chosen month ends. */
export function planTermination(
  context: OperationContext,
  choices: TerminationChoices,
  today: string,
): PlanOutcome {
  const refusals = new RefusalList();
  refuseEndedAgreement(context, refusals);
  const chosen = new Map(choices.rows.map((row) => [row.rowId, row.endDate]));
  const selection = selectRowEnds(
    context,
    today,
    choices.rows.map((row) => row.rowId),
    (row) => {
      const date = chosen.get(row.id);
      if (date && row.endDate !== null && endsAlreadyBy(row, date))
        return { refusal: TERMINATION_TEXTS.alreadyEnding(row.productName, row.endDate) };
      const dates = terminationDates(row, today);
      if (dates.length === 0) return { refusal: TERMINATION_TEXTS.noTerminationDate(row.productName) };
      return date && dates.includes(date)
        ? { date }
        : { refusal: TERMINATION_TEXTS.dateNotOffered(row.productName) };
    },
    refusals,
  );
  const reason = reasonForScope(context.terminationReasons, selection.scope, choices.reasonId);
  if (choices.reasonId === null) refusals.add('reasonId', TERMINATION_TEXTS.reasonRequired);
  else if (!reason) refusals.add('reasonId', TERMINATION_TEXTS.reasonNotAllowed);
  const outcome = refusals.outcome(() =>
    terminationPlan({
      kind: 'terminate',
      context,
      today,
      selection,
      reason: reason!,
      description: choices.description.trim(),
      sendConfirmation: choices.sendConfirmation,
    }),
  );
  return withDependentRows(outcome, context, today, choices.keepRows);
}
