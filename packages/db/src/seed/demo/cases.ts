import type { Prisma } from '@prisma/client';
import {
  CASE_PRIORITIES,
  CASE_STATUSES,
  caseHeaderFrom,
  caseStatusName,
  DEFAULT_PRODUCT_NAME,
  PAYMENT_METHOD_CHANGE_TEXTS,
  paymentMethodChangeHeader,
} from '@sappis/shared';
import { addDays } from '../dates.ts';
import { CASE_TYPES, TAG_ID, TAGS } from '../reference/case-catalog.ts';
import type { AgreementHandle } from './agreements.ts';
import type { DemoContext } from './context.ts';
import type { CustomerHandle } from './customers.ts';
import { DEMO_FIXTURES } from './fixtures.ts';
import { DEMO_USERS, type DemoUser, demoUser } from './users.ts';

/** Support cases (ärenden) with form fields, customer relation, history, logs, tags, messages and invoice bases. */

type CaseStatusKey = (typeof CASE_STATUSES)[number]['key'];
type CasePriorityKey = (typeof CASE_PRIORITIES)[number]['key'];

export interface CaseField {
  title: string;
  value: string | null;
  required?: boolean;
  fieldType?: number;
  order?: number;
  public?: boolean;
}

export interface CaseSpec {
  typeId: number;
  ownerGroupId: number;
  status: CaseStatusKey;
  priority: CasePriorityKey;
  formTitle: string;
  fields: CaseField[];
  /** Explicit header (cut to 40 characters); defaults to the first field's value. */
  header?: string;
  customer?: CustomerHandle;
  agreement?: AgreementHandle;
  /** Minutes before now the case was created. */
  ageMinutes: number;
  createdBy: DemoUser;
  owner?: DemoUser;
  parentCaseId?: number;
  externalTicketNumber?: string;
  tagIds?: number[];
  /** Extra free-text log messages. */
  logs?: Array<{ user: DemoUser; message: string }>;
}

export interface CaseHandle {
  id: number;
  number: number;
  createdAt: Date;
}

const FIRST_CASE_NUMBER = 700_000;
const STATUS_PATH: CaseStatusKey[] = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'WAITING_FOR_CUSTOMER',
  'CUSTOMER_REPLIED',
];

