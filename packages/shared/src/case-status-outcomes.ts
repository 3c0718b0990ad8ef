import type { CaseStatusKey } from './cases.ts';

/** The case status panel of document 2: 'Ärende löst under samtal' (SOLVED) or 'Kund skall återkomma' (RETURN). */
export const CASE_STATUS_OUTCOMES = ['SOLVED', 'RETURN'] as const;

export type CaseStatusOutcome = (typeof CASE_STATUS_OUTCOMES)[number];

/** Document 2 section 4: SOLVED gives 'Avslutad', RETURN gives 'Väntar på svar från kund'. */
export const OUTCOME_STATUS: Record<CaseStatusOutcome, CaseStatusKey> = {
  SOLVED: 'FINISHED',
  RETURN: 'WAITING_FOR_CUSTOMER',
};

/** The case log's and the panel's word for a saved outcome. */
export const caseStatusChangedText = (statusName: string) => `Status ändrad till ${statusName}`;
