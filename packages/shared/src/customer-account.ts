import { z } from 'zod';
import { dbId, plainText, requiredText } from './input/safe-input.ts';
import { requestIdSchema } from './request-id.ts';

/**
 * The customer's own account (document 3 panel 17, 'Byt lösenord': change the customer's password, create a
 * one-time password). Passwords are stored hashed; a one-time password is valid 30 seconds and works once.
 */
export const CUSTOMER_ACCOUNT_TEXTS = {
  passwordChanged: 'Lösenordet har ändrats!',
  // The old tool defined this text but never showed it (a faulty state check); this one shows it.
  passwordFailed: 'Lösenordet kunde inte ändras',
  passwordTooShort: 'Lösenordet måste vara minst 3 tecken',
  passwordsDiffer: 'Lösenorden är inte lika',
  otpFailed: 'Något gick fel, kunde inte generera OTP.',
  otpExpired: 'Engångslösenordet har gått ut',
} as const;

export const CUSTOMER_PASSWORD_MIN = 3;
export const CUSTOMER_PASSWORD_MAX = 200;
/** A one-time password is valid this long (document 3 section 9). */
export const OTP_VALID_SECONDS = 30;
export const OTP_DIGITS = 6;

export const customerPasswordSchema = z
  .object({
    password: plainText(CUSTOMER_PASSWORD_MAX).refine(
      (value) => value.length >= CUSTOMER_PASSWORD_MIN,
      CUSTOMER_ACCOUNT_TEXTS.passwordTooShort,
    ),
    confirmation: plainText(CUSTOMER_PASSWORD_MAX),
  })
  .refine((value) => value.password === value.confirmation, {
    path: ['confirmation'],
    message: CUSTOMER_ACCOUNT_TEXTS.passwordsDiffer,
  });

export const changeCustomerPasswordInput = z.object({
  customerNumber: dbId(),
  passwords: customerPasswordSchema,
});

export const createOtpInput = z.object({ requestId: requestIdSchema, customerNumber: dbId() });

/** Whole seconds left until `expiresAt` at `now`, never below 0: the countdown, cleared at 0. */
export function otpSecondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** Customer sync and sync to the accounting system (document 3 panel 24, sections 4, 8 and 9). */
export const CUSTOMER_SYNC_TEXTS = {
  syncing: 'Synkar kund, det kan ta en liten stund.',
  synced: 'Kund synkad.',
  failed: 'Någonting gick fel vid synkning av kund.',
} as const;

/** 'Kund synkad.' stays this long before the customer is reloaded. */
export const CUSTOMER_SYNC_SUCCESS_MS = 1_500;

export const CUSTOMER_SYNC_TARGETS = ['customer', 'accounting'] as const;
export type CustomerSyncTarget = (typeof CUSTOMER_SYNC_TARGETS)[number];

export const customerSyncInput = z.object({
  customerNumber: dbId(),
  /** 'customer': the customer system (syncprotected); 'accounting': the accounting system (syncToVismaprotected). */
  target: z.enum(CUSTOMER_SYNC_TARGETS).default('customer'),
});

/** The generic e-mail to a customer (document 3 panel 9: customer_number, subject, title, content). */
export const GENERIC_EMAIL_TEXTS = {
  sent: 'Ett email har skickats och är påväg till kunden.',
  notQueued: (response: string) => `Något gick fel: ${response}`,
  failed: (message: string) => `Något gick väldigt fel: ${message}`,
  checked: 'Jag har kontrollerat att innehållet stämmer',
  subjectRequired: 'Ange ett ämne',
  titleRequired: 'Ange en rubrik',
  contentRequired: 'Skriv ett innehåll',
  mustConfirm: 'Bekräfta att du har kontrollerat innehållet',
  noEmail: 'Kunden saknar en giltig e-postadress',
} as const;

export const genericEmailInput = z.object({
  requestId: requestIdSchema,
  customerNumber: dbId(),
  subject: requiredText(200, { required: GENERIC_EMAIL_TEXTS.subjectRequired }),
  title: requiredText(200, { required: GENERIC_EMAIL_TEXTS.titleRequired }),
  content: requiredText(10_000, { required: GENERIC_EMAIL_TEXTS.contentRequired }),
  /** 'Jag har kontrollerat att innehållet stämmer': sending is possible only when checked. */
  checked: z.literal(true, { error: GENERIC_EMAIL_TEXTS.mustConfirm }),
});
