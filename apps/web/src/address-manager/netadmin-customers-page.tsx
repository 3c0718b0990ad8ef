import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { trpc } from '@/lib/trpc.ts';
import { ListCard } from './list-card.tsx';
import { SearchForm } from './search-form.tsx';
import { VerificationBadge } from './verification-badge.tsx';

/**
 * /sappis/address-manager/netadmin-customers: customers with an active agreement at an address the network's
 * administration system reports, with the access's owner and verification; the customer opens in a new tab.
 */
export function NetadminCustomersPage() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const list = trpc.addressManager.netadminCustomers.useQuery(
    { query: applied, page },
    { placeholderData: keepPreviousData },
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Netadmin-kunder"
        description="Kunder med aktiva avtal på adresser som nätets administrationssystem (Netadmin) rapporterar."
      />
      <SearchForm
        onSearch={() => {
          setApplied(query);
          setPage(1);
        }}
      >
        <div className="flex min-w-64 flex-col gap-1">
          <Label htmlFor={`${id}-query`}>Kundnummer, avtalsnummer, namn, adress eller fastighetsägare</Label>
          <Input
            id={`${id}-query`}
            value={query}
            maxLength={100}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
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
              <a
                className="underline"
                href={`/klc/${customer.customerNumber}/tjanster`}
                target="_blank"
                rel="noreferrer"
              >
                {customer.customerName} ({customer.customerNumber})
              </a>
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
