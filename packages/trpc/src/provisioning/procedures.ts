import {
  groupsFor,
  PROVISIONING_ACTIONS,
  PROVISIONING_PLATFORMS,
  PROVISIONING_STATUSES,
  provisioningListSchema,
  retryProvisioningSchema,
} from '@sappis/shared';
import { z } from 'zod';
import { resumableInput } from '../events/event-subscription.ts';
import { trackedSubscription } from '../events/tracked-subscription.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { writesProvisioningOrders } from './order-writing-changes.ts';
import { listProvisioningOrders, retryProvisioningOrder } from './provisioning-service.ts';

/** Every procedure of /sappis/provisionering: exactly the route's groups. */
const provisioningProcedure = requireGroups(...groupsFor('provisioning'));

const orderOutput = z.object({
  id: z.number().int(),
  platform: z.enum(PROVISIONING_PLATFORMS),
  action: z.enum(PROVISIONING_ACTIONS),
  partner: z.string(),
  partnerReference: z.string().nullable(),
  status: z.enum(PROVISIONING_STATUSES),
  message: z.string().nullable(),
  attempts: z.number().int(),
  /** The Stockholm day the order takes effect (is sent to the partner). */
  dueOn: z.iso.date(),
  lastAttemptAt: z.string(),
  createdAt: z.string(),
  rowId: z.number().int(),
  productName: z.string(),
  productNumber: z.string(),
  cardNumber: z.string().nullable(),
  agreementNumber: z.number().int(),
  deliveryAddress: z.string(),
  customerNumber: z.number().int(),
  customerName: z.string(),
});

/** The orders of a status filter, newest attempt first, with the count of every status code. */
export const list = provisioningProcedure
  .input(provisioningListSchema)
  .output(
    z.object({
      orders: z.array(orderOutput),
      total: z.number().int(),
      pageSize: z.number().int(),
      countsByStatus: z.array(z.object({ status: z.enum(PROVISIONING_STATUSES), count: z.number().int() })),
    }),
  )
  .query(({ ctx, input }) => listProvisioningOrders(ctx.prisma, input));

/** Sends a failed order to its partner again; a repeated submit acts once. */
export const retry = provisioningProcedure
  .input(retryProvisioningSchema)
  .output(z.object({ order: orderOutput, message: z.string() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      retryProvisioningOrder(tx, {
        partner: ctx.adapters.provisioningPartner,
        orderId: input.orderId,
        userId: ctx.user.id,
        now: ctx.now(),
      }),
    ),
  );

/** An order's status changed (a retry, the job) or an operation wrote orders: open provisioning pages refetch. */
export const onChanged = trackedSubscription(
  provisioningProcedure,
  resumableInput,
  (event) =>
    event.type === 'provisioning.changed' ||
    (event.type === 'customer.changed' && writesProvisioningOrders(event.payload.change)),
);
