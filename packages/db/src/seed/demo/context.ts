import type { Prisma } from '@prisma/client';
import type { Random } from '../random.ts';

/** Every table the demo seed writes, as createMany rows with explicit ids where other rows point at them. */
export interface DemoData {
  customers: Prisma.CustomerCreateManyInput[];
  cantabCustomers: Prisma.CantabCustomerCreateManyInput[];
  bitcomHousingAssociations: Prisma.BitcomHousingAssociationCreateManyInput[];
  temporaryAddresses: Prisma.TemporaryAddressCreateManyInput[];
  operatorAlerts: Prisma.OperatorAlertCreateManyInput[];
  creditChecks: Prisma.CreditCheckCreateManyInput[];
  addresses: Prisma.AddressCreateManyInput[];
  accesses: Prisma.AccessCreateManyInput[];
  accessDiagnostics: Prisma.AccessDiagnosticCreateManyInput[];
  agreements: Prisma.AgreementCreateManyInput[];
  /** Rows without a parent first, then sub-rows, so every parent exists before its children. */
  agreementRows: Prisma.AgreementRowCreateManyInput[];
  agreementSubRows: Prisma.AgreementRowCreateManyInput[];
  phoneRecords: Prisma.PhoneRecordCreateManyInput[];
  hardwareUnits: Prisma.HardwareUnitCreateManyInput[];
  tvCards: Prisma.TvCardCreateManyInput[];
  tvCardSubscriptions: Prisma.TvCardSubscriptionCreateManyInput[];
  tvDevices: Prisma.TvDeviceCreateManyInput[];
  signalHistory: Prisma.SignalHistoryEntryCreateManyInput[];
  parcels: Prisma.ParcelCreateManyInput[];
  parcelEvents: Prisma.ParcelEventCreateManyInput[];
  invoices: Prisma.InvoiceCreateManyInput[];
  invoiceRows: Prisma.InvoiceRowCreateManyInput[];
  invoiceEvents: Prisma.InvoiceEventCreateManyInput[];
  deferments: Prisma.DefermentCreateManyInput[];
  customerEmails: Prisma.CustomerEmailCreateManyInput[];
  customerTextMessages: Prisma.CustomerTextMessageCreateManyInput[];
  documents: Prisma.DocumentCreateManyInput[];
  objectLogs: Prisma.ObjectLogCreateManyInput[];
  cases: Prisma.CaseCreateManyInput[];
  /** Child cases, inserted after their parents. */
  childCases: Prisma.CaseCreateManyInput[];
  caseFormFields: Prisma.CaseFormFieldCreateManyInput[];
  caseRelations: Prisma.CaseRelationCreateManyInput[];
  caseHistory: Prisma.CaseHistoryEntryCreateManyInput[];
  caseLogs: Prisma.CaseLogCreateManyInput[];
  caseTags: Prisma.CaseTagCreateManyInput[];
  userMessages: Prisma.UserMessageCreateManyInput[];
  invoiceBases: Prisma.InvoiceBasisCreateManyInput[];
  invoiceBasisExpenses: Prisma.InvoiceBasisExpenseCreateManyInput[];
}

export function emptyDemoData(): DemoData {
  return {
    customers: [],
    cantabCustomers: [],
    bitcomHousingAssociations: [],
    temporaryAddresses: [],
    operatorAlerts: [],
    creditChecks: [],
    addresses: [],
    accesses: [],
    accessDiagnostics: [],
    agreements: [],
    agreementRows: [],
    agreementSubRows: [],
    phoneRecords: [],
    hardwareUnits: [],
    tvCards: [],
    tvCardSubscriptions: [],
    tvDevices: [],
    signalHistory: [],
    parcels: [],
    parcelEvents: [],
    invoices: [],
    invoiceRows: [],
    invoiceEvents: [],
    deferments: [],
    customerEmails: [],
    customerTextMessages: [],
    documents: [],
    objectLogs: [],
    cases: [],
    childCases: [],
    caseFormFields: [],
    caseRelations: [],
    caseHistory: [],
    caseLogs: [],
    caseTags: [],
    userMessages: [],
    invoiceBases: [],
    invoiceBasisExpenses: [],
  };
}

/** Id counters for the tables whose rows are referenced by other rows. */
export class IdSequence {
  private readonly next = new Map<string, number>();

  take(table: string, start = 1): number {
    const id = this.next.get(table) ?? start;
    this.next.set(table, id + 1);
    return id;
  }
}

/** Ensures generated identifiers that must be unique (CAM ids, card numbers, MACs, OCR...) are. */
export class UniqueStrings {
  private readonly seen = new Set<string>();

  make(generate: () => string): string {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const value = generate();
      if (!this.seen.has(value)) {
        this.seen.add(value);
        return value;
      }
    }
    throw new Error('Could not generate a unique value');
  }
}

export interface DemoContext {
  rng: Random;
  /** The seeding moment and its Swedish calendar day (UTC midnight). */
  now: Date;
  today: Date;
  data: DemoData;
  ids: IdSequence;
  unique: UniqueStrings;
}
