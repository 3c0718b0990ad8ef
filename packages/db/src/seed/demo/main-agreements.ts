import type { Prisma } from '@prisma/client';
import { addDays, addMonths, startOfMonth } from '../dates.ts';

/** The demo's main agreements (huvudavtal) with memos and files, on the reference main centrals and operators. */

export interface MainAgreementSeed {
  id: number;
  number: number;
  name: string;
  transmissions: Array<'KOAX' | 'IP' | 'UNICAST'>;
  distributionNetwork: string;
  servicePartner: string;
  operatorId: number;
  mainCentralId: number;
  /** Cities whose demo addresses belong to this main agreement. */
  cities: readonly string[];
  collective: boolean;
  category: number;
  ended?: boolean;
}

export const MAIN_AGREEMENTS: readonly MainAgreementSeed[] = [
  {
    id: 1,
    number: 1101,
    name: 'Sappa Öppen fiber Stockholm',
    transmissions: ['IP', 'UNICAST'],
    distributionNetwork: 'Öppen fiber',
    servicePartner: 'Fibertjänst Stockholm AB',
    operatorId: 1,
    mainCentralId: 1,
    cities: ['Stockholm', 'Uppsala'],
    collective: false,
    category: 10,
  },
  {
    id: 2,
    number: 1102,
    name: 'Västkustfiber villa och lägenhet',
    transmissions: ['IP'],
    distributionNetwork: 'Stadsnät',
    servicePartner: 'Västkust Installation AB',
    operatorId: 3,
    mainCentralId: 2,
    cities: ['Göteborg', 'Borås', 'Jönköping', 'Karlstad'],
    collective: false,
    category: 10,
  },
  {
    id: 3,
    number: 1103,
    name: 'Skånska Stadsnät',
    transmissions: ['IP', 'KOAX'],
    distributionNetwork: 'Stadsnät',
    servicePartner: 'Syd Nätservice AB',
    operatorId: 4,
    mainCentralId: 3,
    cities: ['Malmö', 'Lund', 'Helsingborg', 'Växjö'],
    collective: false,
    category: 10,
  },
  {
    id: 4,
    number: 2201,
    name: 'HSB Mälardalen kollektiv TV och bredband',
    transmissions: ['KOAX', 'IP'],
    distributionNetwork: 'Koax',
    servicePartner: 'Mälardalens Antenntjänst AB',
    operatorId: 2,
    mainCentralId: 5,
    cities: ['Västerås', 'Örebro', 'Eskilstuna', 'Linköping', 'Norrköping'],
    collective: true,
    category: 200,
  },
  {
    id: 5,
    number: 2202,
    name: 'Norrlandsnätet kollektivt',
    transmissions: ['IP'],
    distributionNetwork: 'Öppen fiber',
    servicePartner: 'Norrfiber Service AB',
    operatorId: 5,
    mainCentralId: 6,
    cities: ['Umeå', 'Sundsvall', 'Gävle'],
    collective: true,
    category: 200,
  },
  {
    id: 6,
    number: 1090,
    name: 'Stadsnät Uppsala (avslutat)',
    transmissions: ['KOAX'],
    distributionNetwork: 'Koax',
    servicePartner: 'Uppsala Kabel-TV AB',
    operatorId: 2,
    mainCentralId: 4,
    cities: [],
    collective: false,
    category: 10,
    ended: true,
  },
];

export function mainAgreementForCity(city: string): MainAgreementSeed {
  return (
    MAIN_AGREEMENTS.find((item) => item.cities.includes(city)) ?? (MAIN_AGREEMENTS[0] as MainAgreementSeed)
  );
}

export function mainAgreementRows(today: Date): Prisma.MainAgreementCreateManyInput[] {
  return MAIN_AGREEMENTS.map((item) => ({
    id: item.id,
    number: item.number,
    name: item.name,
    transmissions: item.transmissions,
    distributionNetwork: item.distributionNetwork,
    servicePartner: item.servicePartner,
    operatorId: item.operatorId,
    mainCentralId: item.mainCentralId,
    startsAt: new Date(Date.UTC(2016 + (item.id % 5), (item.id * 3) % 12, 1)),
    endsAt: item.ended
      ? startOfMonth(today, -6)
      : item.collective
        ? addMonths(startOfMonth(today), 30)
        : null,
    months: item.collective ? 60 : null,
    category: item.category,
    settings: {
      tv: { connection: item.transmissions.includes('KOAX') ? 'KOAX' : 'IP', port: 'LAN1' },
      broadband: { connection: 'FIBER', port: 'WAN' },
    },
    collective: item.collective
      ? {
          hardware_products: ['BOX022', 'BRED008'],
          activations: [
            { product_id: 'KOLLTV', activation_type: 2, description: 'Kollektiv TV Bas (obligatorisk)' },
            {
              product_id: 'KOLLBB',
              activation_type: 2,
              description: 'Kollektivt bredband 100/100 (obligatorisk)',
            },
            { product_id: 'TVMIX10', activation_type: 1, description: 'Sappa Mix 10 (valbar)' },
          ],
          settings: { invoice_landlord: true },
          reactivation: true,
        }
      : {},
  }));
}

