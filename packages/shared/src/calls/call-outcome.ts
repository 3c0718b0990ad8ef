/** How a call ended, for the caller log and the notice: talked to, never answered, or the line was busy. */
export const CALL_OUTCOMES = ['ANSWERED', 'MISSED', 'BUSY'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  ANSWERED: 'Besvarat',
  MISSED: 'Missat',
  BUSY: 'Upptaget',
};

/**
 * A call someone answered is ANSWERED whatever the phone system's hangup cause; an unanswered one is BUSY when the
 * cause says so ('busy', any case), otherwise MISSED (noAnswer, cancel, a caller who hung up, no cause at all).
 */
export function callOutcome(call: { answered: boolean; cause: string | null | undefined }): CallOutcome {
  if (call.answered) return 'ANSWERED';
  return call.cause?.trim().toLowerCase() === 'busy' ? 'BUSY' : 'MISSED';
}

/** The talk time in whole seconds: from answer to hangup; null for a call not answered or not yet ended. */
export function callDurationSeconds(call: { answeredAt: Date | null; endedAt: Date | null }): number | null {
  if (!call.answeredAt || !call.endedAt) return null;
  return Math.max(0, Math.floor((call.endedAt.getTime() - call.answeredAt.getTime()) / 1000));
}

/** A duration as the caller log shows it: '0:42', '12:05', '1:02:03'. */
export function formatCallDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
