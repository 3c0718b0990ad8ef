import {
  VISMA_ADDRESS_STATE_LABELS,
  VISMA_ADDRESS_STATES,
  type VismaAddressState,
} from '@sappis/shared/address-manager/address-lists';
import { keepPreviousData } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { trpc } from '@/lib/trpc.ts';
import { ChoiceFilter, CustomerLink, TextFilter, useListSearch } from './filter-fields.tsx';
import { ListCard } from './list-card.tsx';
import { SearchForm } from './search-form.tsx';

const STATE_VARIANT = {
  MISSING_ID: 'destructive',
  UNKNOWN_ID: 'destructive',
  DIFFERS: 'warning',
  MATCHES: 'success',
} as const;

/**
 * /sappis/address-manager/visma-addresses: each active agreement's delivery address in the billing system
 * (Visma) beside the address register's entry for its address id, with whether they agree; filter by text and
 * by comparison result to find the agreements to correct.
 */
export function VismaAddressesPage() {
  const search = useListSearch({ query: '', state: null as VismaAddressState | null });
  const { page, setPage } = search;
  const list = trpc.addressManager.vismaAddresses.useQuery(
    { ...search.applied, page },
    { placeholderData: keepPreviousData },
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Visma-adresser"
        description="Avtalens leveransadresser i faktureringssystemet (Visma) jämförda med adressregistret."
      />
      <SearchForm onSearch={search.apply}>
        <TextFilter
          label="Avtalsnummer, kundnummer, adress-id, adress eller ort"
          value={search.draft.query}
          onChange={(value) => search.set('query', value)}
        />
        <ChoiceFilter
          label="Jämförelse"
          value={search.draft.state}
          options={VISMA_ADDRESS_STATES}
          labelOf={(value) => VISMA_ADDRESS_STATE_LABELS[value]}
          onChange={(value) => search.set('state', value)}
        />
      </SearchForm>
      <ListCard
        testId="visma-addresses"
        columns={['Avtal', 'Kund', 'Adress i Visma', 'Adressregistret', 'Jämförelse']}
        query={list}
        rows={list.data?.agreements}
        empty="Inga avtal matchar sökningen."
        errorText="Kunde inte hämta Visma-adresserna."
        page={page}
        onPage={setPage}
        renderRow={(agreement) => (
          <TableRow key={agreement.agreementNumber}>
            <TableCell className="tabular-nums">{agreement.agreementNumber}</TableCell>
            <TableCell>
              <CustomerLink customerNumber={agreement.customerNumber} name={agreement.customerName} />
            </TableCell>
            <TableCell>
              {agreement.deliveryAddress},{' '}
              {[agreement.deliveryPostalCode, agreement.deliveryCity].filter(Boolean).join(' ')}
            </TableCell>
            <TableCell>
              {agreement.composite ?? '–'}
              {agreement.addressId && (
                <span className="block font-mono text-xs text-muted-foreground">{agreement.addressId}</span>
              )}
            </TableCell>
            <TableCell>
              <Badge variant={STATE_VARIANT[agreement.state]}>
                {VISMA_ADDRESS_STATE_LABELS[agreement.state]}
              </Badge>
            </TableCell>
          </TableRow>
        )}
      />
    </div>
  );
}
