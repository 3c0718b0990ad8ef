import type { KeptRow } from '@sappis/shared/agreements/operations/dependent-rows/keep-rows';
import type { PlanOutcome } from '@sappis/shared/agreements/operations/plan';
import type { OperationContext, OperationRow } from '@sappis/shared/agreements/operations/snapshot';
import { planDeceasedTermination } from '@sappis/shared/agreements/operations/termination/plan-deceased';
import { planRegret } from '@sappis/shared/agreements/operations/termination/plan-regret';
import { planTermination } from '@sappis/shared/agreements/operations/termination/plan-termination';
import type {
  DeceasedChoices,
  RegretChoices,
  TerminationChoices,
} from '@sappis/shared/agreements/operations/termination/termination-choices';
import {
  deceasedDate,
  isWithinRegretWindow,
  regretDate,
  terminationDates,
} from '@sappis/shared/agreements/operations/termination/termination-dates';
import { visibleServices } from '@sappis/shared/agreements/operations/termination/termination-rows';
import { TERMINATION_TEXTS } from '@sappis/shared/agreements/operations/termination/termination-texts';

export type TerminationTab = 'terminate' | 'regret' | 'deceased';

/** What the user has chosen in a tab's wizard so far. */
export interface WizardChoices {
  selectedIds: number[];
  /** Chosen month end per row ('Avsluta'); a row without one takes its earliest date. */
  dates: Record<number, string>;
  reasonId: number | null;
  description: string;
  sendConfirmation: boolean;
  regretFee: boolean;
  /** Dependent rows the agent keeps running, with the reason (withDependentRows). */
  keepRows: KeptRow[];
}

export const EMPTY_CHOICES: WizardChoices = {
  selectedIds: [],
  dates: {},
  reasonId: null,
  description: '',
  sendConfirmation: true,
  regretFee: false,
  keepRows: [],
};

/** A row's chosen month end, else its earliest. */
export function chosenDate(choices: WizardChoices, row: OperationRow, today: string): string {
  return choices.dates[row.id] ?? terminationDates(row, today)[0] ?? '';
}

/** The choices a tab's mutation takes, from the wizard's state (the preview plans from the same). */
export const TAB_CHOICES = {
  terminate: (context: OperationContext, choices: WizardChoices, today: string): TerminationChoices => ({
    rows: context.agreement.rows
      .filter((row) => choices.selectedIds.includes(row.id))
      .map((row) => ({ rowId: row.id, endDate: chosenDate(choices, row, today) })),
    reasonId: choices.reasonId,
    description: choices.description,
    sendConfirmation: choices.sendConfirmation,
    keepRows: choices.keepRows,
  }),
  regret: (_context: OperationContext, choices: WizardChoices): RegretChoices => ({
    rowIds: choices.selectedIds,
    reasonId: choices.reasonId,
    description: choices.description,
    sendConfirmation: choices.sendConfirmation,
    regretFee: choices.regretFee,
    keepRows: choices.keepRows,
  }),
  deceased: (_context: OperationContext, choices: WizardChoices): DeceasedChoices => ({
    rowIds: choices.selectedIds,
    description: choices.description,
    sendConfirmation: choices.sendConfirmation,
    keepRows: choices.keepRows,
  }),
};

/** How each tab differs: the rows it lists, each row's dates, its plan and its button. */
export interface TabKind {
  listed: (context: OperationContext, today: string) => OperationRow[];
  /** The dates offered for a row; a single date is fixed (regret, deceased); none: it cannot be ticked. */
  datesOf: (row: OperationRow, today: string) => string[];
  plan: (context: OperationContext, choices: WizardChoices, today: string) => PlanOutcome;
  submitLabel: string;
  /** Whether the tab asks for a reason from the list (the deceased reason is preset). */
  asksReason: boolean;
}

export const TAB_KINDS: Record<TerminationTab, TabKind> = {
  terminate: {
    listed: (context, today) => visibleServices(context.agreement.rows, today),
    datesOf: terminationDates,
    plan: (context, choices, today) =>
      planTermination(context, TAB_CHOICES.terminate(context, choices, today), today),
    submitLabel: TERMINATION_TEXTS.submit,
    asksReason: true,
  },
  regret: {
    listed: (context, today) =>
      visibleServices(context.agreement.rows, today).filter((row) => isWithinRegretWindow(row, today)),
    datesOf: (row, today) => (isWithinRegretWindow(row, today) ? [regretDate(row, today)] : []),
    plan: (context, choices, today) => planRegret(context, TAB_CHOICES.regret(context, choices), today),
    submitLabel: TERMINATION_TEXTS.regretSubmit,
    asksReason: true,
  },
  deceased: {
    listed: (context, today) => visibleServices(context.agreement.rows, today),
    datesOf: (row, today) => [deceasedDate(row, today)],
    plan: (context, choices, today) =>
      planDeceasedTermination(context, TAB_CHOICES.deceased(context, choices), today),
    submitLabel: TERMINATION_TEXTS.submit,
    asksReason: false,
  },
};
