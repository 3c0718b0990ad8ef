import { z } from 'zod';

/** Document 1 section 3: Suggestion (autoreply) id, category, title, message. */
export const suggestionOutput = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  message: z.string(),
});

export const suggestionFields = z.object({
  category: z.string().trim().min(1, 'Ange en kategori').max(50, 'Kategorin får vara högst 50 tecken'),
  title: z.string().trim().min(1, 'Ange en rubrik').max(100, 'Rubriken får vara högst 100 tecken'),
  message: z.string().trim().min(1, 'Skriv meddelandet').max(5000, 'Meddelandet får vara högst 5000 tecken'),
});

export type SuggestionFields = z.infer<typeof suggestionFields>;