export function addCase(ctx: DemoContext, spec: CaseSpec): CaseHandle {
  const { data, rng, now } = ctx;
  const id = ctx.ids.take('case');
  const number = FIRST_CASE_NUMBER + id;
  const createdAt = new Date(now.getTime() - spec.ageMinutes * 60_000);
  const finished = spec.status === 'FINISHED';
  const updatedAt = new Date(
    createdAt.getTime() + Math.min(spec.ageMinutes, rng.int(5, 60 * 24 * 3)) * 60_000 * 0.9,
  );
  const firstValue = spec.fields.find((field) => field.value)?.value ?? spec.formTitle;
  const row: Prisma.CaseCreateManyInput = {
    id,
    number,
    externalTicketNumber: spec.externalTicketNumber ?? null,
    header: caseHeaderFrom(spec.header ?? firstValue),
    status: spec.status,
    priority: spec.priority,
    typeId: spec.typeId,
    ownerGroupId: spec.ownerGroupId,
    parentCaseId: spec.parentCaseId ?? null,
    createdById: spec.createdBy.id,
    ownerUserId: spec.owner?.id ?? null,
    version: 1 + (spec.status === 'NOT_STARTED' ? 0 : rng.int(1, 4)),
    createdAt,
    updatedAt: spec.status === 'NOT_STARTED' ? createdAt : updatedAt,
    finishedAt: finished ? updatedAt : null,
  };
  if (spec.parentCaseId) data.childCases.push(row);
  else data.cases.push(row);

  spec.fields.forEach((field, index) => {
    data.caseFormFields.push({
      caseId: id,
      formTitle: spec.formTitle,
      title: field.title,
      fieldType: field.fieldType ?? 2,
      order: field.order ?? 100 + index,
      required: field.required ?? false,
      public: field.public ?? false,
      value: field.value,
    });
  });

  const customer = spec.customer;
  if (customer) {
    const agreement = spec.agreement ?? customer.agreements[0];
    data.caseRelations.push({
      caseId: id,
      customerNumber: customer.customerNumber,
      customerName: customer.name,
      customerPhone: customer.phone,
      customerMobilePhone: customer.mobilePhone,
      customerEmail: customer.email,
      customerAddress: customer.row.deliveryAddress ?? null,
      customerPostal: `${customer.row.deliveryPostalCode ?? ''} ${customer.row.deliveryCity ?? ''}`.trim(),
      customerOrderNumber: agreement ? String(agreement.number) : null,
      address: agreement?.deliveryAddress ?? null,
      postal: agreement ? `${customer.row.deliveryPostalCode ?? ''} ${agreement.deliveryCity}`.trim() : null,
      signalCentral: agreement?.mainCentral ?? null,
    });
  }

  // History: created, then the status path up to the current status.
  const history: Array<[action: string, user: DemoUser]> = [['Ärendet skapades', spec.createdBy]];
  const handler = spec.owner ?? spec.createdBy;
  if (spec.status !== 'NOT_STARTED') {
    const path = STATUS_PATH.includes(spec.status)
      ? STATUS_PATH.slice(1, STATUS_PATH.indexOf(spec.status) + 1)
      : ['IN_PROGRESS' as const, spec.status];
    // The demo data speaks of the default brand throughout (its texts and signatures too).
    for (const status of path)
      history.push([`Status ändrad till ${caseStatusName(status, DEFAULT_PRODUCT_NAME)}`, handler]);
  }
  if (spec.owner)
    history.push([`Ägare ändrad till ${spec.owner.firstName} ${spec.owner.lastName}`, spec.owner]);
  const span = Math.max(1, (row.updatedAt as Date).getTime() - createdAt.getTime());
  history.forEach(([action, user], index) => {
    data.caseHistory.push({
      caseId: id,
      action,
      userId: user.id,
      userName: `${user.firstName} ${user.lastName}`,
      createdAt: new Date(createdAt.getTime() + Math.floor((span * index) / history.length)),
    });
  });

  data.caseLogs.push({
    caseId: id,
    userName: 'System',
    message: `Ärendet skapades av ${spec.createdBy.email}`,
    auto: true,
    createdAt,
  });
  (spec.logs ?? []).forEach((log, index) => {
    data.caseLogs.push({
      caseId: id,
      userName: `${log.user.firstName} ${log.user.lastName}`,
      message: log.message,
      auto: false,
      createdAt: new Date(
        createdAt.getTime() + Math.floor((span * (index + 1)) / ((spec.logs?.length ?? 0) + 1)),
      ),
    });
  });
  if (finished) {
    data.caseLogs.push({
      caseId: id,
      userName: 'System',
      message: 'Ärendet avslutades',
      auto: true,
      createdAt: row.updatedAt as Date,
    });
  }

  const tagIds = new Set(spec.tagIds ?? []);
  for (const tag of TAGS) if (tag.automatic && tag.ruleCaseTypeId === spec.typeId) tagIds.add(tag.id);
  for (const tagId of tagIds) {
    const automatic = TAGS.find((tag) => tag.id === tagId)?.automatic ?? false;
    data.caseTags.push({ caseId: id, tagId, automatic, createdAt });
  }
  return { id, number, createdAt };
}

// ───────────── Forms of the specification ─────────────

const description = (value: string): CaseField => ({ title: 'Beskrivning', value, required: true });

function paymentChangeSpec(
  customer: CustomerHandle,
  from: string,
  to: string,
): Omit<CaseSpec, 'ageMinutes' | 'createdBy' | 'status' | 'priority'> {
  return {
    typeId: 120,
    ownerGroupId: 42,
    formTitle: 'Betalning/Byta betalsätt',
    header: paymentMethodChangeHeader(from, to),
    fields: [
      description(`Kunden vill byta betalsätt från ${from} till ${to}. Medgivande skickat via e-post.`),
      { title: PAYMENT_METHOD_CHANGE_TEXTS.currentLabel, value: from },
      { title: PAYMENT_METHOD_CHANGE_TEXTS.newLabel, value: to },
    ],
    customer,
  };
}

