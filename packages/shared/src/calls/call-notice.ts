import { z } from 'zod';
import { CALL_OUTCOMES } from './call-outcome.ts';

/** What an agent's open tabs show of a call to them: the payload of the 'call.notice' events. */
export const callNoticeSchema = z.object({
  callId: z.string(),
  state: z.enum(['RINGING', 'ANSWERED', 'ENDED']),
  /** The caller's number as the phone system sent it (shown formatted). */
  number: z.string(),
  queue: z.string().nullable(),
  answeredBy: z.string().nullable(),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  /** The customers whose phone or mobile the number is, with their open cases. */
  customers: z.array(
    z.object({
      customerNumber: z.number(),
      name: z.string(),
      openCases: z.array(z.object({ caseNumber: z.number(), header: z.string() })),
    }),
  ),
});

export type CallNotice = z.infer<typeof callNoticeSchema>;

/**
 * The notices a tab shows after `notice`: a ringing or answered call is shown (replacing its earlier state, newest
 * first), an ended one is closed. A notice that does not parse changes nothing.
 */
export function nextCallNotices(notices: readonly CallNotice[], payload: unknown): CallNotice[] {
  const parsed = callNoticeSchema.safeParse(payload);
  if (!parsed.success) return [...notices];
  const notice = parsed.data;
  const others = notices.filter((shown) => shown.callId !== notice.callId);
  return notice.state === 'ENDED' ? others : [notice, ...others];
}
