import { addDays } from '../dates.ts';
import { CHANNEL_SCHEDULE_TEXTS, channelScheduleProblem, type ScheduledChannel } from './channel-schedule.ts';
import { CHANNEL_LIMIT_MESSAGE, type ChannelList, isSelectedChannel } from './channels.ts';

export const CHANNEL_EDIT_TEXTS = {
  unknownChannel: 'Kanalen ingår inte i paketet',
  noChange: 'Inga ändringar att spara',
} as const;

/** A channel package as the edit sees it (the channel package view: FRI045 and non-channel sub-rows left out). */
export interface ChannelPackageState {
  /** The package row's end date (its channels that end with it are still chosen). */
  endDate: string | null;
  selectableChannelCount: number;
  /** The edit start date (channelEditStartDate) and where channels removed today end. */
  startDate: string;
  removedChannelsEnd: string;
  available: readonly { productNumber: string; name: string; tv: boolean }[];
  channels: readonly {
    rowId: number;
    productNumber: string;
    name: string;
    startDate: string | null;
    endDate: string | null;
    list: ChannelList;
  }[];
}

export interface ChannelEditPlan {
  /** Chosen channels no longer wanted that have started: the end each gets. */
  removed: { rowId: number; productNumber: string; endDate: string }[];
  /** Upcoming channels no longer wanted: removed, since they never ran. */
  cancelled: { rowId: number; productNumber: string; startDate: string }[];
  /** New channel rows. */
  added: { productNumber: string; name: string; startDate: string; endDate: string | null }[];
  /** Where the added channels start. */
  startDate: string;
}

/** COUNT is the picker's own limit (CHANNEL_LIMIT_MESSAGE); SCHEDULE a day on which the rows would break the rule. */
export type ChannelEditRefusal = 'UNKNOWN' | 'COUNT' | 'NO_CHANGE' | 'SCHEDULE';

export type ChannelEditOutcome =
  | { ok: true; plan: ChannelEditPlan }
  | { ok: false; reason: ChannelEditRefusal; message: string };

/**
 * Sets the chosen channels of a package (document 1 sections 2.5, 4, 5; issue 18). Chosen channels no longer
 * wanted end at `removedChannelsEnd`; an upcoming one is cancelled (no row ends before it starts); new
 * channels start at the edit start date, but not before the day after the channels they replace end (a swap
 * takes effect at the month end), and end with the package. The package's channel rows afterwards must keep the
 * rule on every day from today on (channelScheduleProblem): at most the selectable count, no channel twice.
 */
export function planChannelEdit(
  state: ChannelPackageState,
  wanted: readonly string[],
  today: string,
): ChannelEditOutcome {
  const chosen = [...new Set(wanted)];
  const names = new Map(
    state.available.filter((channel) => channel.tv).map((channel) => [channel.productNumber, channel.name]),
  );
  if (chosen.some((number) => !names.has(number)))
    return { ok: false, reason: 'UNKNOWN', message: CHANNEL_EDIT_TEXTS.unknownChannel };
  if (chosen.length > state.selectableChannelCount)
    return { ok: false, reason: 'COUNT', message: CHANNEL_LIMIT_MESSAGE };

  const current = state.channels.filter((channel) => isSelectedChannel(channel.list));
  const unwanted = current.filter((channel) => !chosen.includes(channel.productNumber));
  const cancelled = unwanted.flatMap((channel) =>
    channel.list === 'UPCOMING' && channel.startDate
      ? [{ rowId: channel.rowId, productNumber: channel.productNumber, startDate: channel.startDate }]
      : [],
  );
  const removed = unwanted
    .filter((channel) => !cancelled.some((item) => item.rowId === channel.rowId))
    .map((channel) => ({
      rowId: channel.rowId,
      productNumber: channel.productNumber,
      endDate: state.removedChannelsEnd,
    }));
  const addedNumbers = chosen.filter(
    (number) => !current.some((channel) => channel.productNumber === number),
  );
  if (unwanted.length === 0 && addedNumbers.length === 0)
    return { ok: false, reason: 'NO_CHANGE', message: CHANNEL_EDIT_TEXTS.noChange };

  const afterRemoved = removed.map((channel) => addDays(channel.endDate, 1));
  const startDate = [state.startDate, ...afterRemoved].sort().at(-1) ?? state.startDate;
  const added = addedNumbers.map((productNumber) => ({
    productNumber,
    name: names.get(productNumber) ?? productNumber,
    startDate,
    endDate: state.endDate,
  }));
  const rows: ScheduledChannel[] = [
    ...state.channels
      .filter((channel) => !cancelled.some((item) => item.rowId === channel.rowId))
      .map((channel) => ({
        ...channel,
        endDate: removed.find((item) => item.rowId === channel.rowId)?.endDate ?? channel.endDate,
      })),
    ...added,
  ];
  const problem = channelScheduleProblem(rows, state.selectableChannelCount, today);
  if (problem) {
    const message =
      problem.kind === 'LIMIT'
        ? CHANNEL_SCHEDULE_TEXTS.limit(problem)
        : CHANNEL_SCHEDULE_TEXTS.duplicate(
            names.get(problem.productNumber) ?? problem.productNumber,
            problem.day,
          );
    return { ok: false, reason: 'SCHEDULE', message };
  }
  return { ok: true, plan: { removed, cancelled, added, startDate } };
}
