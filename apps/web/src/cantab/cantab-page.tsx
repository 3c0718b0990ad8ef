import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { trpc } from '@/lib/trpc.ts';
import { type ListColumn, OutsideCustomerList, useListSearch } from './outside-customer-list.tsx';

type CantabRow = {
  customerNumber: number;
  name: string;
  personalId: string | null;
  email: string | null;
  mobilePhone: string | null;
  address: string | null;
  city: string | null;
};

const COLUMNS: ListColumn<CantabRow>[] = [
  {
    header: 'Kundnummer',
    cell: (row) => (
      <Link to={`/sappis/cantab/${row.customerNumber}`} className="font-medium text-primary hover:underline">
        {row.customerNumber}
      </Link>
    ),
  },
  { header: 'Namn', cell: (row) => row.name },
  { header: 'Personnummer', cell: (row) => row.personalId ?? '–' },
  { header: 'E-post', cell: (row) => row.email ?? '–' },
  { header: 'Mobil', cell: (row) => row.mobilePhone ?? '–' },
  { header: 'Adress', cell: (row) => [row.address, row.city].filter(Boolean).join(', ') || '–' },
];

/** /sappis/cantab: the cantab customers (outside the main provider system), searchable. */
export function CantabPage() {
  const { query, page } = useListSearch();
  const result = trpc.cantab.search.useQuery({ query, page }, { placeholderData: keepPreviousData });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title="Cantab"
        description="Kunder av typen Cantab. De finns utanför vårt kundsystem och har inga avtal här; sök och öppna kunden för kontaktuppgifterna."
      />
      <OutsideCustomerList
        label="Sök Cantab-kund"
        placeholder="Namn, kundnummer, personnummer, e-post, telefon eller adress"
        columns={COLUMNS}
        result={{
          data: result.data && { ...result.data, rows: result.data.customers },
          isPending: result.isPending,
          error: result.error,
        }}
        emptyText={(text) =>
          text === '' ? 'Det finns inga Cantab-kunder.' : `Inga Cantab-kunder matchar "${text}".`
        }
        errorText="Kunde inte hämta Cantab-kunderna."
      />
    </div>
  );
}