const RANDOM_TEXTS: Record<number, string[]> = {
  101: ['Snöig bild på alla analoga kanaler sedan i går.', 'Inget ljud på SVT1 i den analoga TV:n.'],
  102: [
    'Inget internet sedan i morse, lampan på routern blinkar rött.',
    'Bredbandet bryts flera gånger per kväll.',
  ],
  103: [
    'Boxen visar "Inget programkort" efter strömavbrott.',
    'Kanalerna i Mix 10 saknas efter byte av box.',
  ],
  104: ['Ingen kopplingston i fasta telefonen.', 'Samtal bryts efter ungefär en minut.'],
  105: [
    'Kunden undrar varför fakturan är högre denna månad.',
    'Kunden har fått dubbla fakturor för samma period.',
  ],
  106: [
    'Får bara 80 Mbit/s på 250-abonnemanget via kabel.',
    'Låg hastighet på kvällar, mätt med Bredbandskollen.',
  ],
  107: ['Kunden vill byta två kanaler i Sappa Mix 5.', 'Vill byta TV4 Guld mot National Geographic.'],
  135: [
    'Adressen saknas i adressregistret, Storgatan 14 lgh 1102.',
    'Fel postnummer på adressen i registret.',
  ],
  137: [
    'Kunden flyttar den 1:a nästa månad och vill ta med tjänsterna.',
    'Flytt till villa, kontrollera om fiber finns.',
  ],
  171: [
    'Kompensation för avbrott i bredband under fem dagar.',
    'Kompensation för felaktigt debiterad startavgift.',
  ],
  182: ['Kunden flyttar utomlands och säger upp hela avtalet.', 'Uppsägning av avtal på grund av dödsfall.'],
  183: ['Kunden säger upp Sappa Sport.', 'Uppsägning av fast telefoni.'],
  184: ['Ångrat köp inom 14 dagar, box ska returneras.', 'Kunden ångrar köpet av routern.'],
  185: ['Boxen startar inte, garantibyte.', 'Routern går varm och startar om, garantibyte.'],
  187: ['Kunden vill pausa TV under sommaren.', 'Paus av tjänster under utlandsvistelse.'],
  193: ['Retur av hyrd utrustning efter avslut.', 'Kunden ska returnera två boxar efter avslut.'],
  194: ['Fel box skickades, kunden beställde 4K-box.', 'Kunden fick två routrar i stället för en.'],
  197: ['Nytt avtal på kundens nya adress.', 'Kunden vill lägga till bredband på fritidshuset.'],
  212: ['Aktivering går inte att genomföra i Visma.', 'Kortet kan inte aktiveras, fel i CAS.'],
  227: ['Vänd faktura: felaktig debitering av hyrbox.', 'Vänd fakturarad för dubbel månadsavgift.'],
  248: ['Kunden begär anstånd med betalningen till den 25:e.', 'Anstånd på grund av sjukdom.'],
  255: ['Paketet kom aldrig fram, skicka ny box.', 'Omskick av programkort efter förlorad försändelse.'],
  309: [
    'Kunden vill fortsätta med tjänsterna efter uppsägning.',
    'Fortsätt med bredbandet, uppsägningen var ett misstag.',
  ],
};

const OWNER_GROUP_OF_TYPE: Record<number, number> = {
  102: 103,
  106: 103,
  101: 104,
  103: 104,
  135: 117,
  184: 168,
  171: 42,
  227: 55,
  248: 55,
  212: 42,
};

const AGENTS = DEMO_USERS.filter((user) =>
  ['agent', 'agent2', 'andralinjen', 'tredjelinjen', 'kochef', 'ekonomi'].includes(user.username),
);

