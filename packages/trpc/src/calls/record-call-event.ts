import type { CallEventKind, Prisma, PrismaClient } from '@sappis/db';
import { type CallNotice, callOutcome, normalizePhoneNumber } from '@sappis/shared';
import { appendEvent } from '../events/append-event.ts';
import { agentsNamed } from './call-agents.ts';
import type { CallEventInput, ExtensionMap } from './call-event-schema.ts';
import { noticeCustomers } from './call-notice.ts';
import { customerNumbersByPhone } from './matched-customers.ts';

const KINDS: Record<CallEventInput['event'], CallEventKind> = {
  newCall: 'NEW_CALL',
  answer: 'ANSWER',
  hangup: 'HANGUP',
};

const NOTICE_STATES: Record<CallEventKind, CallNotice['state']> = {
  NEW_CALL: 'RINGING',
  ANSWER: 'ANSWERED',
  HANGUP: 'ENDED',
};

export interface RecordedCallEvent {
  /** 'duplicate': this event of this call was recorded before; nothing changed. */
  status: 'recorded' | 'duplicate';
  /** The named users that were found (the others are left out). */
  agents: number;
}

/**
 * Records one event of the phone system, in one transaction and once per (callId, event): the call's row of the
 * caller log (created by whichever event comes first), who was rung (newCall), who answered (answer: the first
 * user named) and how it ended (hangup). Each agent of an incoming call gets a 'call.notice' on their own stream
 * (their open tabs show or update the notice); the caller log gets 'call.changed'.
 */
export async function recordCallEvent(
  prisma: PrismaClient,
  args: { event: CallEventInput; now: Date; extensions: ExtensionMap },
): Promise<RecordedCallEvent> {
  const { event, now, extensions } = args;
  const kind = KINDS[event.event];
  return prisma.$transaction(async (tx) => {
    const agents = await agentsNamed(tx, event.user ?? [], extensions);
    const direction = event.direction === 'in' ? 'IN' : 'OUT';
    const customerPhone = normalizePhoneNumber(direction === 'IN' ? event.from : event.to);
    await tx.call.createMany({
      data: [
        {
          callId: event.callId,
          direction,
          fromNumber: event.from,
          toNumber: event.to,
          customerPhone,
          queue: event.queue ?? null,
          customerNumbers: await customerNumbersByPhone(tx, customerPhone),
          startedAt: now,
        },
      ],
      skipDuplicates: true,
    });
    const inserted = await tx.callEvent.createMany({
      data: [{ callId: event.callId, event: kind }],
      skipDuplicates: true,
    });
    if (inserted.count === 0) return { status: 'duplicate', agents: agents.length };

    const call = await applyEvent(tx, { callId: event.callId, kind, event, agents, now });
    const notice: CallNotice = {
      callId: call.callId,
      state: NOTICE_STATES[kind],
      number: call.fromNumber,
      queue: call.queue,
      answeredBy: call.answeredBy ? `${call.answeredBy.firstName} ${call.answeredBy.lastName}` : null,
      outcome: call.outcome,
      customers: await noticeCustomers(tx, call.customerNumbers),
    };
    // Appends last (appendEvent's rule): one notice per agent of an incoming call, then the caller log's.
    if (call.direction === 'IN') {
      const noticed = new Set([...call.agentIds, ...(call.answeredById ? [call.answeredById] : [])]);
      for (const userId of noticed) {
        await appendEvent(tx, { type: 'call.notice', userId, payload: { ...notice } });
      }
    }
    await appendEvent(tx, { type: 'call.changed', payload: { callId: call.callId } });
    return { status: 'recorded', agents: agents.length };
  });
}

/** The call's row after `kind`: rung agents added, who answered and when, or the end and its outcome. */
function applyEvent(
  tx: Prisma.TransactionClient,
  args: {
    callId: string;
    kind: CallEventKind;
    event: CallEventInput;
    agents: { id: number }[];
    now: Date;
  },
) {
  const { callId, kind, event, agents, now } = args;
  const include = { answeredBy: { select: { firstName: true, lastName: true } } } as const;
  const where = { callId };
  if (kind === 'NEW_CALL') {
    return tx.call.update({
      where,
      data: {
        agentIds: { push: agents.map((agent) => agent.id) },
        ...(event.queue ? { queue: event.queue } : {}),
      },
      include,
    });
  }
  if (kind === 'ANSWER') {
    const answerer = agents[0];
    return tx.call.update({
      where,
      data: { answeredAt: now, ...(answerer ? { answeredById: answerer.id } : {}) },
      include,
    });
  }
  return tx.call.findUniqueOrThrow({ where, select: { answeredAt: true } }).then(({ answeredAt }) =>
    tx.call.update({
      where,
      data: {
        endedAt: now,
        hangupCause: event.cause ?? null,
        outcome: callOutcome({ answered: answeredAt !== null, cause: event.cause }),
      },
      include,
    }),
  );
}
