import type { Prisma } from '@prisma/client';
import { addDays, addMonths, at, earliest, endOfMonth, startOfMonth } from '../dates.ts';
import { generateAddress, hexString, mobileNumber } from '../generators.ts';
import type { AgreementHandle } from './agreements.ts';
import type { DemoContext } from './context.ts';
import type { CustomerHandle } from './customers.ts';
import { tinyPdf } from './main-agreements.ts';
import { DEMO_USERS } from './users.ts';

/** Everything else on a customer: alerts, temporary addresses, TV diagnostics, parcels, e-mails, documents... */

const STAFF = DEMO_USERS.filter((user) => user.groups.includes('SAPPIS'));
const HOUR_MS = 3_600_000;

export function addTemporaryAddress(ctx: DemoContext, customer: CustomerHandle, validThrough: Date): void {
  const { rng, now } = ctx;
  const address = generateAddress(rng, { apartmentShare: 0 });
  ctx.data.temporaryAddresses.push({
    customerId: customer.id,
    name: customer.name,
    address: rng.chance(0.5) ? address.streetAddress : `Sommarstugevägen ${rng.int(1, 40)}`,
    zipCode: address.zipCode,
    city: address.city,
    phoneNumber: customer.mobilePhone,
    co: rng.chance(0.5) ? `c/o ${rng.pick(['Lindberg', 'Holm', 'Ek', 'Nyberg'])}` : null,
    validThrough,
    // Registered one to three months before it ends, and in any case before the seed moment.
    createdAt: earliest(addDays(validThrough, -rng.int(30, 90)), addDays(now, -1)),
  });
}

const LONG_ALERTS = [
  'Kunden har vid upprepade tillfällen ringt om störningar i TV-bilden under kvällstid. Tekniker har varit på plats två gånger utan att hitta felet. Vid nästa kontakt ska ärendet eskaleras direkt till andra linjen och kunden ska erbjudas en ny box utan kostnad.',
  'Kunden har fått kompensation två gånger under det senaste året för avbrott i bredbandet. Ytterligare kompensation får endast ges efter godkännande av kundservicechef. Hänvisa till driftstatus och skapa ett ärende med prioritet Hög om felet kvarstår.',
];

const SHORT_ALERTS: Array<[group: string, text: string]> = [
  ['Kundservice', 'Kunden vill endast bli kontaktad via e-post.'],
  ['Kundservice', 'Kunden har hörselnedsättning, använd sms.'],
  ['Ekonomi', 'Betalningsplan upprättad, kontakta Ekonomi innan avstängning.'],
  ['Teknik', 'Fiberkonvertern är utbytt, gammal modell returnerad.'],
  ['Försäljning', 'Kunden är intresserad av Sappa Sport inför säsongsstarten.'],
  ['Teknik', 'Portkod behövs vid teknikerbesök, finns i ärendet.'],
];

export function addOperatorAlerts(
  ctx: DemoContext,
  customer: CustomerHandle,
  options: { long?: boolean; count?: number } = {},
): void {
  const { rng, data, today } = ctx;
  if (options.long) {
    data.operatorAlerts.push(
      {
        customerId: customer.id,
        groupName: 'Kundservice',
        text: LONG_ALERTS[0] as string,
        createdAt: addDays(today, -40),
      },
      {
        customerId: customer.id,
        groupName: 'Ekonomi',
        text: LONG_ALERTS[1] as string,
        createdAt: addDays(today, -25),
      },
      {
        customerId: customer.id,
        groupName: 'Teknik',
        text: 'Fiberkonvertern är utbytt, gammal modell returnerad.',
        createdAt: addDays(today, -12),
      },
      {
        customerId: customer.id,
        groupName: 'Försäljning',
        text: 'Kunden är intresserad av Sappa Sport inför säsongsstarten.',
        createdAt: addDays(today, -3),
      },
      {
        customerId: customer.id,
        groupName: 'Kundservice',
        text: 'Kunden vill endast bli kontaktad via e-post.',
        createdAt: addDays(today, -1),
      },
    );
    return;
  }
  for (const [groupName, text] of rng.shuffle(SHORT_ALERTS).slice(0, options.count ?? rng.int(1, 2))) {
    data.operatorAlerts.push({
      customerId: customer.id,
      groupName,
      text,
      createdAt: addDays(today, -rng.int(1, 300)),
    });
  }
}

