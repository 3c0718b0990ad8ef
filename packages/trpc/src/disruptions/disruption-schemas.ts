import {
  createDisruptionSchema,
  dbId,
  PROVISIONING_PLATFORMS,
  requestIdSchema,
  updateDisruptionSchema,
} from '@sappis/shared';
import { z } from 'zod';

/** Document 3 section 3: Disruption title, message (events of UpdatedAt and Text), markAsFinished, updated, showFrom. */
export const disruptionOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Newest first. */
  events: z.array(z.object({ UpdatedAt: z.string(), Text: z.string() })),
  markAsFinished: z.boolean(),
  showFrom: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  networks: z.array(z.string()),
  centrals: z.array(z.string()),
  addressIds: z.array(z.string()),
  platforms: z.array(z.enum(PROVISIONING_PLATFORMS)),
  /** False while showFrom lies ahead (only editors get those). */
  shown: z.boolean(),
});

export type DisruptionOutput = z.infer<typeof disruptionOutput>;

export const createInput = createDisruptionSchema.extend({ requestId: requestIdSchema });
export const updateInput = updateDisruptionSchema.extend({
  requestId: requestIdSchema,
  id: dbId('Ogiltig störning'),
});

export const customerDisruptionsInput = z.object({ customerNumber: dbId('Ogiltigt kundnummer') });
