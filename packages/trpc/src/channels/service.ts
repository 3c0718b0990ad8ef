import type { Prisma, PrismaClient } from '@sappis/db';
import {
  channelEditStartDate,
  channelListOf,
  END_DATE_STATE_TEXTS,
  endDateState,
  HIDDEN_CHANNEL,
  isEditable,
  planChannelEdit,
  removedChannelsEnd,
  subRowEndDate,
} from '@sappis/shared';
import { appendAgreementChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';
import { writeProvisioningOrders } from '../provisioning/write-orders.ts';
import { toIsoDate } from '../serialize.ts';
import type { ChannelPackageOutput } from './channel-schemas.ts';

export const NOT_A_CHANNEL_PACKAGE = 'Raden är inget kanalpaket';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

async function loadPackage(db: Prisma.TransactionClient | PrismaClient, packageRowId: number) {
  const row = await db.agreementRow.findUnique({
    where: { id: packageRowId },
    include: {
      agreement: { select: { agreementNumber: true, customerId: true } },
      product: {
        select: {
          selectableChannelCount: true,
          packageChannels: {
            select: {
              channel: { select: { productNumber: true, name: true, position: true, tv: true, play: true } },
            },
          },
        },
      },
      subRows: { orderBy: { rowNumber: 'asc' } },
    },
  });
  if (!row?.product?.selectableChannelCount) throw new AppError('NOT_FOUND', NOT_A_CHANNEL_PACKAGE);
  return { ...row, product: { ...row.product, selectableChannelCount: row.product.selectableChannelCount } };
}

type LoadedPackage = Awaited<ReturnType<typeof loadPackage>>;

function describePackage(row: LoadedPackage, today: string): ChannelPackageOutput {
  const endDate = toIsoDate(row.endDate);
  const state = endDateState(endDate, today);
  const available = row.product.packageChannels
    .map(({ channel }) => channel)
    .filter((channel) => channel.productNumber !== HIDDEN_CHANNEL)
    .sort((a, b) => a.position - b.position);
  const known = new Set(available.map((channel) => channel.productNumber));
  const channels = row.subRows
    .filter((sub) => sub.productNumber !== HIDDEN_CHANNEL && known.has(sub.productNumber))
    .map((sub) => {
      const startDate = toIsoDate(sub.startDate);
      // Under an ended package a channel has ended too, whatever its own row says.
      const subEnd = subRowEndDate(toIsoDate(sub.endDate), endDate, today);
      return {
        rowId: sub.id,
        productNumber: sub.productNumber,
        name: sub.productName,
        startDate,
        endDate: subEnd,
        list: channelListOf({ startDate, endDate: subEnd }, today, endDate),
      };
    });
  return {
    today,
    packageRowId: row.id,
    agreementNumber: row.agreement.agreementNumber,
    productNumber: row.productNumber,
    productName: row.productName,
    endDate,
    endDateState: state,
    editable: isEditable(state),
    selectableChannelCount: row.product.selectableChannelCount,
    startDate: channelEditStartDate({
      today,
      hasUpcomingChannels: channels.some((channel) => channel.list === 'UPCOMING'),
      endDate,
    }),
    removedChannelsEnd: removedChannelsEnd(today, endDate),
    available,
    channels,
  };
}

/** A channel package row with its channel lists and the edit rules in force today. */
export async function getChannelPackage(prisma: PrismaClient, packageRowId: number, today: string) {
  return describePackage(await loadPackage(prisma, packageRowId), today);
}

/**
 * Sets the chosen channels of a package (document 1 sections 2.5, 4, 5; issue 18): ended and ending-soon packages
 * cannot be edited; the change is planned by planChannelEdit (the picker previews the same plan), which refuses
 * channels outside the package or FRI045, more than the allowed count, and any change after which the package
 * would hold more channels than allowed or a channel twice on some day from today on. Unticked upcoming channels
 * are removed (they never ran). One transaction with an audit row.
 */
export async function updateChannels(
  prisma: PrismaClient,
  {
    userId,
    packageRowId,
    channels,
    today,
  }: { userId: number; packageRowId: number; channels: string[]; today: string },
) {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM agreement_rows WHERE id = ${packageRowId} FOR UPDATE`;
    const row = await loadPackage(tx, packageRowId);
    const described = describePackage(row, today);
    if (!described.editable) {
      throw new AppError(
        'PRECONDITION_FAILED',
        END_DATE_STATE_TEXTS[described.endDateState as 'ENDED' | 'ENDING_SOON'],
      );
    }
    const outcome = planChannelEdit(described, channels, today);
    if (!outcome.ok) throw new AppError('BAD_REQUEST', outcome.message);
    const { removed, cancelled, added, startDate } = outcome.plan;

    for (const channel of removed) {
      await tx.agreementRow.update({ where: { id: channel.rowId }, data: { endDate: day(channel.endDate) } });
    }
    if (cancelled.length > 0) {
      await tx.agreementRow.deleteMany({
        where: { id: { in: cancelled.map((channel) => channel.rowId) }, parentRowId: row.id },
      });
    }
    const last = await tx.agreementRow.aggregate({
      where: { agreementId: row.agreementId },
      _max: { rowNumber: true },
    });
    const first = (last._max.rowNumber ?? 0) + 1;
    for (const [index, channel] of added.entries()) {
      await tx.agreementRow.create({
        data: {
          agreementId: row.agreementId,
          rowNumber: first + index,
          parentRowId: row.id,
          type: 'SERVICE',
          productType: 'SERVICE',
          productNumber: channel.productNumber,
          productName: channel.name,
          category: 'TV',
          priceList: row.priceList,
          price: '0.00',
          startDate: day(channel.startDate),
          endDate: channel.endDate === null ? null : day(channel.endDate),
        },
      });
    }
    // The TV platform gets the package's channels on the day the change starts; one unsent change is enough. A
    // removed channel's own unsent suspension or deactivation (a pause or termination of the package) is withdrawn:
    // the change takes it off the package earlier.
    await writeProvisioningOrders(tx, {
      withdraw: [
        { rowId: row.id, actions: ['CHANGE'] },
        ...removed.map((channel) => ({
          rowId: channel.rowId,
          actions: ['DEACTIVATE' as const, 'SUSPEND' as const],
        })),
      ],
      orders: [{ rowId: row.id, platform: 'TV', action: 'CHANGE', dueOn: startDate }],
      requestId: null,
    });
    const addedNumbers = added.map((channel) => channel.productNumber);
    const removedNumbers = [...removed, ...cancelled].map((channel) => channel.productNumber);
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'agreement.updateChannels',
        entityType: 'AgreementRow',
        entityId: String(packageRowId),
        customerId: row.agreement.customerId,
        details: {
          agreementNumber: described.agreementNumber,
          added: addedNumbers,
          removed: removedNumbers,
          startDate,
        },
      },
    });
    await appendAgreementChanged(tx, {
      agreementId: row.agreementId,
      actorId: userId,
      change: 'agreement.updateChannels',
    });
    return { added: addedNumbers, removed: removedNumbers, startDate };
  });
}
