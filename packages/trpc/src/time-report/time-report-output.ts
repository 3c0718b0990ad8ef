import { z } from 'zod';

export const categoryOutput = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const entryOutput = z.object({
  id: z.number().int(),
  day: z.string(),
  categoryId: z.number().int(),
  minutes: z.number().int(),
  note: z.string(),
});

export const periodOutput = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  firstOpenDay: z.string(),
  entries: z.array(entryOutput),
});

const categoryMinutes = z.object({ categoryId: z.number().int(), minutes: z.number().int() });

export const teamTotalsOutput = z.object({
  from: z.string(),
  to: z.string(),
  teams: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      totalMinutes: z.number().int(),
      members: z.array(
        z.object({
          userId: z.number().int(),
          name: z.string(),
          totalMinutes: z.number().int(),
          byCategory: z.array(categoryMinutes),
        }),
      ),
    }),
  ),
});
