import {
  DOCUMENT_LIST_RELOAD_MS,
  DOCUMENT_STATUSES,
  DOCUMENT_TEXTS,
  type DocumentStatus,
} from '@sappis/shared';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { DocumentFeedback, type Feedback } from './document-feedback.tsx';

/** Where a document opens (a new window; the API streams it with its type and name). */
export const documentUrl = (documentNumber: number) => `/files/documents/${documentNumber}`;

/**
 * The documents of an agreement (document 3 panels 11 and 23): number, type, name, status and creator; per
 * document Öppna dokument, Redigera dokument (a link), Mejla dokument, Ändra status and Radera; 'Skapa ny fil'
 * and the upload. The list is read again 1 s after a change (section 9).
 */
export default function DocumentsPanel({ customer, params }: PanelProps) {
  const { openPanel } = usePanel();
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const utils = trpc.useUtils();
  const list = trpc.documents.list.useQuery(
    { agreementNumber: agreementNumber ?? 0 },
    { enabled: agreementNumber !== null },
  );
  const [feedback, setFeedback] = useState<Feedback>(null);
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);
  const reloadSoon = () => {
    clearTimeout(reload.current);
    reload.current = setTimeout(() => {
      if (agreementNumber !== null) void utils.documents.list.invalidate({ agreementNumber });
    }, DOCUMENT_LIST_RELOAD_MS);
  };

  const send = trpc.documents.send.useMutation();
  const changeStatus = trpc.documents.changeStatus.useMutation();
  const remove = trpc.documents.remove.useMutation();

  const act = async (run: () => Promise<{ message: string }>, failure: string) => {
    setFeedback(null);
    try {
      const answer = await run();
      setFeedback({ kind: 'success', text: answer.message });
      reloadSoon();
    } catch (error) {
      setFeedback({ kind: 'error', text: userMessageOf(error, failure) });
    }
  };

  const agreementParam = { agreement: String(agreementNumber ?? '') };
  return (
    <div className="flex flex-col gap-3" data-testid="documents-panel">
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={setAgreementNumber}
        activeOnly={false}
      />
      <div className="flex gap-2">
        <Button size="sm" onClick={() => openPanel('create-document', agreementParam)}>
          Skapa ny fil
        </Button>
        <Button size="sm" variant="outline" onClick={() => openPanel('upload-documents', agreementParam)}>
          Ladda upp filer
        </Button>
      </div>
      <DocumentFeedback feedback={feedback} />
      {list.error && <p className="text-sm text-destructive">{userMessageOf(list.error)}</p>}
      {list.isPending && agreementNumber !== null && (
        <p className="text-sm text-muted-foreground">Laddar...</p>
      )}
      {list.data && list.data.length === 0 && (
        <p className="text-sm text-muted-foreground">Det finns inga dokument på avtalet.</p>
      )}
      {list.data && list.data.length > 0 && (
        <Table data-testid="documents-table">
          <TableHeader>
            <TableRow>
              <TableHead>Nummer</TableHead>
              <TableHead>Typ</TableHead>
              <TableHead>Namn</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Skapad av</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data.map((document) => (
              <TableRow key={document.documentNumber}>
                <TableCell>{document.documentNumber}</TableCell>
                <TableCell>{document.type}</TableCell>
                <TableCell className="max-w-40 truncate">{document.name}</TableCell>
                <TableCell>{document.statusLabel}</TableCell>
                <TableCell className="max-w-32 truncate">{document.createdBy}</TableCell>
                <TableCell>
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="sm" aria-label={`Åtgärder för ${document.name}`}>
                        <ChevronDown aria-hidden="true" />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem
                        onSelect={() =>
                          window.open(documentUrl(document.documentNumber), '_blank', 'noopener')
                        }
                      >
                        Öppna dokument
                      </DropdownMenuItem>
                      <DropdownMenuItem asChild>
                        <a
                          href={documentUrl(document.documentNumber)}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          Redigera dokument
                        </a>
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        onSelect={() =>
                          act(
                            () =>
                              send.mutateAsync({
                                requestId: crypto.randomUUID(),
                                documentNumber: document.documentNumber,
                              }),
                            DOCUMENT_TEXTS.sendFailed,
                          )
                        }
                      >
                        Mejla dokument
                      </DropdownMenuItem>
                      <DropdownMenuSeparator />
                      <DropdownMenuLabel>Ändra status</DropdownMenuLabel>
                      {DOCUMENT_STATUSES.filter((status) => status.value !== document.status).map(
                        (status) => (
                          <DropdownMenuItem
                            key={status.value}
                            onSelect={() =>
                              act(
                                () =>
                                  changeStatus.mutateAsync({
                                    documentNumber: document.documentNumber,
                                    status: status.value as DocumentStatus,
                                  }),
                                DOCUMENT_TEXTS.statusFailed,
                              )
                            }
                          >
                            {status.label}
                          </DropdownMenuItem>
                        ),
                      )}
                      <DropdownMenuSeparator />
                      <DropdownMenuItem
                        className="text-destructive"
                        onSelect={() =>
                          act(
                            () =>
                              remove.mutateAsync({
                                requestId: crypto.randomUUID(),
                                documentNumber: document.documentNumber,
                              }),
                            DOCUMENT_TEXTS.deleteFailed,
                          )
                        }
                      >
                        Radera
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
