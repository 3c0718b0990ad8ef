import { NETADMIN_VERIFICATIONS } from '@sappis/shared/address-manager/address-lists';
import { keepPreviousData } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { ChoiceFilter, TextFilter, useListSearch } from './filter-fields.tsx';
import { ListCard } from './list-card.tsx';
import { SearchForm } from './search-form.tsx';
import { VerificationBadge } from './verification-badge.tsx';

type Verification = (typeof NETADMIN_VERIFICATIONS)[number];

/**
 * /sappis/address-manager/netadmin-addresses: the accesses the open network's administration system reports,
 * with property owner, verification, transmission and product exposure, and how many active agreements each
 * address has; filtered by text (address, address id, external id, owner) and verification.
 */
export function NetadminAddressesPage() {
  const search = useListSearch({ query: '', verification: null as Verification | null });
  const { page, setPage } = search;
  const list = trpc.addressManager.netadminAddresses.useQuery(
    { ...search.applied, page },
    { placeholderData: keepPreviousData },
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Netadmin-adresser"
        description="Accesser som nätets administrationssystem (Netadmin) rapporterar, med fastighetsägare och valideringsstatus."
      />
      <SearchForm onSearch={search.apply}>
        <TextFilter
          label="Adress, adress-id, externt id eller fastighetsägare"
          value={search.draft.query}
          onChange={(value) => search.set('query', value)}
        />
        <ChoiceFilter
          label="Validering"
          value={search.draft.verification}
          options={NETADMIN_VERIFICATIONS}
          onChange={(value) => search.set('verification', value)}
        />
      </SearchForm>
      <ListCard
        testId="netadmin-addresses"
        columns={[
          'Adress',
          'Huvudavtal',
          'Externt id',
          'Fastighetsägare',
          'Validering',
          'Transmission',
          'Produktexponering',
          'Aktiva avtal',
          'Giltig',
        ]}
        query={list}
        rows={list.data?.accesses}
        empty="Inga Netadmin-adresser matchar sökningen."
        errorText="Kunde inte hämta Netadmin-adresserna."
        page={page}
        onPage={setPage}
        renderRow={(access) => (
          <TableRow key={access.accessId}>
            <TableCell>
              {access.composite}
              <span className="block font-mono text-xs text-muted-foreground">{access.addressId}</span>
            </TableCell>
            <TableCell>
              {access.mainAgreementNumber} {access.mainAgreementName}
            </TableCell>
            <TableCell className="font-mono text-xs">{access.externalId}</TableCell>
            <TableCell>{access.owner ?? '–'}</TableCell>
            <TableCell>
              <VerificationBadge value={access.verification} />
            </TableCell>
            <TableCell>{access.transmission ?? '–'}</TableCell>
            <TableCell>{access.productExposure ?? '–'}</TableCell>
            <TableCell className="tabular-nums">{access.activeAgreements}</TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDate(access.validFrom)} – {access.validTo ? formatDate(access.validTo) : ''}
            </TableCell>
          </TableRow>
        )}
      />
    </div>
  );
}
