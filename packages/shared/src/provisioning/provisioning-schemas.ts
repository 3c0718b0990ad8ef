import { z } from 'zod';
import { dbId, pageNumber, trimmedText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';
import { PROVISIONING_FILTERS, PROVISIONING_PLATFORMS } from './provisioning-rules.ts';

// The inputs of the provisioning page's procedures, in a file of their own: the customer view reads order states
// from provisioning-rules.ts and should not load zod for that.
export const provisioningListSchema = z.object({
  filter: z.enum(PROVISIONING_FILTERS, { error: 'Ogiltigt filter' }).default('ALL'),
  platform: z.enum(PROVISIONING_PLATFORMS, { error: 'Ogiltig plattform' }).nullish(),
  /** An agreement or customer number, or the partner's order reference. */
  query: trimmedText(40).default(''),
  page: pageNumber,
});

export const retryProvisioningSchema = z.object({
  requestId: requestIdSchema,
  orderId: dbId('Ogiltig order'),
});
