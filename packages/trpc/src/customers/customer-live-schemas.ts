import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { clientIdInput } from '../case-locks/lock-schemas.ts';
import { resumableInput } from '../events/event-subscription.ts';

const customerNumber = dbId('Ogiltigt kundnummer');

/** An open customer view's tab: the customer and the tab's id. */
export const customerTabInput = z.object({ customerNumber, clientId: clientIdInput });

export const onChangedInput = resumableInput.extend(customerTabInput.shape);

export const viewersInput = z.object({ customerNumber });

export const customerViewerOutput = z.object({ userId: z.number(), email: z.string(), name: z.string() });