export function memoRows(today: Date): Prisma.MemoCreateManyInput[] {
  return [
    {
      mainAgreementId: 1,
      title: 'Planerat arbete i fibernätet vecka 12',
      message:
        'Under natten mellan tisdag och onsdag byts utrustning i huvudcentralen. Kunder kan uppleva avbrott i TV och bredband mellan 01:00 och 04:00. Ingen felanmälan behövs.',
      startsAt: addDays(today, -3),
      endsAt: addDays(today, 14),
      active: true,
      createdAt: addDays(today, -3),
    },
    {
      mainAgreementId: 1,
      title: 'Nya priser från årsskiftet',
      message:
        'Priserna för Bredband 500/500 och 1000/1000 höjs med 20 kr/mån. Kunderna har informerats via e-post.',
      startsAt: startOfMonth(today, -1),
      endsAt: null,
      active: true,
      createdAt: addDays(today, -20),
    },
    {
      mainAgreementId: 1,
      title: 'Gammal information om leveranstider',
      message: 'Leveranstiden för hyrboxar var tidigare fem arbetsdagar på grund av komponentbrist.',
      startsAt: startOfMonth(today, -10),
      endsAt: startOfMonth(today, -7),
      active: false,
      createdAt: startOfMonth(today, -10),
    },
    {
      mainAgreementId: 4,
      title: 'Kollektivavtal – hårdvara ingår',
      message:
        'I kollektivavtalet ingår en hyrbox och en router per hushåll (prislista 37). Extra boxar faktureras kunden enligt ordinarie prislista. Kontrollera alltid antal boxar innan beställning.',
      startsAt: startOfMonth(today, -24),
      endsAt: null,
      active: true,
      createdAt: startOfMonth(today, -24),
    },
    {
      mainAgreementId: 4,
      title: 'Omförhandling av avtalet',
      message: 'Avtalet omförhandlas under året. Inga ändringar för kunderna just nu.',
      startsAt: startOfMonth(today, -2),
      endsAt: addMonths(startOfMonth(today), 4),
      active: true,
      createdAt: startOfMonth(today, -2),
    },
    {
      mainAgreementId: 4,
      title: 'Tidigare fastighetsägare',
      message: 'Fastighetsägaren bytte förvaltare. Kontaktuppgifterna är uppdaterade.',
      startsAt: startOfMonth(today, -18),
      endsAt: startOfMonth(today, -12),
      active: false,
      createdAt: startOfMonth(today, -18),
    },
    {
      operatorId: 3,
      title: 'Västkustfiber: ny felanmälningsrutin',
      message:
        'Fel i Västkustfibers nät anmäls via deras portal. Skapa ett ärende till grupp Bredband extern (103) och ange portalens ärendenummer.',
      startsAt: startOfMonth(today, -4),
      endsAt: null,
      active: true,
      createdAt: startOfMonth(today, -4),
    },
    {
      mainCentralId: 3,
      title: 'HC-MLM-CENTRUM: reservkraft testas',
      message:
        'Reservkraften i huvudcentralen testas första måndagen varje månad kl. 06:00. Korta avbrott kan förekomma.',
      startsAt: startOfMonth(today, -6),
      endsAt: null,
      active: true,
      createdAt: startOfMonth(today, -6),
    },
    {
      mainAgreementId: 6,
      title: 'Avtalet har upphört',
      message:
        'Huvudavtalet med Stadsnät Uppsala har upphört. Kunder ska flyttas till Sappa Öppen fiber Stockholm.',
      startsAt: startOfMonth(today, -6),
      endsAt: null,
      active: false,
      createdAt: startOfMonth(today, -6),
    },
  ];
}

/** A minimal valid one-page PDF whose text is `title`, small enough for a seed. */
export function tinyPdf(title: string): Uint8Array<ArrayBuffer> {
  const text = title.replace(/[()\\]/g, '');
  const content = `BT /F1 18 Tf 50 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

export function mainAgreementFileRows(today: Date): Prisma.MainAgreementFileCreateManyInput[] {
  return [
    {
      mainAgreementId: 1,
      mainCentral: 'HC-STHLM-KUNGSHOLMEN',
      title: 'Prislista privat',
      uploadName: 'prislista-privat.pdf',
      uploadType: 'application/pdf',
      content: tinyPdf('Prislista privat - Sappa Oppen fiber Stockholm'),
      startsAt: startOfMonth(today, -1),
      public: true,
      active: true,
    },
    {
      mainAgreementId: 1,
      title: 'Installationsanvisning router',
      uploadName: 'installation-router.pdf',
      uploadType: 'application/pdf',
      content: tinyPdf('Installationsanvisning router'),
      public: true,
      active: true,
    },
    {
      mainAgreementId: 4,
      mainCentral: 'HC-VAS-CENTRUM',
      title: 'Kollektivavtal HSB Mälardalen (internt)',
      uploadName: 'kollektivavtal-hsb.pdf',
      uploadType: 'application/pdf',
      content: tinyPdf('Kollektivavtal HSB Malardalen'),
      startsAt: startOfMonth(today, -24),
      public: false,
      active: true,
    },
    {
      mainAgreementId: 4,
      title: 'Gammal prislista 2022',
      uploadName: 'prislista-2022.txt',
      uploadType: 'text/plain',
      content: new Uint8Array(Buffer.from('Prislista 2022\nSappa Mix 10: 369 kr/mån\n', 'utf8')),
      startsAt: new Date(Date.UTC(2022, 0, 1)),
      endsAt: new Date(Date.UTC(2022, 11, 31)),
      public: false,
      active: false,
    },
  ];
}
