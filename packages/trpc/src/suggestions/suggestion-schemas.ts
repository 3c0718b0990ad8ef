import { requiredText } from '@sappis/shared';
import { z } from 'zod';

/** Document 1 section 3: Suggestion (autoreply) id, category, title, message. */
export const suggestionOutput = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  message: z.string(),
});

export const suggestionFields = z.object({
  category: requiredText(50, { required: 'Ange en kategori', tooLong: 'Kategorin får vara högst 50 tecken' }),
  title: requiredText(100, { required: 'Ange en rubrik', tooLong: 'Rubriken får vara högst 100 tecken' }),
  message: requiredText(5000, {
    required: 'Skriv meddelandet',
    tooLong: 'Meddelandet får vara högst 5000 tecken',
  }),
});

export type SuggestionFields = z.infer<typeof suggestionFields>;
