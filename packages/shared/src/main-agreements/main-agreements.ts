import { z } from 'zod';
import { pageNumber, plainText } from '../input/safe-input.ts';

/** Main agreements (huvudavtal, /sappis/huvudavtal; document 3 panel 15, sections 3-5). */

/** Activation values of a collective main agreement (document 3 section 4). */
export const ACTIVATION_VALUES: Readonly<Record<number, string>> = {
  1: 'Valbar',
  2: 'Obligatorisk',
  96: 'Utrustning krävs',
  97: 'Utrustning avropas',
  98: 'Utrustning hämtas',
  99: 'Tjänsten är aktiverad',
};

/** The label of an activation value, or the value itself when unknown. */
export function activationLabel(value: number): string {
  return ACTIVATION_VALUES[value] ?? String(value);
}

export const TRANSMISSIONS = ['KOAX', 'IP', 'UNICAST'] as const;

export const MAIN_AGREEMENT_PAGE_SIZE = 50;

/** The list's filters: free text (number or name), transmission, operator, main central, ended or not. */
export const mainAgreementFilterSchema = z.object({
  text: plainText(100),
  transmission: z.enum(TRANSMISSIONS).optional(),
  operatorId: z.number().int().positive().max(2_147_483_647).optional(),
  mainCentral: plainText(100),
  state: z.enum(['ACTIVE', 'ENDED', 'ALL']),
  page: pageNumber,
});

export type MainAgreementFilter = z.infer<typeof mainAgreementFilterSchema>;

export const EMPTY_MAIN_AGREEMENT_FILTER: MainAgreementFilter = {
  text: '',
  mainCentral: '',
  state: 'ACTIVE',
  page: 1,
};

export const MAIN_AGREEMENT_TEXTS = {
  notFound: 'Huvudavtalet hittades inte',
  fileNotFound: 'Filen hittades inte',
  fileSaved: 'Filen är sparad',
  fileUpdated: 'Filen är uppdaterad',
  fileRequired: 'Välj en fil att ladda upp',
  publicLabel: 'Publik (visas för kunder)',
  addressesDeleted: (count: number) => `${count} adresser togs bort från huvudavtalet`,
  confirmDestroyAll: 'Bekräfta att alla adresser ska tas bort',
} as const;

/** Active when flagged and today is inside the validity interval (open ends count as open). */
export function isFileActive(
  file: { active: boolean; startsAt: string | null; endsAt: string | null },
  today: string,
): boolean {
  return (
    file.active &&
    (file.startsAt === null || file.startsAt <= today) &&
    (file.endsAt === null || file.endsAt >= today)
  );
}
