import { z } from 'zod';
import { plainText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/** Where a short link answers: /l/{slug} on our own address. */
export const SHORT_LINK_PATH = '/l/';
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{2,39}$/;
export const GENERATED_SLUG_LENGTH = 7;

export const SHORT_LINK_TEXTS = {
  onlyHttp: 'Endast http- och https-adresser kan förkortas.',
  invalidUrl: 'Ange en fullständig adress, t.ex. https://www.example.se/sida.',
  invalidSlug: 'Namnet får ha 3-40 tecken: små bokstäver a-z, siffror och bindestreck.',
  slugTaken: 'Namnet används redan av en annan kort länk.',
  created: 'Den korta länken har skapats.',
} as const;

/** Whether `value` is an absolute http(s) address (what a short link may lead to; never javascript:, data: ...). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const shortLinkTargetSchema = plainText(2000)
  .transform((value) => value.trim())
  .refine((value) => URL.canParse(value), SHORT_LINK_TEXTS.invalidUrl)
  .refine(isHttpUrl, SHORT_LINK_TEXTS.onlyHttp);

export const createShortLinkSchema = z.object({
  requestId: requestIdSchema,
  targetUrl: shortLinkTargetSchema,
  /** A name of one's own; empty: one is made up. */
  slug: plainText(40)
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => value === '' || SLUG_PATTERN.test(value), SHORT_LINK_TEXTS.invalidSlug)
    .default(''),
});
export type CreateShortLinkInput = z.input<typeof createShortLinkSchema>;
