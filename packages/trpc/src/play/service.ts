import type { PrismaClient } from '@sappis/db';
import { canResetPlay, playResetUrl, playTexts } from '@sappis/shared';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import { lockCustomer } from '../customers/customer-lookup.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../customers/service.ts';
import { AppError } from '../errors.ts';

/** Play service data: the external id, whether a play service row is active, and the play channels. */
export async function getPlayDetails(prisma: PrismaClient, customerNumber: number, today: string) {
  const customer = await prisma.customer.findUnique({
    where: { customerNumber },
    select: {
      playExternalId: true,
      playLinkedEmail: true,
      agreements: {
        where: { ended: false },
        select: {
          rows: {
            where: { productNumber: 'PLAY' },
            select: { productName: true, startDate: true, endDate: true },
          },
        },
      },
    },
  });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  const rows = customer.agreements.flatMap((agreement) => agreement.rows);
  const active = rows.find(
    (row) =>
      (!row.startDate || row.startDate.toISOString().slice(0, 10) <= today) &&
      (!row.endDate || row.endDate.toISOString().slice(0, 10) >= today),
  );
  const channels = await prisma.channel.findMany({
    where: { play: true },
    orderBy: { position: 'asc' },
    select: { name: true },
  });
  return {
    service: active?.productName ?? null,
    active: active !== undefined,
    activated: customer.playExternalId !== null,
    externalId: customer.playExternalId,
    linkedEmail: customer.playLinkedEmail,
    canReset: canResetPlay({ externalId: customer.playExternalId, linkedEmail: customer.playLinkedEmail }),
    resetUrl: playResetUrl(customer.playExternalId),
    channels: channels.map((channel) => channel.name),
  };
}

/**
 * Sets or removes (null) the play external id; one transaction with an audit row. A removed or changed id
 * also unlinks the play account from its e-mail.
 */
export async function setPlayExternalId(
  prisma: PrismaClient,
  {
    userId,
    customerNumber,
    externalId,
    productName,
  }: { userId: number; customerNumber: number; externalId: string | null; productName: string },
) {
  const texts = playTexts(productName);
  return prisma.$transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerNumber);
    if (externalId === null && customer.playExternalId === null)
      throw new AppError('BAD_REQUEST', texts.noPlayId);
    if (externalId !== null) {
      const other = await tx.customer.findFirst({
        where: { playExternalId: externalId, id: { not: customer.id } },
        select: { id: true },
      });
      if (other) throw new AppError('CONFLICT', texts.idTaken);
    }
    const linkedEmail = externalId === customer.playExternalId ? customer.playLinkedEmail : null;
    const action = externalId === null ? 'play.removeExternalId' : 'play.setExternalId';
    await tx.customer.update({
      where: { id: customer.id },
      data: { playExternalId: externalId, playLinkedEmail: linkedEmail },
    });
    await tx.auditEntry.create({
      data: {
        userId,
        action,
        entityType: 'Customer',
        entityId: String(customerNumber),
        customerId: customer.id,
        details: { from: customer.playExternalId, to: externalId },
      },
    });
    await appendCustomerChanged(tx, { customerNumber, actorId: userId, change: action });
    return { externalId };
  });
}

/**
 * Resets the customer's play account (PUT play/{id}/sappaplay/rensaid): the account keeps its external id but is
 * no longer linked to an e-mail, so the customer can link it again. One transaction with an audit row.
 */
export async function resetPlayAccount(
  prisma: PrismaClient,
  { userId, customerNumber, productName }: { userId: number; customerNumber: number; productName: string },
) {
  const texts = playTexts(productName);
  return prisma.$transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerNumber);
    if (customer.playExternalId === null) throw new AppError('BAD_REQUEST', texts.noPlayId);
    if (!canResetPlay({ externalId: customer.playExternalId, linkedEmail: customer.playLinkedEmail }))
      throw new AppError('PRECONDITION_FAILED', texts.nothingToReset);
    await tx.customer.update({ where: { id: customer.id }, data: { playLinkedEmail: null } });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'play.reset',
        entityType: 'Customer',
        entityId: String(customerNumber),
        customerId: customer.id,
        details: { externalId: customer.playExternalId, linkedEmail: customer.playLinkedEmail },
      },
    });
    await appendCustomerChanged(tx, { customerNumber, actorId: userId, change: 'play.reset' });
    return {
      externalId: customer.playExternalId,
      linkedEmail: null,
      resetUrl: playResetUrl(customer.playExternalId),
    };
  });
}