export function addCreditCheck(
  ctx: DemoContext,
  customer: CustomerHandle,
  status: 0 | -99,
  daysAgo: number,
): void {
  const user = ctx.rng.pick(STAFF);
  ctx.data.creditChecks.push({
    customerId: customer.id,
    status,
    checkedAt: at(addDays(ctx.today, -daysAgo), 10, ctx.rng.int(0, 59)),
    checkedBy: user.email,
  });
}

/** Rows of the customer's agreements, from the data built so far. */
function rowsOf(ctx: DemoContext, agreement: AgreementHandle): Prisma.AgreementRowCreateManyInput[] {
  return [...ctx.data.agreementRows, ...ctx.data.agreementSubRows].filter(
    (row) => row.agreementId === agreement.id,
  );
}

const BOX_MODELS: Record<string, string> = {
  BOX015: 'Kaon KSTB2260',
  BOX019: 'Arris VIP5202W',
  BOX020: 'SmarDTV CI+ CAM',
  BOX022: 'Sappa 4K Android TV-box (KSTB6077)',
  BOX023: 'Arris VIP5305 PVR',
  BOX025: 'Sappa Play-box mini',
};

/** Program cards, devices and signal history from the TV rows of the customer's active agreements. */
export function addTvDiagnostics(
  ctx: DemoContext,
  customer: CustomerHandle,
  options: { troubleshooting?: boolean } = {},
): void {
  const { rng, data, today, now } = ctx;
  for (const agreement of customer.agreements.filter((item) => !item.ended)) {
    const rows = rowsOf(ctx, agreement);
    const tvPackage = rows.find((row) => row.category === 'TV' && row.type === 'SERVICE' && !row.parentRowId);
    for (const cardRow of rows.filter(
      (row) => row.type === 'CARD' && (row.card ?? 0) >= 1 && (row.card ?? 0) <= 30,
    )) {
      const box = rows.find(
        (row) => row.type === 'HARDWARE' && row.card === cardRow.card && row.productNumber.includes('BOX'),
      );
      const cardId = ctx.ids.take('tvCard');
      const troubled = options.troubleshooting === true && cardRow.card === 1;
      data.tvCards.push({
        id: cardId,
        customerId: customer.id,
        cardNumber: cardRow.cardNumber ?? '',
        camId: box?.camId ?? null,
        orderNumber: agreement.number,
        state: troubled
          ? 'TO_BE_PAIRED'
          : rng.weighted([
              ['ON', 20],
              ['OFF', 1],
              ['TEMPORARILY_SUSPENDED', 0.5],
            ] as const),
        troubleshooting: troubled,
      });
      if (tvPackage) {
        data.tvCardSubscriptions.push({
          cardId,
          name: tvPackage.productName,
          articleNumber: tvPackage.productNumber,
          startDate: (tvPackage.startDate as Date | null) ?? startOfMonth(today, -12),
          expireDate: endOfMonth(today, 1),
          invalid: false,
        });
      }
      data.tvCardSubscriptions.push({
        cardId,
        name: 'Sappa Sport (prova på)',
        articleNumber: 'TVSPORT',
        startDate: startOfMonth(today, -4),
        expireDate: endOfMonth(today, -3),
        invalid: true,
      });
      if (box?.camId) {
        const expired = troubled || rng.chance(0.1);
        data.tvDevices.push({
          customerId: customer.id,
          camId: box.camId,
          model: BOX_MODELS[box.productNumber] ?? 'Okänd box',
          macAddress: `00:1A:${hexString(rng, 8).match(/../g)?.join(':')}`,
          serialNumber: box.serialNumber ?? null,
          transmission: agreement.mainAgreement?.transmissions.includes('KOAX') ? 'KOAX' : 'IP',
          mode: 'CW',
          lastConnectedAt: new Date(now.getTime() - rng.int(5, 60 * 24 * 3) * 60_000),
          firmwareVersion: `${rng.int(3, 5)}.${rng.int(0, 12)}.${rng.int(0, 40)}`,
          entitlementExpiresAt: expired ? addDays(today, -2) : endOfMonth(today, 1),
          vismaOrderNumber: agreement.number,
          notSupportedInfo:
            box.productNumber === 'BOX015' ? 'Modellen stöds inte i Cubiware (middleware).' : null,
        });
      }
      const cardStart = (cardRow.startDate as Date | null | undefined) ?? agreement.startDate;
      const events: Array<[code: string, status: string, message: string, error: string | null]> = [
        ['AKTIVERA', 'OK', 'Kortet aktiverat', null],
        ['PARA', 'OK', 'Kort parat med box', null],
        ['UPPDATERA', rng.chance(0.2) ? 'FEL' : 'OK', 'Rättigheter uppdaterade', null],
      ];
      if (troubled) events.push(['PARA', 'FEL', 'Parning misslyckades', 'CardOrBoxAlreadyActive']);
      events.forEach(([signalCode, status, message, errorMessage], index) => {
        data.signalHistory.push({
          customerId: customer.id,
          signalCode,
          status,
          product: tvPackage?.productNumber ?? 'CGKORT',
          // Days or weeks ago, but after the card's row started.
          signalDate: earliest(
            new Date(
              Math.max(
                now.getTime() - (events.length - index) * rng.int(2, 20) * 86_400_000,
                cardStart.getTime() + (index + 1) * HOUR_MS,
              ),
            ),
            now,
          ),
          card: cardRow.cardNumber ?? null,
          message,
          errorMessage: status === 'FEL' ? (errorMessage ?? 'Timeout mot CAS-systemet') : null,
        });
      });
    }
  }
}

