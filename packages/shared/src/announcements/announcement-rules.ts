import { z } from 'zod';
import { calendarDay, dbId, requiredText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/** /sappis/announcement-manager: customer announcements (Kundmeddelanden) that marketing writes and publishes. */

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_MESSAGE_MAX = 2000;

/** Who an announcement is for; the customer pages show it to these customers only. */
export const ANNOUNCEMENT_AUDIENCES = {
  ALL: 'Alla kunder',
  PRIVATE: 'Privatkunder',
  BUSINESS: 'Företagskunder',
  BROADBAND: 'Kunder med bredband',
  TV: 'Kunder med TV',
  TELEPHONY: 'Kunder med telefoni',
} as const;
export type AnnouncementAudience = keyof typeof ANNOUNCEMENT_AUDIENCES;
export const ANNOUNCEMENT_AUDIENCE_KEYS = Object.keys(ANNOUNCEMENT_AUDIENCES) as [
  AnnouncementAudience,
  ...AnnouncementAudience[],
];

export const ANNOUNCEMENT_TEXTS = {
  titleRequired: 'Ange en rubrik.',
  messageRequired: 'Skriv meddelandet till kunderna.',
  invalidDay: 'Ange ett datum (ÅÅÅÅ-MM-DD).',
  invalidAudience: 'Välj vilka kunder meddelandet gäller.',
  endsBeforeStart: 'Slutdatumet får inte vara före startdatumet.',
  publishEnded: 'Meddelandet har redan slutat visas. Ändra datumen först.',
  notFound: 'Kundmeddelandet finns inte.',
  created: 'Kundmeddelandet har sparats som utkast.',
  updated: 'Kundmeddelandet har sparats.',
  published: 'Kundmeddelandet är publicerat.',
  unpublished: 'Kundmeddelandet är avpublicerat.',
} as const;

export type AnnouncementStatus = 'DRAFT' | 'SCHEDULED' | 'SHOWING' | 'ENDED';

export const ANNOUNCEMENT_STATUS_LABELS: Record<AnnouncementStatus, string> = {
  DRAFT: 'Utkast',
  SCHEDULED: 'Publicerad, visas från startdatum',
  SHOWING: 'Visas för kunder',
  ENDED: 'Har slutat visas',
};

/**
 * Where an announcement stands on `today` ('YYYY-MM-DD'): an ended one (its last day before today) has
 * ended whether published or not; otherwise unpublished is a draft, published shows from its first day.
 */
export function announcementStatus(
  announcement: { published: boolean; startsOn: string; endsOn: string | null },
  today: string,
): AnnouncementStatus {
  if (announcement.endsOn !== null && announcement.endsOn < today) return 'ENDED';
  if (!announcement.published) return 'DRAFT';
  return announcement.startsOn > today ? 'SCHEDULED' : 'SHOWING';
}

/** Whether publishing is allowed: an announcement whose last day has passed would never be seen. */
export function canPublish(announcement: { endsOn: string | null }, today: string): boolean {
  return announcement.endsOn === null || announcement.endsOn >= today;
}

const optionalDay = z
  .union([z.literal(''), z.null(), calendarDay(ANNOUNCEMENT_TEXTS.invalidDay)])
  .transform((value) => (value === '' ? null : value));

const announcementFields = z.object({
  title: requiredText(ANNOUNCEMENT_TITLE_MAX, { required: ANNOUNCEMENT_TEXTS.titleRequired }),
  /** Plain text; line breaks are kept, no markup is interpreted. */
  message: requiredText(ANNOUNCEMENT_MESSAGE_MAX, { required: ANNOUNCEMENT_TEXTS.messageRequired }),
  audience: z.enum(ANNOUNCEMENT_AUDIENCE_KEYS, { error: ANNOUNCEMENT_TEXTS.invalidAudience }),
  startsOn: calendarDay(ANNOUNCEMENT_TEXTS.invalidDay),
  /** The last day it shows; empty: until further notice. */
  endsOn: optionalDay,
});

const endsAfterStart = <T extends { startsOn: string; endsOn: string | null }>(value: T) =>
  value.endsOn === null || value.endsOn >= value.startsOn;
const endsAfterStartIssue = { message: ANNOUNCEMENT_TEXTS.endsBeforeStart, path: ['endsOn'] };

export const announcementFieldsSchema = announcementFields.refine(endsAfterStart, endsAfterStartIssue);
export type AnnouncementFields = z.output<typeof announcementFieldsSchema>;

export const createAnnouncementSchema = announcementFields
  .extend({ requestId: requestIdSchema })
  .refine(endsAfterStart, endsAfterStartIssue);
export type CreateAnnouncementInput = z.input<typeof createAnnouncementSchema>;

export const updateAnnouncementSchema = announcementFields
  .extend({ id: dbId() })
  .refine(endsAfterStart, endsAfterStartIssue);

export const setAnnouncementPublishedSchema = z.object({ id: dbId(), published: z.boolean() });

export const ANNOUNCEMENT_FILTERS = { CURRENT: 'Aktuella', ALL: 'Alla' } as const;
export const announcementListSchema = z.object({
  filter: z.enum(['CURRENT', 'ALL']).default('CURRENT'),
});
