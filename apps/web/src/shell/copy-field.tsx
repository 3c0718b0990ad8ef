import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { copyText } from '@/lib/clipboard.ts';
import { copiedMessage, copyHeadingValue, isCopyable } from './copy-heading.ts';

/** Confirmation shown after copying (document 1 section 9: 3 seconds). */
export const COPY_CONFIRMATION_MS = 3000;

/** A labelled value with a copy button: 'Kopierat: {value}' for 3 seconds. */
export function CopyField({ label, value }: { label: string; value: string | number | null | undefined }) {
  const toast = useToast();
  const shown = copyHeadingValue(value);
  const copy = async () => {
    if (await copyText(shown))
      toast(copiedMessage(shown), { severity: 'success', duration: COPY_CONFIRMATION_MS });
    else toast('Kunde inte kopiera', { duration: COPY_CONFIRMATION_MS, severity: 'error' });
  };
  return (
    <div className="flex min-w-0 items-center gap-1">
      <div className="flex min-w-0 flex-col leading-tight">
        <span className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">{label}</span>
        <span className="truncate text-sm font-medium text-slate-900">{shown}</span>
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Kopiera ${label.toLowerCase()}`}
        disabled={!isCopyable(value)}
        onClick={copy}
      >
        <Copy />
      </Button>
    </div>
  );
}
