import { z } from 'zod';

export const bitcomAssociationOutput = z.object({
  customerNumber: z.number().int(),
  name: z.string(),
  organisationNumber: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  apartmentCount: z.number().int(),
  createdAt: z.string(),
});
