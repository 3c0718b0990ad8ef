import { withDependentRows } from '../dependent-rows/dependent-rows.ts';
import { type PlanOutcome, RefusalList } from '../plan.ts';
import type { OperationContext, OperationTerminationReason } from '../snapshot.ts';
import type { DeceasedChoices } from './termination-choices.ts';
import { deceasedDate } from './termination-dates.ts';
import { refuseEndedAgreement, selectRowEnds, terminationPlan } from './termination-plan.ts';
import { DECEASED_REASON_ID } from './termination-reasons.ts';
import { TERMINATION_TEXTS } from './termination-texts.ts';

/**
 * 'Avsluta (avliden)' (document 2 sections 5, 6): the ticked services end on their invoiced-to date (or today),
 * reason 'Kund har avlidit', a description required. Only admin, {product}_IT and super users may (server).
 */
export function planDeceasedTermination(
  context: OperationContext,
  choices: DeceasedChoices,
  today: string,
): PlanOutcome {
  const refusals = new RefusalList();
  refuseEndedAgreement(context, refusals);
  const selection = selectRowEnds(
    context,
    today,
    choices.rowIds,
    (row) => ({ date: deceasedDate(row, today) }),
    refusals,
  );
  const description = choices.description.trim();
  if (!description) refusals.add('description', TERMINATION_TEXTS.descriptionRequired);
  const reason: OperationTerminationReason = context.terminationReasons.find(
    (item) => item.id === DECEASED_REASON_ID,
  ) ?? { id: DECEASED_REASON_ID, name: TERMINATION_TEXTS.deceasedReason, scope: 'AGREEMENT' };
  const outcome = refusals.outcome(() =>
    terminationPlan({
      kind: 'terminateDeceased',
      context,
      today,
      selection,
      reason,
      description,
      sendConfirmation: choices.sendConfirmation,
    }),
  );
  return withDependentRows(outcome, context, today, choices.keepRows);
}