function randomSpec(
  ctx: DemoContext,
  customer: CustomerHandle,
  typeId: number,
): Omit<CaseSpec, 'status' | 'priority' | 'ageMinutes'> {
  const { rng } = ctx;
  const type = CASE_TYPES.find((item) => item.id === typeId) ?? CASE_TYPES[0];
  const text = rng.pick(RANDOM_TEXTS[typeId] ?? ['Kunden kontaktade kundservice.']);
  return {
    typeId,
    ownerGroupId: customer.business ? 84 : (OWNER_GROUP_OF_TYPE[typeId] ?? 42),
    formTitle: `${type.category}/${type.name}`,
    fields: [
      description(text),
      { title: 'Kontaktväg', value: rng.pick(['Telefon', 'E-post', 'Chatt', 'Webbformulär']), order: 110 },
      { title: 'Återkoppling till kund', value: rng.pick(['Ja', 'Nej']), order: 120, public: true },
    ],
    customer,
    agreement: rng.pick(
      customer.agreements.length > 0 ? customer.agreements : [undefined as unknown as AgreementHandle],
    ),
    createdBy: rng.pick(AGENTS),
    owner: rng.chance(0.5) ? rng.pick(AGENTS) : undefined,
  };
}

// ───────────── All demo cases ─────────────

