import { z } from 'zod';
import { requiredText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/** The middleware page: look up a program card (card number) or a box/CAM module (CAM id). */
export const middlewareLookupSchema = z.object({
  by: z.enum(['CARD', 'CAM'], { error: 'Välj kort eller CAM-id' }),
  query: requiredText(40, { required: 'Ange kortnummer eller CAM-id' }),
});

export const MIDDLEWARE_LOOKUP_TEXTS = {
  nothingFound: 'Inga enheter hittade i Cubiware (middleware)',
  lookupFailed: (reason: string) => `Något gick fel: ${reason}`,
} as const;

/** Second-line tools: the card to check or to send a temporary signal to. */
export const cardNumberInput = requiredText(40, { required: 'Ange ett kortnummer' });

export const temporarySignalByCardSchema = z.object({
  requestId: requestIdSchema,
  cardNumber: cardNumberInput,
});

export const SECOND_LINE_TEXTS = {
  noActiveCardLine: 'Kortet finns inte på någon aktiv avtalsrad',
  signalSent: (cardNumber: string) => `Tillfällig signal skickad till kort ${cardNumber}`,
} as const;
