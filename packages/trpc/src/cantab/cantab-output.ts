import { z } from 'zod';

export const cantabCustomerOutput = z.object({
  customerNumber: z.number().int(),
  name: z.string(),
  personalId: z.string().nullable(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: z.string(),
});
