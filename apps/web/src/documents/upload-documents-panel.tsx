import { DOCUMENT_TEXTS, FILE_TEXTS } from '@sappis/shared';
import { useRef, useState } from 'react';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import { FileDropZone, uploadFiles } from '@/components/file-drop-zone.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { trpc } from '@/lib/trpc.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { DocumentFeedback, type Feedback } from './document-feedback.tsx';

/** Upload files to an agreement's documents (document 3 panel 7): a drop zone, at least one file. */
export default function UploadDocumentsPanel({ customer, params }: PanelProps) {
  const { openPanel } = usePanel();
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params, { activeOnly: false }),
  );
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const abort = useRef<AbortController | null>(null);
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();

  const send = async () => {
    if (agreementNumber === null || files.length === 0) return;
    setSending(true);
    setFeedback(null);
    abort.current = new AbortController();
    const query = new URLSearchParams({ agreementNumber: String(agreementNumber), requestId });
    const result = await uploadFiles<{ message: string }>(`/files/documents?${query}`, files, {
      signal: abort.current.signal,
      texts: { aborted: DOCUMENT_TEXTS.uploadAborted, failed: DOCUMENT_TEXTS.uploadFailed },
    });
    setSending(false);
    if (result.ok) {
      setFeedback({ kind: 'success', text: result.data.message });
      setFiles([]);
      renew();
      void utils.documents.list.invalidate({ agreementNumber });
    } else {
      setFeedback({ kind: 'error', text: result.message });
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="upload-documents-panel">
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={setAgreementNumber}
        activeOnly={false}
      />
      <FileDropZone
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFeedback(null);
        }}
        disabled={sending}
      />
      {files.length === 0 && <p className="text-xs text-muted-foreground">{FILE_TEXTS.noFile}</p>}
      <div className="flex gap-2">
        <Button disabled={files.length === 0 || agreementNumber === null || sending} onClick={send}>
          {sending ? 'Laddar upp...' : 'Ladda upp'}
        </Button>
        {sending && (
          <Button variant="outline" onClick={() => abort.current?.abort()}>
            Avbryt
          </Button>
        )}
      </div>
      <DocumentFeedback feedback={feedback} />
      {feedback?.kind === 'success' && (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          onClick={() => openPanel('documents', { agreement: String(agreementNumber ?? '') })}
        >
          Till dokumenten
        </Button>
      )}
    </div>
  );
}
