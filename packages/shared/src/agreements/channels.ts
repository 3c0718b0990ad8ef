/** Channel package rules (document 1 sections 2.5, 4 and 5). */

/** The free channel FRI045 is part of every package and never shown for picking. */
export const HIDDEN_CHANNEL = 'FRI045';

export const CHANNEL_LIMIT_MESSAGE = 'Du måste bocka ur någon av dina valda kanaler för att välja en ny';
/** The limit message shows for 3 seconds. */
export const CHANNEL_LIMIT_MESSAGE_MS = 3000;

export type ChannelList = 'ACTIVE' | 'UPCOMING' | 'TO_BE_REPLACED' | 'ENDED';

/**
 * Channel lists: ended (end date passed), upcoming (start in the future), to be replaced (an end date of its own,
 * before the package's), active. A channel that ends with its package (the package's end date or later: an
 * ending-later package's channels, and those added to it, which inherit its end date) is still chosen.
 */
export function channelListOf(
  row: { startDate: string | null; endDate: string | null },
  today: string,
  packageEndDate: string | null = null,
): ChannelList {
  const end = row.endDate?.slice(0, 10);
  // An upcoming channel removed again ends the day before it would start: it never takes effect.
  if (end && (end < today || (row.startDate && end < row.startDate.slice(0, 10)))) return 'ENDED';
  if (row.startDate && row.startDate.slice(0, 10) > today) return 'UPCOMING';
  const packageEnd = packageEndDate?.slice(0, 10);
  if (end && (!packageEnd || end < packageEnd)) return 'TO_BE_REPLACED';
  return 'ACTIVE';
}

/** The channels a package currently holds for picking: active and upcoming ones. */
export function isSelectedChannel(list: ChannelList): boolean {
  return list === 'ACTIVE' || list === 'UPCOMING';
}

/**
 * Ticks or unticks a channel. Ticking one more than `limit` allows changes nothing and reports the limit
 * (the form then shows CHANNEL_LIMIT_MESSAGE).
 */
export function toggleChannel(
  selected: readonly string[],
  channel: string,
  limit: number,
): { selected: string[]; limitReached: boolean } {
  if (selected.includes(channel))
    return { selected: selected.filter((item) => item !== channel), limitReached: false };
  if (selected.length >= limit) return { selected: [...selected], limitReached: true };
  return { selected: [...selected, channel], limitReached: false };
}