export function buildCases(ctx: DemoContext, customers: CustomerHandle[]): void {
  const { rng } = ctx;
  const byNumber = new Map(customers.map((customer) => [customer.customerNumber, customer]));
  const customer = (number: number): CustomerHandle => {
    const found = byNumber.get(number);
    if (!found) throw new Error(`No demo customer ${number}`);
    return found;
  };
  const C = DEMO_FIXTURES.customers;
  const agent = demoUser('agent');
  const agent2 = demoUser('agent2');
  const second = demoUser('andralinjen');
  const economy = demoUser('ekonomi');
  const business = demoUser('affarsstod');
  const addressUser = demoUser('adress');

  // 700001: payment change.
  addCase(ctx, {
    ...paymentChangeSpec(customer(C.standard), 'Bankgiro', 'Autogiro'),
    status: 'IN_PROGRESS',
    priority: 'LOWEST',
    ageMinutes: 45,
    createdBy: agent,
    owner: agent,
  });
  // 700002 with children 700003-700005.
  const parent = addCase(ctx, {
    ...randomSpec(ctx, customer(C.hardwareAllCardClasses), 103),
    fields: [description('Kunden har flera boxar som tappar signalen. Underärenden skapade per box.')],
    status: 'IN_PROGRESS',
    priority: 'HIGH',
    ageMinutes: 60 * 24 * 4,
    createdBy: second,
    owner: second,
    logs: [{ user: second, message: 'Skapat underärenden för garantibyte och teknikerbesök.' }],
  });
  for (const [typeId, status, text] of [
    [185, 'ACTION_BOOKED', 'Garantibyte av box på kortrad 2.'],
    [103, 'FINISHED', 'Felsökning av programkort på kortrad 3 klar.'],
    [255, 'NOT_STARTED', 'Omskick av programkort till kortrad 5.'],
  ] as const) {
    addCase(ctx, {
      ...randomSpec(ctx, customer(C.hardwareAllCardClasses), typeId),
      fields: [description(text)],
      status,
      priority: 'MEDIUM',
      ageMinutes: 60 * 24 * 3,
      createdBy: second,
      parentCaseId: parent.id,
    });
  }
  // 700006: external ticket.
  addCase(ctx, {
    ...randomSpec(ctx, customer(C.standard), 102),
    fields: [
      description('Avbrott i bredband, felanmält till nätägaren.'),
      { title: 'Nätägarens ärendenummer', value: DEMO_FIXTURES.cases.externalTicketNumber, order: 110 },
    ],
    ownerGroupId: 103,
    status: 'QUESTION_TO_PROVIDER',
    priority: 'HIGH',
    ageMinutes: 60 * 26,
    createdBy: agent2,
    externalTicketNumber: DEMO_FIXTURES.cases.externalTicketNumber,
  });
  // 700007: return after regret.
  addCase(ctx, {
    ...randomSpec(ctx, customer(C.recentPurchase), 184),
    fields: [
      { title: 'Orsak', value: 'Ånger', required: true, order: 100 },
      { title: 'Gammal hårdvara', value: 'BRED008, BOX015', required: true, order: 101 },
      {
        title: 'Beskrivning',
        value: 'Kunden ångrar köpet inom ångerrätten. Returfraktsedel skickad.',
        required: true,
        order: 102,
      },
      { title: 'Returdatum', value: addDays(ctx.today, 10).toISOString().slice(0, 10), order: 103 },
    ],
    header: 'Retur Ånger: BRED008, BOX015',
    ownerGroupId: 168,
    status: 'ACTION_BOOKED',
    priority: 'LOWEST',
    ageMinutes: 60 * 5,
    createdBy: agent,
  });
  // 700008: business termination (whole agreement), group 84, status 1.
  addCase(ctx, {
    ...randomSpec(ctx, customer(C.business), 182),
    fields: [
      description('Företaget säger upp hela avtalet. Uppsägningstid 3 månader.'),
      { title: 'Slutdatum', value: null, order: 110 },
    ],
    ownerGroupId: 84,
    status: 'NOT_STARTED',
    priority: 'LOWEST',
    ageMinutes: 90,
    createdBy: business,
  });
  // 700009: invoice bases.
  const basisCase = addCase(ctx, {
    ...randomSpec(ctx, customer(C.collective), 101),
    fields: [
      description('Teknikerbesök hos kund, felet låg i fastighetsnätet. Vidarefakturera fastighetsägaren.'),
    ],
    ownerGroupId: 104,
    status: 'IN_PROGRESS',
    priority: 'MEDIUM',
    ageMinutes: 60 * 24 * 9,
    createdBy: demoUser('teknik'),
  });
  addInvoiceBases(ctx, basisCase, customer(C.collective));
  // 700010: tagged.
  addCase(ctx, {
    ...randomSpec(ctx, customer(C.longOperatorAlerts), 182),
    fields: [description('Kunden är missnöjd och hotar att gå till media. Uppsägning av avtalet.')],
    status: 'DORMANT',
    priority: 'HIGHEST',
    ageMinutes: 60 * 24 * 12,
    createdBy: demoUser('kochef'),
    tagIds: [TAG_ID.VIP, TAG_ID.Eskalerad, TAG_ID.Media],
  });
  // 700011-700020: one of each action of documents 2 and 3.
  const actionCases: Array<
    [
      customerNumber: number,
      typeId: number,
      ownerGroupId: number,
      status: CaseStatusKey,
      formTitle: string,
      text: string,
    ]
  > = [
    [
      C.endingAndBoundRows,
      183,
      42,
      'IN_PROGRESS',
      'Uppsägning/Abonnemang',
      'Uppsägning av Sappa Sport till månadens slut.',
    ],
    [
      C.campaignWithDiscounts,
      171,
      42,
      'FINISHED',
      'Kompensation',
      'Kompensation 150 kr för avbrott i TV under tre dagar.',
    ],
    [
      C.paused,
      187,
      42,
      'IN_PROGRESS',
      'Paus/Pausa tjänster',
      'Kunden pausar TV under tre månader. Pausavgift 295 kr.',
    ],
    [
      C.noActiveAgreements,
      309,
      84,
      'NOT_STARTED',
      'Fortsätt tjänster',
      'Kunden vill fortsätta med bredbandet efter uppsägningen.',
    ],
    [C.defermentRed, 248, 55, 'FINISHED', 'Anstånd', 'Anstånd till den 25:e beviljat.'],
    [
      C.unpaidWithTemporaryAddress,
      227,
      55,
      'WAITING_FOR_CUSTOMER',
      'Vänd faktura',
      'Vänd två rader på fakturan, dubbel debitering av hyrbox.',
    ],
    [
      C.noPurchasableAddress,
      135,
      117,
      'NOT_STARTED',
      'Adress/Verifiera adress',
      'Avtalet saknar adress-id, adressen behöver läggas upp i registret.',
    ],
    [
      C.mergeSource,
      137,
      42,
      'ACTION_BOOKED',
      'Flytt/Flytta avtal',
      'Flytt av avtalet till ny adress den 1:a nästa månad.',
    ],
    [
      C.creditCheckNotDone,
      212,
      42,
      'CLOSING_REQUEST',
      'Visma-ärende/Aktivering (Aktivering går inte att genomföra)',
      'Aktivering går inte att genomföra, anmärkningskontroll gick ej igenom.',
    ],
    [
      C.parcelsAndTvDiagnostics,
      194,
      42,
      'RETURNS',
      'Retur/Felutskick',
      'Fel box skickades till kunden, ny box skickad.',
    ],
  ];
  actionCases.forEach(([number, typeId, ownerGroupId, status, formTitle, text], index) => {
    addCase(ctx, {
      ...randomSpec(ctx, customer(number), typeId),
      ownerGroupId,
      formTitle,
      fields:
        typeId === 212
          ? [
              { title: 'Kortnummer', value: '712345678901', required: true, fieldType: 2, order: 100 },
              { title: 'CAM-id', value: '10123456789', required: true, fieldType: 2, order: 101 },
              { title: 'MAC-adress', value: '001A2B3C4D5E', required: true, fieldType: 2, order: 102 },
              { title: 'Beskrivning', value: text, required: true, fieldType: 2, order: 103 },
            ]
          : [description(text)],
      header: typeId === 212 ? 'Visma-ärende/Aktivering (Aktivering går inte att genomföra)' : undefined,
      status,
      priority: typeId === 212 ? 'LOWEST' : rng.pick(['LOWEST', 'LOW', 'MEDIUM'] as const),
      ageMinutes: 60 * 24 * (index + 1),
      createdBy: typeId === 248 || typeId === 227 ? economy : typeId === 135 ? addressUser : agent,
    });
  });

  // 700021-700070: every status with every priority.
  const typeIds = CASE_TYPES.map((type) => type.id);
  let matrixIndex = 0;
  for (const status of CASE_STATUSES) {
    for (const priority of CASE_PRIORITIES) {
      const who = customers[(matrixIndex * 7) % customers.length] as CustomerHandle;
      addCase(ctx, {
        ...randomSpec(ctx, who, typeIds[matrixIndex % typeIds.length] as number),
        status: status.key,
        priority: priority.key,
        ageMinutes: 30 + matrixIndex * 97,
      });
      matrixIndex++;
    }
  }

  // 700071 onwards: everyday traffic over the last 90 days, mostly finished.
  for (let i = 0; i < 110; i++) {
    const who = rng.pick(customers);
    const status = rng.weighted(
      CASE_STATUSES.map((item) => [item.key, item.key === 'FINISHED' ? 12 : 1] as const),
    );
    const priority = rng.weighted(
      CASE_PRIORITIES.map((item, index) => [item.key, [6, 4, 3, 1, 0.5][index] ?? 1] as const),
    );
    addCase(ctx, {
      ...randomSpec(ctx, who, rng.pick(typeIds)),
      status,
      priority,
      ageMinutes: rng.int(60, 60 * 24 * 90),
      externalTicketNumber: rng.chance(0.05) ? `INC00${rng.digits(5)}` : undefined,
      tagIds: rng.chance(0.1)
        ? [rng.pick([TAG_ID.Återkoppling, TAG_ID.Reklamation, TAG_ID['Tekniker bokad']])]
        : undefined,
    });
  }

  addUserMessages(ctx);
}

