import { EMPTY_MAIN_AGREEMENT_FILTER, type MainAgreementFilter, TRANSMISSIONS } from '@sappis/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { Pager } from '@/components/pager.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { MainAgreementDetails } from './main-agreement-details.tsx';

/**
 * /sappis/huvudavtal (document 1 section 2.1, document 3 panel 15): the main agreements with filters; one chosen
 * (`?huvudavtal=<number>`) shows its details, memos, files and addresses.
 */
export function MainAgreementsPage() {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('huvudavtal')) || null;
  const [filter, setFilter] = useState<MainAgreementFilter>(EMPTY_MAIN_AGREEMENT_FILTER);
  const list = trpc.mainAgreements.list.useQuery(filter, { placeholderData: (previous) => previous });
  const operators = trpc.mainAgreements.operators.useQuery();
  const centrals = trpc.mainAgreements.mainCentrals.useQuery();
  const set = <K extends keyof MainAgreementFilter>(key: K, value: MainAgreementFilter[K]) =>
    setFilter((current) => ({ ...current, [key]: value, page: key === 'page' ? (value as number) : 1 }));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Huvudavtal" description="Huvudavtal med memon, filer och adresser" />
      <search className="grid grid-cols-1 gap-2 md:grid-cols-5" aria-label="Filter">
        <Input
          aria-label="Sök nummer eller namn"
          placeholder="Nummer eller namn"
          value={filter.text}
          onChange={(event) => set('text', event.target.value)}
        />
        <NativeSelect
          aria-label="Distribution"
          value={filter.transmission ?? ''}
          onChange={(event) =>
            set('transmission', (event.target.value || undefined) as MainAgreementFilter['transmission'])
          }
        >
          <option value="">Alla distributioner</option>
          {TRANSMISSIONS.map((transmission) => (
            <option key={transmission}>{transmission}</option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Operatör"
          value={filter.operatorId ?? ''}
          onChange={(event) => set('operatorId', event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">Alla operatörer</option>
          {operators.data?.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Huvudcentral"
          value={filter.mainCentral}
          onChange={(event) => set('mainCentral', event.target.value)}
        >
          <option value="">Alla huvudcentraler</option>
          {centrals.data?.map((central) => (
            <option key={central.name} value={central.name}>
              {central.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Status"
          value={filter.state}
          onChange={(event) => set('state', event.target.value as MainAgreementFilter['state'])}
        >
          <option value="ACTIVE">Aktiva</option>
          <option value="ENDED">Avslutade</option>
          <option value="ALL">Alla</option>
        </NativeSelect>
      </search>
      {list.error && <p className="text-sm text-destructive">{userMessageOf(list.error)}</p>}
      {list.data && (
        <>
          <Table data-testid="main-agreement-list">
            <TableHeader>
              <TableRow>
                <TableHead>Nummer</TableHead>
                <TableHead>Namn</TableHead>
                <TableHead>Distribution</TableHead>
                <TableHead>Operatör</TableHead>
                <TableHead>Huvudcentral</TableHead>
                <TableHead>Startdatum</TableHead>
                <TableHead>Slutdatum</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.items.map((item) => (
                <TableRow
                  key={item.number}
                  data-state={item.number === chosen ? 'selected' : undefined}
                  className={item.ended ? 'text-muted-foreground' : undefined}
                >
                  <TableCell>
                    <button
                      type="button"
                      className="text-sky-700 underline"
                      onClick={() => setParams({ huvudavtal: String(item.number) })}
                    >
                      {item.number}
                    </button>
                  </TableCell>
                  <TableCell>{item.name}</TableCell>
                  <TableCell>{item.transmissions.join(', ')}</TableCell>
                  <TableCell>{item.operator ?? ''}</TableCell>
                  <TableCell>{item.mainCentral ?? ''}</TableCell>
                  <TableCell>{item.startsAt}</TableCell>
                  <TableCell>{item.endsAt ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {list.data.items.length === 0 && (
            <p className="text-sm text-muted-foreground">Inga huvudavtal hittades.</p>
          )}
          {pages > 1 && <Pager page={filter.page} pages={pages} onPage={(page) => set('page', page)} />}
        </>
      )}
      {chosen !== null && <MainAgreementDetails number={chosen} />}
    </div>
  );
}
