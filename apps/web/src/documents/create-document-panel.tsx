import { DOCUMENT_TEXTS, TEMPLATE_LIST_MAX_HEIGHT_PX } from '@sappis/shared';
import { useState } from 'react';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { documentUrl } from './document-url.ts';

/**
 * 'Skapa ny fil' (document 3 panel 11): pick an agreement and a template ('Tom mall', 'Tom företagsmall', ...;
 * the list at most 350 px high); the server writes the PDF with the customer's and agreement's data, which
 * then opens in a new window.
 */
export default function CreateDocumentPanel({ customer, params }: PanelProps) {
  const { openPanel } = usePanel();
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params, { activeOnly: false }),
  );
  const [templateId, setTemplateId] = useState<number | null>(null);
  const templates = trpc.documents.templates.useQuery();
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const create = trpc.documents.createFromTemplate.useMutation({
    onSuccess: () => {
      renew();
      if (agreementNumber !== null) void utils.documents.list.invalidate({ agreementNumber });
    },
  });

  const ready = agreementNumber !== null && templateId !== null;
  return (
    <div className="flex flex-col gap-3" data-testid="create-document-panel">
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={(value) => {
          setAgreementNumber(value);
          create.reset();
        }}
        activeOnly={false}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">Mall</legend>
        {templates.isPending && <p className="text-sm text-muted-foreground">Laddar...</p>}
        {templates.error && <p className="text-sm text-destructive">{userMessageOf(templates.error)}</p>}
        <ul
          className="flex flex-col gap-1 overflow-y-auto rounded-md border p-2"
          style={{ maxHeight: TEMPLATE_LIST_MAX_HEIGHT_PX }}
          data-testid="template-list"
        >
          {templates.data?.map((template) => (
            <li key={template.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="document-template"
                  checked={templateId === template.id}
                  onChange={() => {
                    setTemplateId(template.id);
                    create.reset();
                  }}
                />
                {template.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {!ready && <p className="text-xs text-muted-foreground">{DOCUMENT_TEXTS.pickAgreementAndTemplate}</p>}
      <Button
        disabled={!ready || create.isPending}
        onClick={() => {
          if (agreementNumber !== null && templateId !== null)
            create.mutate({ requestId, agreementNumber, templateId });
        }}
      >
        {create.isPending ? 'Skapar...' : 'Skapa ny fil'}
      </Button>
      {create.error && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(create.error)}
        </p>
      )}
      {create.data && (
        <div role="status" className="flex flex-col gap-2 text-sm text-green-700">
          <p>{create.data.message}</p>
          <div className="flex gap-2">
            <Button asChild size="sm" variant="outline">
              <a href={documentUrl(create.data.documentNumber)} target="_blank" rel="noopener noreferrer">
                Öppna dokument
              </a>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => openPanel('documents', { agreement: String(agreementNumber ?? '') })}
            >
              Till dokumenten
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
