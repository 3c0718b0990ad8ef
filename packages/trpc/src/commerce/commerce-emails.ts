import type { PrismaClient } from '@sappis/db';
import { COMMERCE_TEXTS } from '@sappis/shared';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { adapterFailure } from '../adapters/adapter-error.ts';
import { AppError } from '../errors.ts';

/**
 * The HubSpot status of an order e-mail (document 3 section 7, /api/commerce/carts/{id}/emails/{emailId}/
 * update_hubspot_status). An outside system; the default answers from our own row: the stored status, or what the
 * delivery status says (sent: delivered, bounced: bounced, otherwise none yet).
 */
export interface CommerceEmailsAdapter {
  hubspotStatus(email: { id: number; status: string; hubspotStatus: string | null }): Promise<string | null>;
}

export function createCommerceEmails(_prisma: PrismaClient): CommerceEmailsAdapter {
  return {
    async hubspotStatus(email) {
      if (email.hubspotStatus) return email.hubspotStatus;
      if (email.status === 'SENT') return 'delivered';
      if (email.status === 'BOUNCED') return 'bounced';
      return null;
    },
  };
}

export const commerceEmailsAdapter: AdapterDefinition<CommerceEmailsAdapter> = {
  system: 'HubSpot',
  timeoutMs: 10_000,
  createDefault: createCommerceEmails,
};

/** Asks HubSpot for an order e-mail's status and stores it, audited; a failing HubSpot changes nothing. */
export async function updateHubspotStatus(
  prisma: PrismaClient,
  hubspot: CommerceEmailsAdapter,
  args: { emailId: number; userId: number },
): Promise<{ hubspotStatus: string | null }> {
  const email = await prisma.commerceOrderEmail.findUnique({ where: { id: args.emailId } });
  if (!email) throw new AppError('NOT_FOUND', COMMERCE_TEXTS.emailNotFound);
  let hubspotStatus: string | null;
  try {
    hubspotStatus = await hubspot.hubspotStatus(email);
  } catch (error) {
    return adapterFailure(error, () => COMMERCE_TEXTS.hubspotUnavailable);
  }
  await prisma.$transaction([
    prisma.commerceOrderEmail.update({ where: { id: email.id }, data: { hubspotStatus } }),
    prisma.auditEntry.create({
      data: {
        userId: args.userId,
        action: 'commerce.hubspotStatusUpdated',
        entityType: 'CommerceOrderEmail',
        entityId: String(email.id),
        details: { orderId: email.orderId, before: email.hubspotStatus, after: hubspotStatus },
      },
    }),
  ]);
  return { hubspotStatus };
}
