import {
  CASE_HEADER_MAX,
  CASE_PRIORITY_KEYS,
  CASE_STATUS_KEYS,
  CASE_STATUS_OUTCOMES,
  dbId,
  MISSING_CONTACT_INFO_MESSAGE,
  plainText,
  requiredText,
} from '@sappis/shared';
import { z } from 'zod';

export const caseNumberInput = dbId('Ogiltigt ärendenummer');

export const lockStateOutput = z.object({
  locked: z.boolean(),
  lockedBy: z.string().nullable(),
  holderId: z.number().int().nullable(),
  mine: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
});

export const caseViewerOutput = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
  editing: z.boolean(),
});

export const casePageOutput = z.object({
  id: z.number().int(),
  number: z.number().int(),
  externalTicketNumber: z.string().nullable(),
  /** The main case this one is linked to ('Huvudärende'). */
  parentCaseNumber: z.number().int().nullable(),
  header: z.string(),
  status: z.object({ key: z.enum(CASE_STATUS_KEYS), id: z.number().int(), name: z.string() }),
  priority: z.object({ key: z.enum(CASE_PRIORITY_KEYS), name: z.string() }),
  type: z.object({ id: z.number().int(), name: z.string(), category: z.string() }),
  ownerGroup: z.object({ id: z.number().int(), name: z.string() }),
  formFields: z.array(
    z.object({
      id: z.number().int(),
      formTitle: z.string().nullable(),
      title: z.string(),
      fieldType: z.number().int(),
      order: z.number().int(),
      required: z.boolean(),
      public: z.boolean(),
      value: z.string().nullable(),
    }),
  ),
  relation: z
    .object({
      customerNumber: z.number().int().nullable(),
      customerName: z.string().nullable(),
      customerEmail: z.string().nullable(),
      customerPhone: z.string().nullable(),
      customerMobilePhone: z.string().nullable(),
      customerAddress: z.string().nullable(),
      customerPostal: z.string().nullable(),
      customerOrderNumber: z.string().nullable(),
      address: z.string().nullable(),
      postal: z.string().nullable(),
      signalCentral: z.string().nullable(),
    })
    .nullable(),
  history: z.array(
    z.object({ id: z.number().int(), action: z.string(), userName: z.string(), createdAt: z.iso.datetime() }),
  ),
  logs: z.array(
    z.object({
      id: z.number().int(),
      userName: z.string(),
      message: z.string(),
      auto: z.boolean(),
      createdAt: z.iso.datetime(),
    }),
  ),
  tags: z.array(z.string()),
  /** The user the case is assigned to ('Tilldelad'). */
  assignee: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  lock: lockStateOutput,
  viewers: z.array(caseViewerOutput),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type CasePage = z.infer<typeof casePageOutput>;

export const caseWriteOutput = z.object({ version: z.number().int() });

export const FIELD_REQUIRED_MESSAGE = 'Fältet måste fyllas i';

export const caseUpdateInput = z.object({
  caseNumber: caseNumberInput,
  /** The version the client saw; a stale one is refused. */
  version: dbId(),
  header: requiredText(CASE_HEADER_MAX, {
    required: 'Ange en rubrik',
    tooLong: `Högst ${CASE_HEADER_MAX} tecken`,
  }).optional(),
  priority: z.enum(CASE_PRIORITY_KEYS).optional(),
  status: z.enum(CASE_STATUS_KEYS).optional(),
  /** A new case type; the automatic tag rules follow it. */
  typeId: dbId().optional(),
  fields: z
    .array(z.object({ id: dbId(), value: plainText(10_000).nullable() }))
    .max(200)
    .optional(),
});

export const caseSetStatusInput = z.object({
  caseNumber: caseNumberInput,
  version: dbId(),
  outcome: z.enum(CASE_STATUS_OUTCOMES),
  text: requiredText(10_000, { required: MISSING_CONTACT_INFO_MESSAGE }),
});
