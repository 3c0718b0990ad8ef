import { ANNOUNCEMENT_AUDIENCE_KEYS } from '@sappis/shared';
import { z } from 'zod';

export const announcementOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCE_KEYS),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  published: z.boolean(),
  status: z.enum(['DRAFT', 'SCHEDULED', 'SHOWING', 'ENDED']),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