type ParcelStatus = Prisma.ParcelCreateManyInput['status'];

const PARCEL_FLOW: Array<[status: ParcelStatus, text: string, city: string | null]> = [
  ['ORDERED', 'Beställd hos lager', 'Göteborg'],
  ['PICKED_FROM_STOCK', 'Ordern plockad från lager', 'Göteborg'],
  ['PACKED', 'Ordern är packad och väntar på utleverans från lager', 'Göteborg'],
  ['PICKED_UP', 'Postnord har hämtat ordern', 'Göteborg'],
  ['INFORMED', 'Avsändaren har meddelat att försändelsen kommer', null],
  ['EN_ROUTE', 'Försändelsen är på väg', 'Jönköping'],
  ['AVAILABLE_FOR_DELIVERY', 'Försändelsen finns att hämta hos ombud', null],
  ['DELIVERED', 'Försändelsen har levererats', null],
];

/** Hours between two stages of a parcel on its way. */
const STAGE_HOURS = 9;
/** A parcel nobody fetched goes back to the sender after this many days at the service point. */
const UNCLAIMED_DAYS = 14;

/**
 * A parcel that has reached `status`, with the events of every earlier stage, all before the seed moment: a
 * parcel on its way had its last event hours ago, a delivered or returned one days ago (completed then). A
 * returned parcel waited at the service point, went back and was delivered to the sender in Göteborg (the
 * customer view shows that DELIVERED event with the status header, document 3 section 4).
 */
export function addParcel(
  ctx: DemoContext,
  customer: CustomerHandle,
  status: ParcelStatus,
  products: string,
): void {
  const { rng, data, now } = ctx;
  const id = ctx.ids.take('parcel');
  const city = customer.address.city;
  const returned = status === 'RETURNED';
  const completed = returned || status === 'DELIVERED';
  const availableAt = PARCEL_FLOW.findIndex(([stage]) => stage === 'AVAILABLE_FOR_DELIVERY');
  const stages = returned
    ? [
        ...PARCEL_FLOW.slice(0, availableAt + 1),
        ['RETURNED', 'Försändelsen har returnerats till avsändaren', null] as const,
        ['DELIVERED', 'Försändelsen har levererats', 'Göteborg'] as const,
      ]
    : status === 'OTHER'
      ? [...PARCEL_FLOW.slice(0, 6), ['OTHER', 'Försändelsen är försenad', null] as const]
      : PARCEL_FLOW.slice(0, PARCEL_FLOW.findIndex(([stage]) => stage === status) + 1);
  const lastAt = now.getTime() - rng.int(2, 20) * (completed ? 24 : 1) * HOUR_MS;
  // The stages follow each other; a returned parcel waited its days at the service point.
  const timeOf = (index: number) => {
    const waited = returned && index <= availableAt ? UNCLAIMED_DAYS * 24 : 0;
    return new Date(lastAt - ((stages.length - 1 - index) * STAGE_HOURS + waited) * HOUR_MS);
  };
  const lastStage = returned ? stages[availableAt + 1] : (stages[stages.length - 1] ?? PARCEL_FLOW[0]);
  data.parcels.push({
    id,
    customerId: customer.id,
    shipmentId: ctx.unique.make(() => `00373500${rng.digits(12)}`),
    products,
    status,
    statusText: lastStage?.[1] ?? '',
    information: returned ? `Mottagaren har inte hämtat ut försändelsen inom ${UNCLAIMED_DAYS} dagar.` : null,
    totalWeightKg: (rng.int(4, 30) / 10).toFixed(2),
    dimensions: `${rng.int(20, 40)}x${rng.int(15, 30)}x${rng.int(5, 15)} cm`,
    consigneeCity: city,
    createdAt: timeOf(0),
    completedAt: completed ? new Date(lastAt) : null,
  });
  stages.forEach(([stageStatus, text, stageCity], index) => {
    data.parcelEvents.push({
      parcelId: id,
      status: stageStatus,
      statusText: text,
      city: stageCity ?? city,
      occurredAt: timeOf(index),
    });
  });
}

