import type { Prisma, PrismaClient } from '@sappis/db';
import {
  addDays,
  CHANNEL_LIMIT_MESSAGE,
  channelChangeEffectiveEnd,
  channelEditStartDate,
  channelListOf,
  END_DATE_STATE_TEXTS,
  earliestChannelEndDate,
  endDateState,
  HIDDEN_CHANNEL,
  isEditable,
  isSelectedChannel,
  subRowEndDate,
} from '@sappis/shared';
import { appendAgreementChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';
import { toIsoDate } from '../serialize.ts';
import type { ChannelPackageOutput } from './channel-schemas.ts';

export const NOT_A_CHANNEL_PACKAGE = 'Raden är inget kanalpaket';
export const UNKNOWN_CHANNEL = 'Kanalen ingår inte i paketet';
export const NO_CHANNEL_CHANGE = 'Inga ändringar att spara';

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

/**
 * The end date of channels removed today: the month end (document 1 section 2.5), but never before the earliest
 * channel end date (section 5: tomorrow or the current end date, whichever is earlier). On the last day of a
 * month the month end is today, so removed channels end tomorrow instead.
 */
export function removedChannelsEnd(today: string, packageEndDate: string | null): string {
  const monthEnd = channelChangeEffectiveEnd(today);
  const earliest = earliestChannelEndDate(today, packageEndDate);
  // ISO days compare as strings: the later of the two.
  return [monthEnd, earliest].sort().at(-1) ?? monthEnd;
}

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
        list: channelListOf({ startDate, endDate: subEnd }, today),
      };
    });
  return {
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
 * Sets the chosen channels of a package (document 1 sections 2.5, 4, 5): ended and ending-soon packages cannot be
 * edited; at most the allowed count; FRI045 and channels outside the package refused. Removed channels end at
 * the month end, never before the earliest channel end date (upcoming ones the day before they would start, so
 * they never start); added channels start at the edit start date and
 * inherit the package's end date. One transaction with an audit row.
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
    const wanted = [...new Set(channels)];
    const allowed = new Map(
      described.available.filter((channel) => channel.tv).map((channel) => [channel.productNumber, channel]),
    );
    if (wanted.some((channel) => !allowed.has(channel))) throw new AppError('BAD_REQUEST', UNKNOWN_CHANNEL);
    if (wanted.length > described.selectableChannelCount)
      throw new AppError('BAD_REQUEST', CHANNEL_LIMIT_MESSAGE);

    const current = described.channels.filter((channel) => isSelectedChannel(channel.list));
    const removed = current.filter((channel) => !wanted.includes(channel.productNumber));
    const added = wanted.filter((number) => !current.some((channel) => channel.productNumber === number));
    if (removed.length === 0 && added.length === 0) throw new AppError('BAD_REQUEST', NO_CHANNEL_CHANGE);

    for (const channel of removed) {
      const end =
        channel.list === 'UPCOMING' && channel.startDate
          ? addDays(channel.startDate, -1)
          : described.removedChannelsEnd;
      await tx.agreementRow.update({ where: { id: channel.rowId }, data: { endDate: day(end) } });
    }
    const last = await tx.agreementRow.aggregate({
      where: { agreementId: row.agreementId },
      _max: { rowNumber: true },
    });
    let rowNumber = last._max.rowNumber ?? 0;
    for (const number of added) {
      const channel = allowed.get(number);
      rowNumber += 1;
      await tx.agreementRow.create({
        data: {
          agreementId: row.agreementId,
          rowNumber,
          parentRowId: row.id,
          type: 'SERVICE',
          productType: 'SERVICE',
          productNumber: number,
          productName: channel?.name ?? number,
          category: 'TV',
          priceList: row.priceList,
          price: '0.00',
          startDate: day(described.startDate),
          endDate: described.endDateState === 'ENDING_LATER' ? row.endDate : null,
        },
      });
    }
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'agreement.updateChannels',
        entityType: 'AgreementRow',
        entityId: String(packageRowId),
        details: {
          agreementNumber: described.agreementNumber,
          added,
          removed: removed.map((channel) => channel.productNumber),
          startDate: described.startDate,
        },
      },
    });
    await appendAgreementChanged(tx, {
      agreementId: row.agreementId,
      actorId: userId,
      change: 'agreement.updateChannels',
    });
    return {
      added,
      removed: removed.map((channel) => channel.productNumber),
      startDate: described.startDate,
    };
  });
}
