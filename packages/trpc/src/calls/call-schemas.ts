import { CALL_OUTCOMES, dbId, plainText } from '@sappis/shared';
import { z } from 'zod';
import { resumableInput } from '../events/event-subscription.ts';

export const callListInput = z.object({
  /** Only the calls of this queue. */
  queue: plainText(100).nullish(),
  /** 'Mina samtal': only the calls that rang for or were answered by the caller. */
  mine: z.boolean().default(false),
});

export const customerCallsInput = z.object({ customerNumber: dbId('Ogiltigt kundnummer') });

export const callsChangedInput = resumableInput;

/** A matched customer, with what 'Nytt ärende' puts in the new case's relation. */
const callCustomer = z.object({
  customerNumber: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postal: z.string().nullable(),
});

export const callOutput = z.object({
  callId: z.string(),
  direction: z.enum(['IN', 'OUT']),
  /** The customer's side as the phone system sent it (from on an incoming call, to on an outgoing one). */
  number: z.string(),
  queue: z.string().nullable(),
  startedAt: z.string(),
  answeredBy: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  /** Null while the call is going on. */
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  customers: z.array(callCustomer),
});

export type CallOutput = z.infer<typeof callOutput>;

export const callLogOutput = z.object({
  calls: z.array(callOutput),
  /** Every queue calls came in on, for the filter. */
  queues: z.array(z.string()),
});
