import { z } from 'zod';
import type { PlannedCase } from '../agreements/operations/plan.ts';
import { CUSTOMER_SERVICE_GROUP, plannedCase } from '../agreements/operations/planned-case.ts';
import { plainText } from '../input/safe-input.ts';

/**
 * Manual activation (document 3 panel 18, sections 4, 5, 8, 9): step 1 creates the customer, step 2 opens the
 * activation case: status 1, owner group 42, type 212, priority 0, four required hidden fields of type 2.
 */
export const MANUAL_ACTIVATION = {
  caseTypeId: 212,
  ownerGroupId: CUSTOMER_SERVICE_GROUP,
  /** The spec's header 'Visma-ärende/Aktivering (Aktivering går inte att genomföra)': the form's name and the
   * case header (a case header holds at most 40 characters). */
  formTitle: 'Visma-ärende/Aktivering',
  header: 'Aktivering går inte att genomföra',
} as const;

export const MANUAL_ACTIVATION_TEXTS = {
  title: 'Manuell aktivering',
  step1: 'Skapa kunden',
  step2: 'Skapa ett aktiveringsärende',
  deliveryAddress: 'Leveransadress',
  orderNumber: 'Ordernummer',
  mainCentral: 'Huvudcentral',
  createCase: 'Skapa ärende',
  caseFailure: (message: string) => `Något gick fel när ärendet skulle skapas: ${message}`,
  caseCreated: 'Aktiveringsärendet har skapats.',
  newCustomer: 'Ny kund',
  newCase: 'Nytt ärende',
} as const;

/** The four hidden fields, all required. */
export const ACTIVATION_FIELDS = [
  { key: 'cardNumber', title: 'Kortnummer' },
  { key: 'camId', title: 'CAM-id' },
  { key: 'macAddress', title: 'MAC-adress' },
  { key: 'description', title: 'Beskrivning' },
] as const;

export type ActivationFieldKey = (typeof ACTIVATION_FIELDS)[number]['key'];
export type ActivationCaseValues = Record<ActivationFieldKey, string>;

export const EMPTY_ACTIVATION_CASE: ActivationCaseValues = {
  cardNumber: '',
  camId: '',
  macAddress: '',
  description: '',
};

export const activationCaseValuesSchema = z.object({
  cardNumber: plainText(100),
  camId: plainText(100),
  macAddress: plainText(100),
  description: plainText(2000),
});

/** The button is disabled while every field is empty. */
export function activationCaseStarted(values: ActivationCaseValues): boolean {
  return ACTIVATION_FIELDS.some(({ key }) => values[key].trim() !== '');
}

/** Every one of the four fields is required. */
export function validateActivationCase(
  values: ActivationCaseValues,
): Partial<Record<ActivationFieldKey, string[]>> {
  const errors: Partial<Record<ActivationFieldKey, string[]>> = {};
  for (const { key, title } of ACTIVATION_FIELDS) {
    if (values[key].trim() === '') errors[key] = [`${title} måste fyllas i`];
  }
  return errors;
}

/** The activation case: status 1 (Ej påbörjad), group 42, type 212, priority 0 (Lägsta), the four fields. */
export function plannedActivationCase(values: ActivationCaseValues): PlannedCase {
  return plannedCase({
    typeId: MANUAL_ACTIVATION.caseTypeId,
    ownerGroupId: MANUAL_ACTIVATION.ownerGroupId,
    status: 'NOT_STARTED',
    priority: 'LOWEST',
    header: MANUAL_ACTIVATION.header,
    fields: ACTIVATION_FIELDS.map(({ key, title }) => ({
      formTitle: MANUAL_ACTIVATION.formTitle,
      title,
      value: values[key].trim(),
      required: true,
    })),
  });
}
