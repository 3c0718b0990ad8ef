import { dbId, requiredText } from '@sappis/shared';
import { z } from 'zod';

export const TAG_NAME_MAX = 50;

export const tagNameInput = requiredText(TAG_NAME_MAX, {
  required: 'Ange ett namn på taggen',
  tooLong: `Taggens namn får vara högst ${TAG_NAME_MAX} tecken`,
});

/** A tag; with `caseId` when listed for cases (document 1 section 3: 'Tags: case_id'). */
export const tagOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Set by a rule rather than by hand. */
  automatic: z.boolean(),
  caseId: z.number().int().nullable(),
});

export type TagOutput = z.infer<typeof tagOutput>;

/** The version the client saw; a tag change is a case change, and a stale one is refused. */
export const caseVersionInput = dbId();

/** The tag put on a case, with the case's version after the change. */
export const caseTagAddedOutput = tagOutput.extend({ version: z.number().int() });

/** A catalogue row of the admin page: the rule and how many cases carry the tag. */
export const catalogueTagOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  automatic: z.boolean(),
  ruleCaseType: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  usageCount: z.number().int(),
});

export const catalogueOutput = z.object({
  tags: z.array(catalogueTagOutput),
  /** Case types a rule can name. */
  caseTypes: z.array(z.object({ id: z.number().int(), name: z.string(), category: z.string() })),
});