export function addPhoneRecords(ctx: DemoContext, agreement: AgreementHandle, months: number): void {
  const { rng, data, today } = ctx;
  for (let m = months; m >= 1; m--) {
    const periodStart = startOfMonth(today, -m);
    const period = periodStart.toISOString().slice(0, 7);
    const journalNumber = `J${period.replace('-', '')}${String(agreement.number).slice(-4)}`;
    const calls = rng.int(6, 14);
    for (let i = 0; i < calls; i++) {
      const callType = rng.weighted([
        ['Fast', 5],
        ['Mobil', 4],
        ['Utland', 1],
        ['Betalsamtal', 0.3],
      ] as const);
      const minutes = rng.int(1, 45) + rng.int(0, 59) / 60;
      const perMinute =
        callType === 'Utland' ? 1.95 : callType === 'Mobil' ? 0.69 : callType === 'Betalsamtal' ? 9.9 : 0.29;
      const startCost = callType === 'Fast' ? 0.49 : 0.69;
      data.phoneRecords.push({
        agreementId: agreement.id,
        journalNumber,
        period,
        phoneNumber:
          callType === 'Mobil'
            ? mobileNumber(rng)
            : callType === 'Utland'
              ? `00${rng.pick(['45', '47', '358', '49'])}${rng.digits(8)}`
              : callType === 'Betalsamtal'
                ? `0939-${rng.digits(6)}`
                : `0${rng.pick(['8', '31', '40', '18'])}-${rng.digits(6)}`,
        startedAt: at(addDays(periodStart, rng.int(0, 27)), rng.int(7, 21), rng.int(0, 59)),
        startCost: startCost.toFixed(2),
        callType,
        minutes: minutes.toFixed(2),
        amount: (startCost + minutes * perMinute).toFixed(2),
      });
    }
  }
}

const EMAIL_TITLES = [
  ['Välkommen till Sappa', 'Välkommen som kund hos Sappa!'],
  ['Orderbekräftelse', 'Tack för din beställning'],
  ['Din faktura', 'Din faktura från Sappa finns nu tillgänglig'],
  ['Leveransbesked', 'Din utrustning är på väg'],
  ['Nyhetsbrev', 'Nyheter i TV-utbudet denna månad'],
] as const;

export function addEmails(
  ctx: DemoContext,
  customer: CustomerHandle,
  options: { count?: number; duplicates?: boolean } = {},
): void {
  const { rng, data, now } = ctx;
  const count = options.count ?? rng.int(1, 3);
  const titles = rng.shuffle(EMAIL_TITLES).slice(0, count);
  titles.forEach(([title, subject], index) => {
    const sentAt = new Date(now.getTime() - (count - index) * rng.int(3, 40) * 86_400_000);
    const html = `<html><body><h1>${subject}</h1><p>Hej ${customer.firstName}!</p><p>${title} gäller kundnummer ${customer.customerNumber}.</p><p>Med vänlig hälsning<br>Sappa</p></body></html>`;
    data.customerEmails.push({
      customerId: customer.id,
      title,
      subject,
      html,
      fromDatabase: true,
      status: 'DELIVERED',
      sentAt,
    });
    if (options.duplicates && index < 2) {
      // The same mail again from the marketing system (databas=false): removed from the list by the client.
      for (let copy = 0; copy < 2; copy++) {
        data.customerEmails.push({
          customerId: customer.id,
          title,
          subject,
          html,
          fromDatabase: false,
          status: 'DELIVERED',
          sentAt: new Date(sentAt.getTime() + (copy + 1) * 60_000),
        });
      }
    }
  });
  if (options.duplicates) {
    data.customerEmails.push({
      customerId: customer.id,
      title: 'Kampanj: Sappa Sport',
      subject: 'Se hela säsongen med Sappa Sport',
      html: '<html><body><h1>Sappa Sport</h1><p>Hela säsongen för 199 kr/mån.</p></body></html>',
      fromDatabase: false,
      status: 'PENDING',
      sentAt: new Date(now.getTime() - 86_400_000),
    });
  }
}

