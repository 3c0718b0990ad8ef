import { z } from 'zod';
import { isRealDay } from '../dates.ts';
import { dbId, requiredText, trimmedText } from '../input/safe-input.ts';

/** Memos of a main agreement, operator or main central (document 3 sections 3 and 5): create, edit, deactivate. */

/** An optional date field of the form: '' or 'YYYY-MM-DD'. */
const optionalDay = trimmedText(10, 'Ange datum som ÅÅÅÅ-MM-DD').refine(
  (value) => value === '' || isRealDay(value),
  'Ange datum som ÅÅÅÅ-MM-DD',
);

/** A memo's editable fields: the message is required; the validity interval may be open at either end. */
export const memoFormSchema = z
  .object({
    title: trimmedText(200, 'Rubriken får vara högst 200 tecken'),
    message: requiredText(4000, {
      required: 'Meddelande måste fyllas i',
      tooLong: 'Meddelandet får vara högst 4000 tecken',
    }),
    startsAt: optionalDay,
    endsAt: optionalDay,
    active: z.boolean(),
  })
  .refine((memo) => memo.startsAt === '' || memo.endsAt === '' || memo.endsAt >= memo.startsAt, {
    path: ['endsAt'],
    message: 'Slutdatum kan inte vara före startdatum',
  });

export type MemoForm = z.infer<typeof memoFormSchema>;

/** What a new memo concerns: a main agreement, an operator or a main central (by name). */
export const memoScopeInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('MAIN_AGREEMENT'),
    mainAgreementNumber: dbId('Ogiltigt huvudavtal'),
  }),
  z.object({ kind: z.literal('OPERATOR'), operatorId: dbId('Ogiltig operatör') }),
  z.object({
    kind: z.literal('MAIN_CENTRAL'),
    mainCentral: requiredText(100, { required: 'Välj huvudcentral' }),
  }),
]);

export type MemoScopeInput = z.infer<typeof memoScopeInputSchema>;

export const EMPTY_MEMO_FORM: MemoForm = { title: '', message: '', startsAt: '', endsAt: '', active: true };

export const MEMO_TEXTS = {
  created: 'Memot är sparat',
  updated: 'Memot är uppdaterat',
  deactivated: 'Memot är inaktiverat',
  alreadyInactive: 'Memot är redan inaktivt',
  notFound: 'Memot hittades inte',
  scopeNotFound: 'Det som memot ska gälla hittades inte',
  noChanges: 'Inga ändringar att spara',
} as const;

/** True when the form differs from the stored memo (an unchanged save is refused). */
export function memoFormChanged(stored: MemoForm, form: MemoForm): boolean {
  return (Object.keys(stored) as (keyof MemoForm)[]).some((key) => stored[key] !== form[key]);
}

/** Active memos first, then newest first, as the memos panel lists them. */
export function sortMemosForPanel<T extends { active: boolean; createdAt: string; id: number }>(
  memos: readonly T[],
): T[] {
  return [...memos].sort(
    (a, b) => Number(b.active) - Number(a.active) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );
}
