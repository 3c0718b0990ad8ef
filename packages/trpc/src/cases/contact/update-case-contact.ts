import type { PrismaClient } from '@sappis/db';
import { CASE_CONTACT_FIELDS, type CaseContact } from '@sappis/shared';
import { type CaseWriteRequest, writeCase } from '../write-case.ts';

const FIELD_NAMES: Record<(typeof CASE_CONTACT_FIELDS)[number], string> = {
  customerName: 'Namn',
  customerEmail: 'E-post',
  customerPhone: 'Telefon',
  customerMobilePhone: 'Mobiltelefon',
  customerAddress: 'Adress',
  customerPostal: 'Postadress',
  customerOrderNumber: 'Ordernummer',
  address: 'Installationsadress',
  postal: 'Installationspostort',
  signalCentral: 'Signalcentral',
};

/**
 * The case contact form (document 3 panel 17): the relation's contact fields, as a versioned case write. The
 * customer number is not among them (read only). Nothing changed is refused ('Inga ändringar att spara').
 */
export async function updateCaseContact(
  prisma: PrismaClient,
  args: CaseWriteRequest & { contact: CaseContact },
): Promise<{ version: number }> {
  return writeCase(prisma, { ...args, action: 'case.contact' }, async (tx, current) => {
    const stored = await tx.caseRelation.findUnique({ where: { caseId: current.id } });
    const changed = CASE_CONTACT_FIELDS.filter((field) => (stored?.[field] ?? null) !== args.contact[field]);
    if (changed.length === 0) return [];
    const data = Object.fromEntries(changed.map((field) => [field, args.contact[field]]));
    await tx.caseRelation.upsert({
      where: { caseId: current.id },
      update: data,
      create: { caseId: current.id, ...data },
    });
    return [`Kontaktuppgifter ändrade: ${changed.map((field) => FIELD_NAMES[field]).join(', ')}`];
  });
}
