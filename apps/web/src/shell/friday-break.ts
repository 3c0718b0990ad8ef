/** Document 1 section 2.2: the Friday break badge. */
export const FIKA_SOON_LABEL = 'SNART FIKA!!';
export const FIKA_LABEL = 'FREDAGSFIKA!!';

const FRIDAY = 5;
const SOON_FROM_MINUTE = 14 * 60 + 15;
const BREAK_FROM_MINUTE = 14 * 60 + 30;

/** On Fridays from 14:15 'SNART FIKA!!', from 14:30 'FREDAGSFIKA!!' (local time); otherwise null. */
export function fridayBreakLabel(date: Date): string | null {
  if (date.getDay() !== FRIDAY) return null;
  const minuteOfDay = date.getHours() * 60 + date.getMinutes();
  if (minuteOfDay >= BREAK_FROM_MINUTE) return FIKA_LABEL;
  if (minuteOfDay >= SOON_FROM_MINUTE) return FIKA_SOON_LABEL;
  return null;
}