function addInvoiceBases(ctx: DemoContext, handle: CaseHandle, customer: CustomerHandle): void {
  const { data } = ctx;
  const agreement = customer.agreements[0];
  const technician = demoUser('teknik');
  const statuses = [
    ['IN_PROGRESS', 'LANDLORD', null],
    ['READY', 'LANDLORD', ctx.today],
    ['INVOICED', 'CUSTOMER', addDays(ctx.today, -20)],
  ] as const;
  statuses.forEach(([status, customerType, invoiceDate], index) => {
    const id = ctx.ids.take('invoiceBasis');
    const landlord = customerType === 'LANDLORD';
    data.invoiceBases.push({
      id,
      caseId: handle.id,
      customerType,
      status,
      invoiceDate,
      createdBy: technician.email,
      invoiceCode: [2, 1, 3][index] ?? 2,
      customerNumber: landlord ? null : customer.customerNumber,
      agreementNumber: agreement?.number ?? null,
      mainOrderId: agreement?.mainAgreement?.number ?? null,
      mainCentral: agreement?.mainCentral ?? null,
      invoiceAo: `AO-${handle.number}-${index + 1}`,
      customerName: landlord ? 'HSB Mälardalen, förvaltning' : customer.name,
      customerReference: landlord ? 'Fastighetsförvaltare Eva Lind' : customer.name,
      invoiceAddress: landlord
        ? 'Box 120, 721 05 Västerås'
        : `${customer.row.invoiceAddress}, ${customer.row.invoicePostalCode} ${customer.row.invoiceCity}`,
      ourReference: `${technician.firstName} ${technician.lastName}`,
      forwardBilling: landlord,
      paymentTerms: 30,
      client: landlord ? 'HSB Mälardalen' : null,
      caseDate: addDays(ctx.today, -9),
      issue: 'Ingen signal i lägenheten.',
      measure: landlord
        ? 'Bytt trasigt uttag i fastighetsnätet.'
        : 'Kunden hade kopplat boxen fel, åtgärdat på plats.',
      createdAt: handle.createdAt,
      updatedAt: handle.createdAt,
    });
    const expenses = landlord
      ? [
          ['Teknikerbesök', '1.00', '895.00'],
          ['Arbetstid (timmar)', '1.50', '650.00'],
          ['Antennuttag', '2.00', '129.50'],
        ]
      : [['Teknikerbesök (kundens fel)', '1.00', '895.00']];
    for (const [descriptionText, quantity, price] of expenses) {
      data.invoiceBasisExpenses.push({
        invoiceBasisId: id,
        description: descriptionText as string,
        quantity: quantity as string,
        price: price as string,
      });
    }
  });
}

