import { EMAIL_DELIVERY_TEXTS } from '@sappis/shared/email/email-delivery';
import { useState } from 'react';
import { SanitizedHtml } from '@/components/sanitized-html.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { downloadPdf } from '@/lib/pdf-file.ts';
import { trpc } from '@/lib/trpc.ts';
import { DeliveryStatus } from './delivery-status.tsx';
import { printHtml } from './print-html.ts';

export const EMAIL_PDF_FAILED = 'Kunde inte skapa PDF, försök igen senare';

/** One e-mail's content (sanitized on the server) with 'Skriv ut' and 'Spara som PDF'. */
export function EmailContentView({ id, onBack }: { id: number; onBack: () => void }) {
  const query = trpc.email.content.useQuery({ id });
  const utils = trpc.useUtils();
  const [pdfState, setPdfState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const savePdf = async () => {
    setPdfState('loading');
    try {
      downloadPdf(await utils.email.pdf.fetch({ id }, { staleTime: 0 }));
      setPdfState('idle');
    } catch {
      setPdfState('failed');
    }
  };
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (!query.data)
    return (
      <p role="alert" className="text-sm text-destructive">
        Kunde inte hämta e-postmeddelandet.
      </p>
    );
  const email = query.data;
  return (
    <article className="flex flex-col gap-3" aria-label={email.subject}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{email.subject}</h3>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Tillbaka
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {email.title} · {formatDateTime(email.sentAt)}
        {email.recipient ? ` till ${email.recipient}` : ''}
        <DeliveryStatus message={email} texts={EMAIL_DELIVERY_TEXTS} />
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => printHtml(email.subject, email.safeHtml)}>
          Skriv ut
        </Button>
        <Button variant="outline" size="sm" disabled={pdfState === 'loading'} onClick={() => void savePdf()}>
          Spara som PDF
        </Button>
      </div>
      {pdfState === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {EMAIL_PDF_FAILED}
        </p>
      )}
      <SanitizedHtml safeHtml={email.safeHtml} className="rounded-md border p-3 text-sm" />
    </article>
  );
}
