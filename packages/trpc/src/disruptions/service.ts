import type { Prisma, PrismaClient } from '@sappis/db';
import {
  type CustomerPlaces,
  DISRUPTION_TEXTS,
  type DisruptionEvent,
  type DisruptionFields,
  disruptionEvents,
  disruptionTouches,
  isoDay,
  provisioningPlatformOf,
} from '@sappis/shared';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../customers/service.ts';
import { AppError } from '../errors.ts';
import { appendEvent } from '../events/append-event.ts';
import type { DisruptionOutput } from './disruption-schemas.ts';

/** The page lists at most this many (newest first); older ones are history nobody reads. */
const LIST_LIMIT = 200;

type DisruptionRow = Prisma.DisruptionGetPayload<object>;

function toOutput(row: DisruptionRow, now: Date): DisruptionOutput {
  return {
    id: row.id,
    title: row.title,
    events: disruptionEvents(row.events),
    markAsFinished: row.markAsFinished,
    showFrom: row.showFrom.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    networks: row.networks,
    centrals: row.centrals,
    addressIds: row.addressIds,
    platforms: row.platforms,
    shown: row.showFrom.getTime() <= now.getTime(),
  };
}

/**
 * /sappis/disruptions: the disruptions shown from showFrom on, ongoing first, then by last update; editors also
 * get those still to be shown.
 */
export async function listDisruptions(
  prisma: PrismaClient,
  { now, includeUpcoming }: { now: Date; includeUpcoming: boolean },
) {
  const rows = await prisma.disruption.findMany({
    where: includeUpcoming ? {} : { showFrom: { lte: now } },
    orderBy: [{ markAsFinished: 'asc' }, { updatedAt: 'desc' }, { id: 'desc' }],
    take: LIST_LIMIT,
  });
  return rows.map((row) => toOutput(row, now));
}

/**
 * Where a customer's active agreements are (their networks, main centrals and addresses with their accesses) and
 * the platforms of the services running `today`.
 */
async function customerPlaces(
  prisma: PrismaClient,
  customerNumber: number,
  today: string,
): Promise<CustomerPlaces> {
  // Date columns hold the day as UTC midnight.
  const day = new Date(`${today}T00:00:00Z`);
  const customer = await prisma.customer.findUnique({
    where: { customerNumber },
    select: {
      agreements: {
        where: { ended: false },
        select: {
          addressId: true,
          distributionNetwork: true,
          mainCentral: true,
          rows: {
            where: { startDate: { lte: day }, OR: [{ endDate: null }, { endDate: { gte: day } }] },
            select: { productType: true, category: true, card: true, price: true },
          },
        },
      },
    },
  });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  const addressIds = [...new Set(customer.agreements.flatMap((agreement) => agreement.addressId ?? []))];
  const addresses = await prisma.address.findMany({
    where: { id: { in: addressIds } },
    select: { network: true, accesses: { select: { network: true, mainCentral: true } } },
  });
  const networks = new Set<string>();
  const centrals = new Set<string>();
  for (const agreement of customer.agreements) {
    if (agreement.distributionNetwork) networks.add(agreement.distributionNetwork);
    if (agreement.mainCentral) centrals.add(agreement.mainCentral);
  }
  for (const address of addresses) {
    if (address.network) networks.add(address.network);
    for (const access of address.accesses) {
      networks.add(access.network);
      if (access.mainCentral) centrals.add(access.mainCentral);
    }
  }
  const platforms = new Set(
    customer.agreements.flatMap((agreement) =>
      agreement.rows.flatMap(
        (row) => provisioningPlatformOf({ ...row, type: row.productType, price: Number(row.price) }) ?? [],
      ),
    ),
  );
  return { networks: [...networks], centrals: [...centrals], addressIds, platforms: [...platforms] };
}

/** The customer view: ongoing disruptions, shown by now, that touch where the customer's agreements are. */
export async function customerDisruptions(prisma: PrismaClient, customerNumber: number, now: Date) {
  const [places, rows] = await Promise.all([
    customerPlaces(prisma, customerNumber, isoDay(now)),
    prisma.disruption.findMany({
      where: { markAsFinished: false, showFrom: { lte: now } },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      take: LIST_LIMIT,
    }),
  ]);
  return rows.filter((row) => disruptionTouches(row, places)).map((row) => toOutput(row, now));
}

function columns(fields: DisruptionFields) {
  return {
    title: fields.title,
    markAsFinished: fields.markAsFinished,
    showFrom: new Date(fields.showFrom),
    networks: fields.networks,
    centrals: fields.centrals,
    addressIds: fields.addressIds,
    platforms: fields.platforms,
  };
}

async function written(
  tx: Prisma.TransactionClient,
  {
    userId,
    id,
    action,
    details,
    now,
  }: { userId: number; id: number; action: string; details: object; now: Date },
) {
  await tx.auditEntry.create({
    data: {
      userId,
      action,
      entityType: 'Disruption',
      entityId: String(id),
      details: details as Prisma.InputJsonObject,
    },
  });
  // Not customer data: every open disruptions page and customer view hears it (no case, queue or user).
  await appendEvent(tx, { type: 'disruption.changed', payload: { disruptionId: id } });
  return toOutput(await tx.disruption.findUniqueOrThrow({ where: { id } }), now);
}

/** A new disruption with its first event, in the caller's transaction (runOnce's). */
export async function createDisruption(
  tx: Prisma.TransactionClient,
  { userId, fields, text, now }: { userId: number; fields: DisruptionFields; text: string; now: Date },
) {
  const events: DisruptionEvent[] = [{ UpdatedAt: now.toISOString(), Text: text }];
  const row = await tx.disruption.create({
    data: { ...columns(fields), events: events as unknown as Prisma.InputJsonArray },
  });
  return written(tx, { userId, id: row.id, action: 'disruption.create', details: { ...fields, text }, now });
}

/** Changes a disruption's fields and, when `text` is not empty, adds an event; in the caller's transaction. */
export async function updateDisruption(
  tx: Prisma.TransactionClient,
  {
    userId,
    id,
    fields,
    text,
    now,
  }: { userId: number; id: number; fields: DisruptionFields; text: string; now: Date },
) {
  const [locked] = await tx.$queryRaw<{ events: unknown }[]>`
    SELECT events FROM disruptions WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new AppError('NOT_FOUND', DISRUPTION_TEXTS.notFound);
  const stored = Array.isArray(locked.events) ? locked.events : [];
  const events = text === '' ? stored : [...stored, { UpdatedAt: now.toISOString(), Text: text }];
  await tx.disruption.update({
    where: { id },
    data: { ...columns(fields), events: events as Prisma.InputJsonArray },
  });
  return written(tx, { userId, id, action: 'disruption.update', details: { ...fields, text }, now });
}
