import { z } from 'zod';
import type { PlannedCase, Refusals } from '../agreements/operations/plan.ts';
import { RefusalList } from '../agreements/operations/plan.ts';
import { caseField, plannedCase } from '../agreements/operations/planned-case.ts';
import { dbId, plainText } from '../input/safe-input.ts';
import { ADDRESS_CASES, missingAddressSchema, typedAddressLine } from './address-cases.ts';
import {
  ADDRESS_SEARCH_TEXTS,
  isActiveAccess,
  isPurchaseBlocked,
  isSelectable,
  type PremisesTypeKey,
} from './address-search.ts';

/**
 * Add an agreement at the customer's address (document 3 sections 4 and 9): 1 search the address, 2 pick it or
 * say it is missing, 3 choose the main agreement (or send an address request), 4 create the agreement. The plan is
 * shared by the form's preview and the server, which recomputes it in its transaction.
 */
export const ADD_AGREEMENT_TEXTS = {
  chooseMainAgreement: 'Välj huvudavtal',
  mainAgreementNotAtAddress: 'Adressen kan inte hittas under huvudavtalet.',
  addressNotFound: 'Adressen du söker efter kan inte hittas.',
  missingAddressRequired: 'Ange hela adressen: gata, nummer, postnummer och ort',
  created: (agreementNumber: number) => `Avtal ${agreementNumber} är skapat på adressen.`,
  requested: (caseNumber: number) => `Adressärende ${caseNumber} är skapat.`,
} as const;

export interface AddAgreementAccess {
  mainAgreementNumber: number;
  mainAgreementName: string;
  network: string;
  distributionNetwork: string | null;
  mainCentral: string | null;
  orderNumber: string | null;
  premisesType: PremisesTypeKey;
  validTo: string | null;
}

/** What the plan is made from: the customer and, when one was picked, the address with its accesses. */
export interface AddAgreementContext {
  customer: { customerNumber: number; name: string };
  address: {
    id: string;
    composite: string;
    street: string;
    number: string;
    entrance: string | null;
    apartment: string | null;
    zipCode: string;
    city: string;
    accesses: AddAgreementAccess[];
  } | null;
}

export const addAgreementChoicesSchema = z.object({
  /** The picked address; null when the address is missing from the register. */
  addressId: plainText(40).nullable(),
  mainAgreementNumber: dbId('Ogiltigt huvudavtal').nullable(),
  missingAddress: missingAddressSchema.nullable(),
});

export type AddAgreementChoices = z.infer<typeof addAgreementChoicesSchema>;

export interface PlannedAgreement {
  addressId: string;
  mainAgreementNumber: number;
  deliveryAddress: string;
  deliveryPostalCode: string;
  deliveryCity: string;
  mainCentral: string | null;
  distributionNetwork: string | null;
  orderInfo: string | null;
}

/** Either a new agreement with its new-agreement case, or only the missing-address case. */
export interface AddAgreementPlan {
  customerNumber: number;
  agreement: PlannedAgreement | null;
  case: PlannedCase;
}

export type AddAgreementOutcome = { ok: true; plan: AddAgreementPlan } | { ok: false; refusals: Refusals };

/** The main agreements an agreement can be created under at the address: those of its active accesses. */
export function mainAgreementOptions(context: AddAgreementContext, today: string) {
  const seen = new Map<number, AddAgreementAccess>();
  for (const access of context.address?.accesses ?? []) {
    if (isActiveAccess(access, today) && !seen.has(access.mainAgreementNumber))
      seen.set(access.mainAgreementNumber, access);
  }
  return [...seen.values()];
}

function deliveryAddressOf(address: NonNullable<AddAgreementContext['address']>): string {
  const street = [address.street, address.number, address.entrance].filter(Boolean).join(' ');
  return address.apartment ? `${street} ${address.apartment}` : street;
}

export function planAddAgreement(
  context: AddAgreementContext,
  choices: AddAgreementChoices,
  today: string,
): AddAgreementOutcome {
  const refusals = new RefusalList();
  const { customer } = context;
  if (choices.addressId === null) {
    const missing = choices.missingAddress;
    if (!missing) refusals.add('missingAddress', ADD_AGREEMENT_TEXTS.missingAddressRequired);
    if (!missing || !refusals.empty) return { ok: false, refusals: refusals.refusals };
    const line = typedAddressLine(missing);
    const defaults = ADDRESS_CASES.missingAddress;
    return {
      ok: true,
      plan: {
        customerNumber: customer.customerNumber,
        agreement: null,
        case: plannedCase({
          typeId: defaults.typeId,
          ownerGroupId: defaults.ownerGroupId,
          status: defaults.status,
          priority: 'MEDIUM',
          header: `Adress saknas: ${line}`,
          fields: [
            caseField('Kund', `${customer.name} (${customer.customerNumber})`),
            caseField('Adress', line),
            caseField(
              'Huvudavtal',
              choices.mainAgreementNumber === null ? null : String(choices.mainAgreementNumber),
            ),
            caseField('Kommentar', missing.note),
          ],
        }),
      },
    };
  }
  const { address } = context;
  if (!address || address.id !== choices.addressId) {
    refusals.add('addressId', ADD_AGREEMENT_TEXTS.addressNotFound);
    return { ok: false, refusals: refusals.refusals };
  }
  const options = mainAgreementOptions(context, today);
  const access = options.find((item) => item.mainAgreementNumber === choices.mainAgreementNumber) ?? null;
  if (choices.mainAgreementNumber === null)
    refusals.add('mainAgreementNumber', ADD_AGREEMENT_TEXTS.chooseMainAgreement);
  else if (!access) refusals.add('mainAgreementNumber', ADD_AGREEMENT_TEXTS.mainAgreementNotAtAddress);
  else {
    if (!isSelectable(address.accesses, today, access.mainAgreementNumber))
      refusals.add('addressId', ADDRESS_SEARCH_TEXTS.notSelectable);
    const active = address.accesses.filter(
      (item) => item.mainAgreementNumber === access.mainAgreementNumber && isActiveAccess(item, today),
    );
    if (active.some((item) => isPurchaseBlocked(item.premisesType)))
      refusals.add('addressId', ADDRESS_SEARCH_TEXTS.purchaseBlocked);
  }
  if (!access || !refusals.empty) return { ok: false, refusals: refusals.refusals };
  const defaults = ADDRESS_CASES.newAgreement;
  return {
    ok: true,
    plan: {
      customerNumber: customer.customerNumber,
      agreement: {
        addressId: address.id,
        mainAgreementNumber: access.mainAgreementNumber,
        deliveryAddress: deliveryAddressOf(address),
        deliveryPostalCode: address.zipCode,
        deliveryCity: address.city,
        mainCentral: access.mainCentral,
        distributionNetwork: access.distributionNetwork,
        orderInfo: access.orderNumber,
      },
      case: plannedCase({
        typeId: defaults.typeId,
        ownerGroupId: defaults.ownerGroupId,
        status: defaults.status,
        priority: 'MEDIUM',
        header: `Nytt avtal på adress ${address.composite}`,
        fields: [
          caseField('Kund', `${customer.name} (${customer.customerNumber})`),
          caseField('Adress', address.composite),
          caseField('Adress-ID', address.id),
          caseField('Huvudavtal', `${access.mainAgreementNumber} ${access.mainAgreementName}`),
          caseField('Huvudcentral', access.mainCentral),
        ],
      }),
    },
  };
}
