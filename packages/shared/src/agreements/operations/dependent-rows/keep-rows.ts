import { z } from 'zod';
import { dbId, plainText } from '../../../input/safe-input.ts';
import { shortenServiceName } from '../../../text.ts';
import type { PlannedDependentRow } from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';
import { SERVICE_KIND_NAMES } from './service-kinds.ts';

/**
 * The agent's "keep" choices every operation's choices extend: dependent rows (hardware, cards, add-ons) the agent
 * unticked so they run on without a service of their kind, each with the reason (recorded with the operation).
 * Absent: none kept.
 */
export const keepRowsChoice = {
  keepRows: z
    .array(z.object({ rowId: dbId(), reason: plainText(500) }))
    .max(200)
    .optional(),
};

export type KeptRow = { rowId: number; reason: string };

/**
 * The keep a row carries to the row it is written again as (a pause's return, a move, a transfer, an assignment, a
 * continue): the agent's reason for running it without a service of its kind stays decided (issue 26).
 */
export function carriedKeep(row: Pick<OperationRow, 'keptWithoutService'>): { keptWithoutService?: string } {
  return row.keptWithoutService ? { keptWithoutService: row.keptWithoutService } : {};
}

export const DEPENDENT_ROWS_TEXTS = {
  heading: 'Följer med tjänsten',
  intro: 'De här raderna har ingen tjänst av sitt slag kvar efter åtgärden och avslutas med den.',
  reasonLabel: (name: string) => `Varför ska ${name} vara kvar?`,
  reasonRequired: (name: string) => `Ange varför ${name} ska vara kvar`,
  returnOffer: 'Hyrd utrustning avslutas: skapa ett returärende efteråt.',
  /** Continue: the rows that ended with the service come back with it; unticked, one stays ended. */
  continueIntro: 'De här raderna avslutades med tjänsten och fortsätter med den.',
  stayEndedLabel: (name: string) => `Varför ska ${name} inte fortsätta?`,
  stayEndedRequired: (name: string) => `Ange varför ${name} inte ska fortsätta`,
  /** 'Ändra datum': the agent's own dates make the row bill on days without a service of its kind. */
  datedIntro: 'Med de nya datumen debiteras raden dagar utan tjänst av sitt slag. Ange varför.',
  datedText: (name: string, kind: string, from: string) => `${name} debiteras utan ${kind} från ${from}`,
  datedLabel: (name: string) => `Varför ska ${name} debiteras utan tjänst?`,
  datedRequired: (name: string) => `Ange varför ${name} ska debiteras utan tjänst`,
} as const;

/**
 * The question a kept row asks, and the refusal while it has no answer: kept running (unticked), left ended
 * (continue), or billing without a service by the dates the agent gave it ('Ändra datum').
 */
export function keepReasonTexts(row: Pick<PlannedDependentRow, 'continues' | 'datedWithoutServiceFrom'>) {
  if (row.datedWithoutServiceFrom)
    return { label: DEPENDENT_ROWS_TEXTS.datedLabel, required: DEPENDENT_ROWS_TEXTS.datedRequired };
  return row.continues
    ? { label: DEPENDENT_ROWS_TEXTS.stayEndedLabel, required: DEPENDENT_ROWS_TEXTS.stayEndedRequired }
    : { label: DEPENDENT_ROWS_TEXTS.reasonLabel, required: DEPENDENT_ROWS_TEXTS.reasonRequired };
}

/** The reasons the agent gave for the rows unticked, for the operation's audit details (no key when none). */
export function keptRowsDetail(rows: readonly PlannedDependentRow[]): Record<string, string> {
  const kept = rows.filter((row) => row.keptReason !== null);
  if (kept.length === 0) return {};
  return {
    keptRows: kept.map((row) => `${row.productName} (rad ${row.rowId}): ${row.keptReason}`).join('; '),
  };
}

/**
 * A dependent row's shortened name; one that has not started yet (returning after a pause) with '(från {start})',
 * told apart from the paused row of the same name.
 */
export function dependentRowName(row: Pick<PlannedDependentRow, 'productName' | 'startsOn'>): string {
  const name = shortenServiceName(row.productName);
  return row.startsOn ? `${name} (från ${row.startsOn})` : name;
}

/** What happens to a dependent row, one Swedish line (the preview's 'Följer med tjänsten'). */
export function dependentRowText(row: PlannedDependentRow): string {
  const name = dependentRowName(row);
  if (row.datedWithoutServiceFrom) {
    const dated = DEPENDENT_ROWS_TEXTS.datedText(
      name,
      SERVICE_KIND_NAMES[row.kind],
      row.datedWithoutServiceFrom,
    );
    return `${dated}: ${row.keptReason || '(ange varför)'}`;
  }
  if (row.continues)
    return row.keptReason !== null
      ? `${name} fortsätter inte: ${row.keptReason || '(ange varför)'}`
      : `${name} fortsätter med tjänsten från ${row.returnDates[0]}`;
  if (row.keptReason !== null) return `${name} behålls utan tjänst: ${row.keptReason || '(ange varför)'}`;
  const back = row.returnDates.length > 0 ? `, tillbaka ${row.returnDates.join(', ')}` : '';
  if (row.endDate === null) return `${name} tas bort: den skulle bara gå utan tjänst${back}`;
  return back
    ? `${name} pausas med tjänsten: sista dag ${row.endDate}${back}`
    : `${name} avslutas ${row.endDate} med tjänsten`;
}