function addUserMessages(ctx: DemoContext): void {
  const { data, now } = ctx;
  const cases = [...data.cases, ...data.childCases];
  const recipients = ['agent', 'agent2', 'andralinjen', 'kochef', 'admin'];
  const texts = [
    'Kunden har svarat på ditt meddelande.',
    'Ärendet har tilldelats dig.',
    'Status ändrad till Svar från kund.',
    'Ny kommentar från andra linjen.',
    'Påminnelse: ärendet har inte uppdaterats på 3 dagar.',
    'Tekniker har rapporterat åtgärd.',
  ];
  for (const username of recipients) {
    const user = demoUser(username);
    const count = username === 'agent' ? 9 : 4;
    for (let i = 0; i < count; i++) {
      const item = cases[(user.id * 13 + i * 7) % cases.length];
      if (!item) continue;
      const sender = DEMO_USERS[(user.id + i) % 13] ?? user;
      const createdAt = new Date(now.getTime() - (i + 1) * 47 * 60_000);
      const read = username === 'agent' ? i >= 6 : i >= 2;
      data.userMessages.push({
        userId: user.id,
        caseId: item.id ?? null,
        caseNumber: item.number,
        message: texts[(i + user.id) % texts.length] as string,
        senderId: sender.id,
        senderName: `${sender.firstName} ${sender.lastName}`,
        read,
        readAt: read ? new Date(createdAt.getTime() + 10 * 60_000) : null,
        createdAt,
      });
    }
  }
}
