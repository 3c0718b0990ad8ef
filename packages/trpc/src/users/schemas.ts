import { ALL_GROUPS } from '@sappis/shared';
import { z } from 'zod';

export const adminUserOutput = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  employeeNumber: z.string(),
  active: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
  groups: z.array(z.string()),
  openSessions: z.number().int(),
});

export const groupCatalogueOutput = z.array(
  z.object({
    id: z.enum(ALL_GROUPS),
    name: z.string(),
    description: z.string().nullable(),
    grantable: z.boolean(),
  }),
);
