import { z } from 'zod';

/** The three events a phone system sends (Zammad's generic CTI names). */
export const CALL_EVENT_NAMES = ['newCall', 'answer', 'hangup'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** `user` once or repeated (form posts: user=a&user=b or user[]=a), or a list in JSON; at most 20 names. */
const users = z
  .union([text(254), z.array(text(254)).min(1).max(20)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * One event of POST /integrations/telephony/{token} (docs/outside-systems.md 'Phone system'). Unknown fields are
 * ignored; `user[]` (the form name some phone systems use for a list) is read as `user`.
 */
export const callEventSchema = z.preprocess(
  (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const fields = body as Record<string, unknown>;
    return 'user[]' in fields && !('user' in fields) ? { ...fields, user: fields['user[]'] } : fields;
  },
  z.object({
    event: z.enum(CALL_EVENT_NAMES, { error: "event: en av 'newCall', 'answer', 'hangup'" }),
    callId: text(100).regex(/^[\w.:@-]+$/, 'callId: bara bokstäver, siffror och . : @ - _'),
    from: text(50),
    to: text(50),
    direction: z.enum(['in', 'out'], { error: "direction: 'in' eller 'out'" }),
    user: users.optional(),
    queue: text(100).optional(),
    cause: text(50).optional(),
  }),
);

export type CallEventInput = z.output<typeof callEventSchema>;

/** The extension → user map of the setting TELEPHONY_EXTENSIONS ('201=agent,202=anna@sappa.se'). */
export type ExtensionMap = ReadonlyMap<string, string>;
