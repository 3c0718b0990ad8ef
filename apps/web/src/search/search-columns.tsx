import type { SearchTabKey } from '@sappis/shared/search/tabs';
import type * as React from 'react';
import { CaseStatusPill } from '@/cases/case-status-pill.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDate } from '@/lib/format.ts';
import { CategoryIcon } from './category-icon.tsx';
import type { HitByTab } from './search-model.ts';

/** One column of a result table: the full text of the cell, optionally drawn around its cut text. */
export interface SearchColumn<Hit> {
  header: string;
  text: (hit: Hit) => string | number | null;
  /** Draws the cell from the cut text (pills, icons); plain text when absent. */
  render?: (hit: Hit, cut: string) => React.ReactNode;
  /** Long free text that may wrap onto a second line (cells otherwise stay on one line). */
  wrap?: boolean;
}

type Columns<Hit> = readonly SearchColumn<Hit>[];

const SOURCE_LABELS = { cantab: 'Cantab', bitcom: 'Bitcom BRF' } as const;

const customerColumns: Columns<HitByTab['customers']> = [
  {
    header: 'Namn',
    text: (hit) => hit.name,
    render: (hit, cut) =>
      hit.source === 'sappa' ? (
        cut
      ) : (
        <span className="flex items-center gap-2">
          <span>{cut}</span>
          <Badge variant="outline">{SOURCE_LABELS[hit.source]}</Badge>
        </span>
      ),
  },
  { header: 'Kundnummer', text: (hit) => hit.customerNumber },
  { header: 'Mobil', text: (hit) => hit.mobilePhone },
  { header: 'E-post', text: (hit) => hit.email },
  { header: 'Personnummer', text: (hit) => hit.personalId },
  { header: 'Adress', text: (hit) => hit.address },
  { header: 'Ort', text: (hit) => hit.city },
];

const caseColumns: Columns<HitByTab['cases']> = [
  { header: 'Namn', text: (hit) => hit.name },
  { header: 'Kundnummer', text: (hit) => hit.customerNumber },
  { header: 'Ärende', text: (hit) => hit.caseNumber },
  { header: 'Externt ärende', text: (hit) => hit.externalCaseNumber },
  { header: 'Beskrivning', text: (hit) => hit.description, wrap: true },
  {
    header: 'Status',
    text: (hit) => hit.statusName,
    render: (hit) => <CaseStatusPill name={hit.statusName} />,
  },
  { header: 'Ägare', text: (hit) => hit.owner },
  { header: 'Skapad', text: (hit) => formatDate(hit.createdAt) },
  { header: 'Typ', text: (hit) => hit.typeName },
  {
    header: 'Kategori',
    text: (hit) => hit.category,
    render: (hit, cut) =>
      hit.category ? (
        <span className="flex items-center gap-1.5">
          <CategoryIcon category={hit.category} />
          {cut}
        </span>
      ) : null,
  },
];

export const addressColumns: Columns<HitByTab['addresses']> = [
  { header: 'Id', text: (hit) => hit.id },
  { header: 'Gata', text: (hit) => hit.street },
  { header: 'Nummer', text: (hit) => hit.number },
  { header: 'Uppgång', text: (hit) => hit.entrance },
  { header: 'Lägenhet', text: (hit) => hit.apartment },
  { header: 'Postnummer', text: (hit) => hit.zipCode },
  { header: 'Ort', text: (hit) => hit.city },
];

const agreementColumns: Columns<HitByTab['agreements']> = [
  { header: 'Kundnummer', text: (hit) => hit.customerNumber },
  { header: 'Leveransadress', text: (hit) => hit.deliveryAddress },
  { header: 'Ort', text: (hit) => hit.city },
  { header: 'Huvudavtal', text: (hit) => hit.mainAgreementNumber },
  { header: 'Huvudavtalsnamn', text: (hit) => hit.mainAgreementName },
  { header: 'Avtalsnummer', text: (hit) => hit.agreementNumber },
];

const stockColumns: Columns<HitByTab['stock']> = [
  { header: 'Produktnummer', text: (hit) => hit.productNumber },
  { header: 'Beskrivning', text: (hit) => hit.description },
  { header: 'Antal', text: (hit) => hit.quantity },
];

const invoiceColumns: Columns<HitByTab['invoices']> = [
  { header: 'Kundnummer', text: (hit) => hit.customerNumber },
  { header: 'Fakturanummer', text: (hit) => hit.invoiceNumber },
];

/** The column sets of document 1 section 2.4, per tab. */
export const SEARCH_COLUMNS: { [K in SearchTabKey]: Columns<HitByTab[K]> } = {
  customers: customerColumns,
  cases: caseColumns,
  addresses: addressColumns,
  agreements: agreementColumns,
  addressIds: agreementColumns,
  deliveryAddresses: agreementColumns,
  stock: stockColumns,
  invoices: invoiceColumns,
};

/** A stable React key per hit. */
export const HIT_KEYS: { [K in SearchTabKey]: (hit: HitByTab[K]) => string } = {
  customers: (hit) => `${hit.source}-${hit.customerNumber}`,
  cases: (hit) => String(hit.caseNumber),
  addresses: (hit) => hit.id,
  agreements: (hit) => String(hit.agreementNumber),
  addressIds: (hit) => String(hit.agreementNumber),
  deliveryAddresses: (hit) => String(hit.agreementNumber),
  stock: (hit) => hit.productNumber,
  invoices: (hit) => String(hit.invoiceNumber),
};
