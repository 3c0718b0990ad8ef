import type { PrismaClient } from '@sappis/db';
import {
  isoDay,
  PROVISIONING_TEXTS,
  type ProvisioningAction,
  type ProvisioningPlatform,
  type ProvisioningStatus,
} from '@sappis/shared';
import type { WriteCall } from '../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { toIsoDate } from '../serialize.ts';

export interface ResendRequest {
  orderId: number;
  agreementRowId: number;
  platform: ProvisioningPlatform;
  action: ProvisioningAction;
  partnerReference: string | null;
  attempt: number;
}

/** A new order handed to the partner on its due day (the call's idempotency key is the same on every attempt). */
export interface SendRequest {
  orderId: number;
  agreementRowId: number;
  platform: ProvisioningPlatform;
  action: ProvisioningAction;
  /** ISO Stockholm day the order takes effect. */
  dueOn: string;
  attempt: number;
}

/** The partner's answer to an order: its status code (document 3 section 4), reference and message. */
export interface PartnerAnswer {
  status: ProvisioningStatus;
  partnerReference: string;
  message: string | null;
}

/**
 * The partners that provision agreement rows: the network's communication operator (broadband) and the TV
 * platform (the middleware's card system). Sappis sends an order when it is due (the provisioning job) and again
 * when it failed (an agent's retry). A real integration must treat a repeated idempotency key as the same order.
 */
export interface ProvisioningPartner {
  send(request: SendRequest, call: WriteCall): Promise<PartnerAnswer>;
  resend(request: ResendRequest, call: WriteCall): Promise<PartnerAnswer>;
}

const ACTIVATING: ReadonlySet<ProvisioningAction> = new Set(['ACTIVATE', 'CHANGE', 'RESUME']);

/**
 * The default partner, backed by our own tables: an order that activates a row ended before today fails
 * again (PROCESS_NEW_ORDER_FAILED), one for a blacklisted program card fails with ERROR; any other is
 * carried out at once (DONE_SUCCESS on the TV platform, DONE on the network).
 */
export function createTableProvisioningPartner(
  prisma: PrismaClient,
  now: () => Date = () => new Date(),
): ProvisioningPartner {
  /** Carries out an order at once, unless its row has ended (activating) or its program card is blacklisted. */
  async function answer(
    request: Pick<ResendRequest, 'orderId' | 'agreementRowId' | 'platform' | 'action' | 'partnerReference'>,
  ): Promise<PartnerAnswer> {
    const row = await prisma.agreementRow.findUnique({
      where: { id: request.agreementRowId },
      select: { endDate: true, cardNumber: true },
    });
    if (!row) throw new Error(`Avtalsrad ${request.agreementRowId} finns inte hos partnern`);
    const partnerReference =
      request.partnerReference ?? `${request.platform === 'TV' ? 'TV' : 'NET'}-${request.orderId}`;
    const today = isoDay(now());
    if (ACTIVATING.has(request.action) && row.endDate && toIsoDate(row.endDate) < today)
      return { status: 'PROCESS_NEW_ORDER_FAILED', partnerReference, message: PROVISIONING_TEXTS.rowEnded };
    if (request.platform === 'TV' && row.cardNumber) {
      const unit = await prisma.hardwareUnit.findUnique({
        where: { cardNumber: row.cardNumber },
        select: { blacklisted: true },
      });
      if (unit?.blacklisted) return { status: 'ERROR', partnerReference, message: 'Kortet är svartlistat' };
    }
    return {
      status: request.platform === 'TV' ? 'DONE_SUCCESS' : 'DONE',
      partnerReference,
      message: null,
    };
  }
  return {
    send: (request, call) => {
      call.signal?.throwIfAborted();
      return answer({ ...request, partnerReference: null });
    },
    resend: (request, call) => {
      call.signal?.throwIfAborted();
      return answer(request);
    },
  };
}

export const provisioningPartnerAdapter: AdapterDefinition<ProvisioningPartner> = {
  system: 'Provisioneringspartner',
  // Called inside the retry's transaction (runOnce): well within its 5 s; the job calls it outside any transaction.
  timeoutMs: 4_000,
  createDefault: (prisma) => createTableProvisioningPartner(prisma),
};
