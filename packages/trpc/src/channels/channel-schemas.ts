import { dbId, requiredText } from '@sappis/shared';
import { z } from 'zod';

export const packageRowInput = z.object({ packageRowId: dbId('Ogiltig avtalsrad') });

const channelRow = z.object({
  rowId: z.number().int(),
  productNumber: z.string(),
  name: z.string(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  list: z.enum(['ACTIVE', 'UPCOMING', 'TO_BE_REPLACED', 'ENDED']),
});

export const channelPackageOutput = z.object({
  /** The server's day the lists and rules are read on (the picker plans its changes on it). */
  today: z.iso.date(),
  packageRowId: z.number().int(),
  agreementNumber: z.number().int(),
  productNumber: z.string(),
  productName: z.string(),
  endDate: z.iso.date().nullable(),
  endDateState: z.enum(['OPEN', 'ENDED', 'ENDING_SOON', 'ENDING_LATER']),
  editable: z.boolean(),
  /** How many channels may be chosen (produktAntalValbaraKanaler). */
  selectableChannelCount: z.number().int(),
  /** Where added channels start and where removed ones end. */
  startDate: z.iso.date(),
  removedChannelsEnd: z.iso.date(),
  /** The channels the package can hold, by position; FRI045 left out. */
  available: z.array(
    z.object({
      productNumber: z.string(),
      name: z.string(),
      position: z.number().int(),
      tv: z.boolean(),
      play: z.boolean(),
    }),
  ),
  /** The package's channel rows (FRI045 left out). */
  channels: z.array(channelRow),
});

export type ChannelPackageOutput = z.infer<typeof channelPackageOutput>;

export const updateChannelsInput = packageRowInput.extend({
  channels: z.array(requiredText(50, { required: 'Välj en kanal' })).max(200, 'För många kanaler'),
});
