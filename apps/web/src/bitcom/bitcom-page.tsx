import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type ListColumn, OutsideCustomerList, useListSearch } from '@/cantab/outside-customer-list.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { trpc } from '@/lib/trpc.ts';

type BitcomRow = {
  customerNumber: number;
  name: string;
  organisationNumber: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  apartmentCount: number;
};

const COLUMNS: ListColumn<BitcomRow>[] = [
  {
    header: 'Kundnummer',
    cell: (row) => (
      <Link to={`/sappis/bitcom/${row.customerNumber}`} className="font-medium text-primary hover:underline">
        {row.customerNumber}
      </Link>
    ),
  },
  { header: 'Förening', cell: (row) => row.name },
  { header: 'Organisationsnummer', cell: (row) => row.organisationNumber },
  { header: 'Telefon', cell: (row) => row.phone ?? '–' },
  { header: 'Adress', cell: (row) => [row.address, row.city].filter(Boolean).join(', ') || '–' },
  { header: 'Lägenheter', cell: (row) => row.apartmentCount, className: 'text-right tabular-nums' },
];

/** /sappis/bitcom-brf: the bitcom housing associations (outside the main provider system), searchable. */
export function BitcomPage() {
  const { query, page } = useListSearch();
  const result = trpc.bitcom.search.useQuery({ query, page }, { placeholderData: keepPreviousData });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title="Bitcom BRF"
        description="Bostadsrättsföreningar som är kunder via Bitcom. De finns utanför vårt kundsystem; sök och öppna föreningen för kontaktuppgifterna."
      />
      <OutsideCustomerList
        label="Sök förening"
        placeholder="Namn, kundnummer, organisationsnummer, e-post, telefon eller adress"
        columns={COLUMNS}
        result={{
          data: result.data && { ...result.data, rows: result.data.associations },
          isPending: result.isPending,
          error: result.error,
        }}
        emptyText={(text) =>
          text === '' ? 'Det finns inga Bitcom-föreningar.' : `Inga Bitcom-föreningar matchar "${text}".`
        }
        errorText="Kunde inte hämta föreningarna."
      />
    </div>
  );
}
