import {
  normalizeVerticalFilters,
  PREMISES_TYPE_LABELS,
  VERTICAL_FILTER_FIELDS,
  VERTICAL_FILTER_LABELS,
  VERTICAL_PREMISES_TYPES,
  VERTICAL_TRANSMISSIONS,
  type VerticalFilterField,
  type VerticalFiltersInput,
} from '@sappis/shared/address-manager/vertical-address';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { ChoiceFilter, TextFilter } from './filter-fields.tsx';
import { ListCard } from './list-card.tsx';
import { SearchForm } from './search-form.tsx';

type PremisesType = (typeof VERTICAL_PREMISES_TYPES)[number];
type TransmissionName = (typeof VERTICAL_TRANSMISSIONS)[number];

/** Saves `text` as a download named `fileName` (UTF-8 with a byte order mark, so Excel reads å, ä, ö). */
function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * /sappis/address-manager/commercial: the vertical address search (document 1 sections 5 and 7.2) over the
 * register and its accesses, for market and sales selections: filter by street, number, postcode, city, network,
 * main agreement, premises type and transmission (values upper-cased, empty ones dropped), and export the
 * selection as a CSV file.
 */
export function CommercialAddressesPage() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [fields, setFields] = useState<Partial<Record<VerticalFilterField, string>>>({});
  const [premisesType, setPremisesType] = useState<PremisesType | null>(null);
  const [transmissions, setTransmissions] = useState<TransmissionName[]>([]);
  const [applied, setApplied] = useState<VerticalFiltersInput | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const list = trpc.addressManager.verticalSearch.useQuery(
    { ...(applied ?? {}), page },
    { enabled: applied !== null, placeholderData: keepPreviousData },
  );

  const current = (): VerticalFiltersInput => ({
    ...normalizeVerticalFilters(fields),
    ...(premisesType === null ? {} : { premisesType }),
    transmissions,
  });

  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await utils.addressManager.verticalExport.fetch(current());
      downloadCsv(file.fileName, file.csv);
      toast(`${file.rowCount} adresser exporterade`, { severity: 'success' });
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Kommersiella adresser"
        description="Vertikal adressökning i adressregistret för urval till försäljning och marknad. Urvalet kan exporteras som CSV-fil."
      />
      <SearchForm
        onSearch={() => {
          setApplied(current());
          setPage(1);
        }}
        actions={
          <Button type="button" variant="outline" disabled={exporting} onClick={() => void exportFile()}>
            {exporting ? 'Exporterar...' : 'Exportera'}
          </Button>
        }
      >
        {VERTICAL_FILTER_FIELDS.map((field) => (
          <TextFilter
            key={field}
            className="w-40"
            label={VERTICAL_FILTER_LABELS[field]}
            value={fields[field] ?? ''}
            onChange={(value) => setFields((previous) => ({ ...previous, [field]: value }))}
          />
        ))}
        <ChoiceFilter
          label="Lokaltyp"
          value={premisesType}
          options={VERTICAL_PREMISES_TYPES}
          labelOf={(type) => PREMISES_TYPE_LABELS[type]}
          onChange={setPremisesType}
        />
        <fieldset className="flex items-center gap-3 pb-2">
          <legend className="sr-only">Transmission</legend>
          {VERTICAL_TRANSMISSIONS.map((name) => (
            <label key={name} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={transmissions.includes(name)}
                onChange={(event) =>
                  setTransmissions((previous) =>
                    event.target.checked ? [...previous, name] : previous.filter((item) => item !== name),
                  )
                }
              />
              {name}
            </label>
          ))}
        </fieldset>
      </SearchForm>
      {applied === null ? (
        <p className="text-sm text-muted-foreground">Ange filter och sök för att se adresser.</p>
      ) : (
        <ListCard
          testId="vertical-addresses"
          columns={['Adress', 'Adress-id', 'Nät', 'Transmission', 'Huvudavtal', 'Lokaltyp', 'Giltig till']}
          query={list}
          rows={list.data?.addresses}
          empty="Inga adresser matchar filtren."
          errorText="Kunde inte hämta adresserna."
          page={page}
          onPage={setPage}
          renderRow={(address) => (
            <TableRow key={`${address.addressId}-${address.mainAgreementNumber}-${address.premisesType}`}>
              <TableCell>{address.composite}</TableCell>
              <TableCell className="font-mono text-xs">{address.addressId}</TableCell>
              <TableCell>{address.network ?? '–'}</TableCell>
              <TableCell>{address.transmission ?? '–'}</TableCell>
              <TableCell>
                {address.mainAgreementNumber === null
                  ? '–'
                  : `${address.mainAgreementNumber} ${address.mainAgreementName ?? ''}`}
              </TableCell>
              <TableCell>
                {address.premisesType
                  ? (PREMISES_TYPE_LABELS[address.premisesType as PremisesType] ?? address.premisesType)
                  : '–'}
              </TableCell>
              <TableCell>{address.validTo ? formatDate(address.validTo) : '–'}</TableCell>
            </TableRow>
          )}
        />
      )}
    </div>
  );
}
