/**
 * The channel rule of a channel package over time (issue 18): on every day from today on, the package's channel
 * sub-rows that run that day are at most the package's selectable channel count (produktAntalValbaraKanaler),
 * and no channel runs twice.
 */

/** A channel sub-row of a package as the schedule sees it (ISO days; no start: from the beginning, no end: open). */
export interface ScheduledChannel {
  productNumber: string;
  startDate: string | null;
  endDate: string | null;
}

export type ChannelScheduleProblem =
  | { kind: 'LIMIT'; day: string; count: number; limit: number }
  | { kind: 'DUPLICATE'; day: string; productNumber: string };

/** Whether the row runs on `day` (a row that ends before it starts never runs). */
export function channelRunsOn(row: ScheduledChannel, day: string): boolean {
  const start = row.startDate?.slice(0, 10) ?? null;
  const end = row.endDate?.slice(0, 10) ?? null;
  return (start === null || start <= day) && (end === null || end >= day);
}

/**
 * The first day from `today` on where the rows break the rule, and how (a channel twice before too many
 * channels), or null. Only today and the days a row starts need checking: the number of running rows and the
 * channels among them grow only on those days.
 */
export function channelScheduleProblem(
  rows: readonly ScheduledChannel[],
  limit: number,
  today: string,
): ChannelScheduleProblem | null {
  const starts = rows.map((row) => row.startDate?.slice(0, 10)).filter((day): day is string => !!day);
  const days = [...new Set([today, ...starts.filter((day) => day > today)])].sort();
  for (const day of days) {
    const running = rows.filter((row) => channelRunsOn(row, day)).map((row) => row.productNumber);
    const twice = running.find((number, index) => running.indexOf(number) !== index);
    if (twice !== undefined) return { kind: 'DUPLICATE', day, productNumber: twice };
    if (running.length > limit) return { kind: 'LIMIT', day, count: running.length, limit };
  }
  return null;
}

/** Our wording (the spec has only the picker's limit message): why a channel change is refused. */
export const CHANNEL_SCHEDULE_TEXTS = {
  limit: (problem: { day: string; count: number; limit: number }) =>
    `Paketet skulle ha ${problem.count} kanaler den ${problem.day}, men högst ${problem.limit} får väljas`,
  duplicate: (channelName: string, day: string) =>
    `${channelName} skulle finnas två gånger i paketet den ${day}`,
} as const;
