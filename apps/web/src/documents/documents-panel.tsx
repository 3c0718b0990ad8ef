import { DOCUMENT_LIST_RELOAD_MS, DOCUMENT_TEXTS } from '@sappis/shared';
import { useEffect, useRef, useState } from 'react';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { DocumentActions } from './document-actions.tsx';
import { DocumentFeedback, type Feedback } from './document-feedback.tsx';

/**
 * The documents of an agreement (document 3 panels 11 and 23): per document its name, then number, type, status
 * and creator on one line and its actions (a list, not a six-column table, so every document's 'Åtgärder' stays
 * inside the panel); 'Skapa ny fil' and the upload. The list is read again 1 s after a change (section 9).
 */
export default function DocumentsPanel({ customer, params }: PanelProps) {
  const { openPanel } = usePanel();
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params, { activeOnly: false }),
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
        <ul
          aria-label="Dokument"
          className="flex flex-col divide-y rounded-md border"
          data-testid="documents-table"
        >
          {list.data.map((document) => (
            <li key={document.documentNumber} className="flex items-start gap-3 p-2 text-sm">
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="font-medium break-words">{document.name}</span>
                <span className="text-xs text-muted-foreground break-words">
                  {document.documentNumber} · {document.type} · {document.statusLabel} · {document.createdBy}
                </span>
              </div>
              <DocumentActions
                document={document}
                onSend={() =>
                  act(
                    () =>
                      send.mutateAsync({
                        requestId: crypto.randomUUID(),
                        documentNumber: document.documentNumber,
                      }),
                    DOCUMENT_TEXTS.sendFailed,
                  )
                }
                onChangeStatus={(status) =>
                  act(
                    () => changeStatus.mutateAsync({ documentNumber: document.documentNumber, status }),
                    DOCUMENT_TEXTS.statusFailed,
                  )
                }
                onRemove={() =>
                  act(
                    () =>
                      remove.mutateAsync({
                        requestId: crypto.randomUUID(),
                        documentNumber: document.documentNumber,
                      }),
                    DOCUMENT_TEXTS.deleteFailed,
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