export function addTextMessages(ctx: DemoContext, customer: CustomerHandle): void {
  const { rng, data, now } = ctx;
  const texts = [
    'Sappa: Din tekniker kommer imorgon mellan 08-12. Svara ej på detta sms.',
    'Sappa: Din beställning är skickad. Spåra paketet på postnord.se.',
    'Sappa: Påminnelse – din faktura förfaller om 3 dagar.',
    `Sappa: Din engångskod är ${rng.digits(6)}. Den gäller i 30 sekunder.`,
  ];
  for (const text of rng.shuffle(texts).slice(0, rng.int(1, 3))) {
    data.customerTextMessages.push({
      customerId: customer.id,
      text,
      sentAt: new Date(now.getTime() - rng.int(1, 60) * 86_400_000),
    });
  }
}

/** Tiny but valid files: a 1x1 PNG, a short WAV, a PDF. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function tinyWav(): Buffer {
  const samples = 800;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(8000, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples, 40);
  buffer.fill(128, 44);
  return buffer;
}

type DocumentType = Prisma.DocumentCreateManyInput['type'];
type PrintState = NonNullable<Prisma.DocumentCreateManyInput['status']>;

export function addDocument(
  ctx: DemoContext,
  customer: CustomerHandle,
  agreement: AgreementHandle | undefined,
  type: DocumentType,
  status: PrintState,
  name: string,
): void {
  const content =
    type === 'PDF'
      ? tinyPdf(name)
      : type === 'PNG'
        ? PNG_1X1
        : type === 'WAV'
          ? tinyWav()
          : Buffer.from(`${name}\n`, 'utf8');
  ctx.data.documents.push({
    documentNumber: 900_000 + ctx.ids.take('document'),
    customerId: customer.id,
    agreementId: agreement?.id ?? null,
    name,
    type,
    status,
    createdBy: ctx.rng.pick(STAFF).email,
    content: new Uint8Array(content),
    createdAt: new Date(ctx.now.getTime() - ctx.rng.int(1, 200) * 86_400_000),
  });
}

export function addObjectLogs(ctx: DemoContext, customer: CustomerHandle): void {
  const { rng, data, now } = ctx;
  const entries = [
    [1, 'Memo', '<p>Kunden ringde angående fakturan. Förklarade kampanjrabatten.</p>'],
    [1, 'Memo', '<p>Tekniker bokad till <b>tisdag fm</b>. Kunden informerad via sms.</p>'],
    [2, 'Kunduppgifter', '<p>E-postadress uppdaterad på kundens begäran.</p>'],
    [3, 'Avtal', '<p>Hårdvara bytt: ny box skickad, gammal box ska returneras.</p>'],
  ] as const;
  for (const [categoryId, categoryName, text] of rng.shuffle(entries).slice(0, rng.int(1, 3))) {
    const createdAt = new Date(now.getTime() - rng.int(1, 400) * 86_400_000);
    data.objectLogs.push({
      objectType: 'kund',
      objectId: String(customer.customerNumber),
      categoryId,
      categoryName,
      text,
      createdBy: rng.pick(STAFF).email,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

/** What a parcel to the customer holds: a box and a program card for TV, a router otherwise. */
function parcelContents(ctx: DemoContext, customer: CustomerHandle): string {
  const cards = customer.agreements.some((agreement) =>
    rowsOf(ctx, agreement).some((row) => row.type === 'CARD'),
  );
  return cards ? 'Hyrbox 4K, Programkort' : 'Hyrrouter Wi-Fi 6';
}

/** Generic extras for a generated customer, chosen by the random generator. */
export function addGenericExtras(ctx: DemoContext, customer: CustomerHandle): void {
  const { rng, today } = ctx;
  addEmails(ctx, customer);
  if (rng.chance(0.3)) addTextMessages(ctx, customer);
  if (rng.chance(0.8))
    addCreditCheck(ctx, customer, customer.row.creditCheckDone === false ? -99 : 0, rng.int(30, 900));
  if (rng.chance(0.1)) addOperatorAlerts(ctx, customer);
  if (rng.chance(0.15)) addObjectLogs(ctx, customer);
  if (rng.chance(0.08))
    addParcel(
      ctx,
      customer,
      rng.pick(['DELIVERED', 'EN_ROUTE', 'PACKED'] as const),
      parcelContents(ctx, customer),
    );
  if (rng.chance(0.03)) addTemporaryAddress(ctx, customer, addMonths(today, rng.int(1, 3)));
}
