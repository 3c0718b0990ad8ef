import { keepPreviousData } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { trpc } from '@/lib/trpc.ts';
import { CustomerLink, TextFilter, useListSearch } from './filter-fields.tsx';
import { ListCard } from './list-card.tsx';
import { SearchForm } from './search-form.tsx';
import { VerificationBadge } from './verification-badge.tsx';

/**
 * /sappis/address-manager/netadmin-customers: customers with an active agreement at an address the network's
 * administration system reports, with the access's owner and verification; the customer opens in a new tab.
 */
export function NetadminCustomersPage() {
  const search = useListSearch({ query: '' });
  const { page, setPage } = search;
  const list = trpc.addressManager.netadminCustomers.useQuery(
    { ...search.applied, page },
    { placeholderData: keepPreviousData },
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Netadmin-kunder"
        description="Kunder med aktiva avtal på adresser som nätets administrationssystem (Netadmin) rapporterar."
      />
      <SearchForm onSearch={search.apply}>
        <TextFilter
          label="Kundnummer, avtalsnummer, namn, adress eller fastighetsägare"
          value={search.draft.query}
          onChange={(value) => search.set('query', value)}
        />
      </SearchForm>
      <ListCard
        testId="netadmin-customers"
        columns={['Kund', 'Avtal', 'Adress', 'Externt id', 'Fastighetsägare', 'Validering', 'Transmission']}
        query={list}
        rows={list.data?.customers}
        empty="Inga kunder på Netadmin-adresser matchar sökningen."
        errorText="Kunde inte hämta Netadmin-kunderna."
        page={page}
        onPage={setPage}
        renderRow={(customer) => (
          <TableRow key={customer.agreementNumber}>
            <TableCell>
              <CustomerLink customerNumber={customer.customerNumber} name={customer.customerName} />
            </TableCell>
            <TableCell className="tabular-nums">{customer.agreementNumber}</TableCell>
            <TableCell>
              {customer.address}
              <span className="block font-mono text-xs text-muted-foreground">{customer.addressId}</span>
            </TableCell>
            <TableCell className="font-mono text-xs">{customer.externalId}</TableCell>
            <TableCell>{customer.owner ?? '–'}</TableCell>
            <TableCell>
              <VerificationBadge value={customer.verification} />
            </TableCell>
            <TableCell>{customer.transmission ?? '–'}</TableCell>
          </TableRow>
        )}
      />
    </div>
  );
}
