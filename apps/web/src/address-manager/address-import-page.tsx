import {
  ADDRESS_IMPORT_COLUMNS,
  ADDRESS_IMPORT_TEXTS,
  fitsImportRequest,
} from '@sappis/shared/address-manager/address-import';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { ListCard } from './list-card.tsx';

type ImportResult = RouterOutputs['addressManager']['importFile'];

/**
 * /sappis/address-manager/import: a CSV file into the address register, all or nothing. A file with rejected
 * rows imports nothing and shows each rejected row with its line and reasons; an imported file becomes a task
 * in the list below.
 */
export function AddressImportPage() {
  const id = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [page, setPage] = useState(1);
  const { requestId, renew } = useRequestId();
  const tasks = trpc.addressManager.importTasks.useQuery({ page }, { placeholderData: keepPreviousData });
  const importFile = trpc.addressManager.importFile.useMutation({
    onSuccess: (answer) => {
      renew();
      setResult(answer);
      if (answer.outcome === 'imported') {
        setFile(null);
        setInputKey((key) => key + 1);
        void utils.addressManager.importTasks.invalidate();
        toast(ADDRESS_IMPORT_TEXTS.imported(answer.created, answer.updated), { severity: 'success' });
      }
    },
    onError: (error) => {
      renew();
      setProblem(userMessageOf(error));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setResult(null);
    setProblem(null);
    const content = await file.text();
    if (!fitsImportRequest(content)) {
      setProblem(ADDRESS_IMPORT_TEXTS.tooLarge);
      return;
    }
    importFile.mutate({ requestId, fileName: file.name, content });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Adressimport"
        description="Läs in adresser till adressregistret från en CSV-fil. Varje rad kontrolleras; finns det någon underkänd rad importeras ingenting."
      />
      <Card className="flex flex-col gap-3 p-5">
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-file`}>CSV-fil</Label>
            <input
              key={inputKey}
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              className="text-sm"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setResult(null);
                setProblem(null);
              }}
            />
            <p className="text-xs text-muted-foreground">
              Första raden: <code>{ADDRESS_IMPORT_COLUMNS.join(';')}</code>. Semikolon eller komma, UTF-8,
              högst 900 kB. Transmission: KOAX, IP eller tom. Giltig till: ÅÅÅÅ-MM-DD eller tom. Finns
              adress-id:t redan uppdateras adressen.
            </p>
          </div>
          <Button type="submit" className="self-start" disabled={!file || importFile.isPending}>
            {importFile.isPending ? 'Importerar...' : 'Importera'}
          </Button>
        </form>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        {result?.outcome === 'imported' && (
          <p role="status" className="text-sm text-emerald-800" data-testid="import-done">
            {ADDRESS_IMPORT_TEXTS.imported(result.created, result.updated)}
          </p>
        )}
        {result?.outcome === 'rejected' && <RejectedReport result={result} />}
      </Card>
      <h2 className="text-lg font-semibold">Importuppgifter</h2>
      <ListCard
        testId="import-tasks"
        columns={['Fil', 'Rader', 'Nya', 'Uppdaterade', 'Importerad', 'Av']}
        query={tasks}
        rows={tasks.data?.tasks}
        empty="Inga importer ännu."
        errorText="Kunde inte hämta importerna."
        page={page}
        onPage={setPage}
        renderRow={(task) => (
          <TableRow key={task.id}>
            <TableCell className="font-medium">{task.fileName}</TableCell>
            <TableCell className="tabular-nums">{task.rowCount}</TableCell>
            <TableCell className="tabular-nums">{task.created}</TableCell>
            <TableCell className="tabular-nums">{task.updated}</TableCell>
            <TableCell>{formatDateTime(task.createdAt)}</TableCell>
            <TableCell>{task.createdBy ?? '–'}</TableCell>
          </TableRow>
        )}
      />
    </div>
  );
}

function RejectedReport({ result }: { result: ImportResult & { outcome: 'rejected' } }) {
  return (
    <div className="flex flex-col gap-2" data-testid="rejected-rows">
      <p role="alert" className="text-sm font-medium text-destructive">
        {ADDRESS_IMPORT_TEXTS.rejected(result.rejected.length)}
      </p>
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Rad</TableHead>
            <TableHead>Adress-id</TableHead>
            <TableHead>Orsak</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {result.rejected.map((row) => (
            <TableRow key={row.line}>
              <TableCell className="tabular-nums">{row.line}</TableCell>
              <TableCell className="font-mono text-xs">{row.addressId || '–'}</TableCell>
              <TableCell>{row.reasons.join('. ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
