import { z } from 'zod';
import type { PlannedCase } from '../agreements/operations/plan.ts';
import { CUSTOMER_SERVICE_GROUP, plannedCaseWithSpecHeader } from '../agreements/operations/planned-case.ts';
import { isFinishedStatus } from '../case-queue-filter.ts';
import type { CaseSearchInput } from '../case-search.ts';
import type { CaseStatusKey } from '../cases.ts';
import { plainText } from '../input/safe-input.ts';

/**
 * Manual activation (document 3 panel 18, sections 4, 5, 8, 9): step 1 creates the customer, step 2 opens the
 * activation case: status 1, owner group 42, type 212, priority 0, four required hidden fields of type 2.
 */
export const MANUAL_ACTIVATION = {
  caseTypeId: 212,
  ownerGroupId: CUSTOMER_SERVICE_GROUP,
  /** The name of the case's form. */
  formTitle: 'Visma-ärende/Aktivering',
  /** The spec's header, word for word (59 characters: the header column holds it, CASE_HEADER_COLUMN_MAX). */
  header: 'Visma-ärende/Aktivering (Aktivering går inte att genomföra)',
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
  customer: 'Kund',
  newCase: 'Nytt ärende',
  /** Step 1 found the person as a customer: go on with that customer (document 3 section 4). */
  useExisting: 'Skapa aktiveringsärendet på den kunden',
  existingCases: 'Kundens aktiveringsärenden',
  noExistingCases: 'Kunden har inga aktiveringsärenden.',
  duplicate: (caseNumber: number) =>
    `Kunden har redan ett aktiveringsärende som inte är avslutat: ${caseNumber}`,
} as const;

/**
 * The search before step 2 (document 3 section 7, 'Case search for manual activation': page 1, show_finished
 * true, filters customer_number): the customer's activation cases, finished ones too, newest first.
 */
export function activationCaseSearch(customerNumber: number): CaseSearchInput {
  return {
    page: 1,
    showFinished: true,
    filters: { customerNumber, typeId: MANUAL_ACTIVATION.caseTypeId },
  };
}

/** A customer gets no second activation case while one is not finished: the open one's number, or null. */
export function openActivationCase(
  cases: readonly { number: number; status: CaseStatusKey }[],
): number | null {
  return cases.find((item) => !isFinishedStatus(item.status))?.number ?? null;
}

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
  return plannedCaseWithSpecHeader({
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
