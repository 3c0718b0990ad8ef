import type { Prisma } from '@sappis/db';
import { ADDRESS_CASES, caseField, type MissingAddress, plannedCase, typedAddressLine } from '@sappis/shared';
import { createPlannedCase } from '../../cases/create-planned-case.ts';
import { AppError } from '../../errors.ts';
import { AGREEMENT_NOT_FOUND_MESSAGE } from '../service.ts';

type AddressCaseKind = 'verifyAddress' | 'missingAddress';

/**
 * An address case for an address missing from the register (document 3 section 7 'Create case'): verify
 * address's case (status 1, group 117, type 135) or add agreement's missing-address case (status 1, group 84,
 * type 135), with the full typed address in its form fields and the customer relation.
 */
export async function createAddressCase(
  tx: Prisma.TransactionClient,
  args: {
    kind: AddressCaseKind;
    agreementNumber: number;
    address: MissingAddress;
    requestId: string;
    actor: { id: number; name: string };
    now: Date;
  },
) {
  const agreement = await tx.agreement.findUnique({
    where: { agreementNumber: args.agreementNumber },
    include: { customer: true, mainAgreement: { select: { number: true } } },
  });
  if (!agreement) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
  const defaults = ADDRESS_CASES[args.kind];
  const line = typedAddressLine(args.address);
  const planned = plannedCase({
    typeId: defaults.typeId,
    ownerGroupId: defaults.ownerGroupId,
    status: defaults.status,
    priority: 'MEDIUM',
    header: `Adressärende: ${line}`,
    fields: [
      caseField('Avtal', String(agreement.agreementNumber)),
      caseField('Huvudavtal', agreement.mainAgreement ? String(agreement.mainAgreement.number) : null),
      caseField('Gata', args.address.street),
      caseField('Nummer', args.address.number),
      caseField('Uppgång', args.address.entrance),
      caseField('Lägenhet', args.address.apartment),
      caseField('Postnummer', args.address.zip),
      caseField('Ort', args.address.city),
      caseField('Kommentar', args.address.note),
    ],
  });
  const { customer } = agreement;
  const created = await createPlannedCase(tx, {
    planned,
    subject: {
      customer,
      place: {
        address: line,
        postalCode: args.address.zip,
        city: args.address.city,
        orderNumber: agreement.orderInfo,
        mainCentral: agreement.mainCentral,
      },
    },
    requestId: args.requestId,
    actor: args.actor,
    now: args.now,
  });
  return { caseNumber: created.number };
}
