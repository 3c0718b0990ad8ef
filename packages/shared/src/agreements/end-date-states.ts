import { addDays, firstDayOfNextMonth, lastDayOfMonth } from '../dates.ts';

/**
 * Channel and service end-date states (document 1 section 4): ended (end date before today), ending soon
 * (before the last day of next month), ending later (after that); rows without an end date are open.
 */
export type EndDateState = 'OPEN' | 'ENDED' | 'ENDING_SOON' | 'ENDING_LATER';

export function endDateState(endDate: string | null | undefined, today: string): EndDateState {
  if (!endDate) return 'OPEN';
  const end = endDate.slice(0, 10);
  if (end < today) return 'ENDED';
  if (end < lastDayOfMonth(today, 1)) return 'ENDING_SOON';
  return 'ENDING_LATER';
}

/**
 * A sub-row's end date as shown (channels, FRI045, discounts under their package): its own, or its main row's once
 * that has passed and the sub-row would run on after it. A channel never shows as running under an ended package;
 * under a package that ends later it keeps its own state (the package's channels stay editable until then).
 */
export function subRowEndDate(
  endDate: string | null | undefined,
  parentEndDate: string | null | undefined,
  today: string,
): string | null {
  const own = endDate ? endDate.slice(0, 10) : null;
  const parent = parentEndDate ? parentEndDate.slice(0, 10) : null;
  if (parent === null || parent >= today) return own;
  return own !== null && own <= parent ? own : parent;
}

export const END_DATE_STATE_TEXTS: Record<Exclude<EndDateState, 'OPEN'>, string> = {
  ENDED: 'Tjänsten är avslutad och kan inte redigeras längre',
  ENDING_SOON: 'Tjänsten avslutas snart och kan inte redigeras längre',
  ENDING_LATER: 'Tjänsten avslutas snart men kan fortfarande redigeras...',
};

/** Ended and ending-soon services cannot be edited; ending-later ones can (changes inherit the end date). */
export function isEditable(state: EndDateState): boolean {
  return state === 'OPEN' || state === 'ENDING_LATER';
}

/** Channel edit start date: the first of next month if upcoming channels exist or the end date is far away, else today. */
export function channelEditStartDate(options: {
  today: string;
  hasUpcomingChannels: boolean;
  endDate: string | null;
}): string {
  const farAway = endDateState(options.endDate, options.today) === 'ENDING_LATER';
  return options.hasUpcomingChannels || farAway ? firstDayOfNextMonth(options.today) : options.today;
}

/** Channel editing: the earliest end date is tomorrow or the current end date, whichever is earlier. */
export function earliestChannelEndDate(today: string, currentEndDate: string | null): string {
  const tomorrow = addDays(today, 1);
  if (!currentEndDate) return tomorrow;
  const current = currentEndDate.slice(0, 10);
  return [current, tomorrow].sort()[0] ?? tomorrow;
}

/** Channel changes take effect at the next month end: removed channels end on the last day of this month. */
export function channelChangeEffectiveEnd(today: string): string {
  return lastDayOfMonth(today, 0);
}

/**
 * The end date of channels removed today: the month end (document 1 section 2.5), but never before the earliest
 * channel end date (section 5: tomorrow or the current end date, whichever is earlier). On the last day of a
 * month the month end is today, so removed channels end tomorrow instead.
 */
export function removedChannelsEnd(today: string, packageEndDate: string | null): string {
  const monthEnd = channelChangeEffectiveEnd(today);
  const earliest = earliestChannelEndDate(today, packageEndDate);
  // ISO days compare as strings: the later of the two.
  return [monthEnd, earliest].sort().at(-1) ?? monthEnd;
}
