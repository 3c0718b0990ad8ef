import { DOCUMENT_STATUSES, type DocumentStatus } from '@sappis/shared';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import type { RouterOutputs } from '@/lib/trpc.ts';
import { documentUrl } from './document-url.ts';

type ListedDocument = RouterOutputs['documents']['list'][number];

/**
 * One document's actions (document 3 panel 23): Öppna dokument, Redigera dokument (a link), Mejla dokument, Ändra
 * status and Radera; Radera asks first, since it cannot be undone.
 */
export function DocumentActions({
  document,
  onSend,
  onChangeStatus,
  onRemove,
}: {
  document: ListedDocument;
  onSend: () => void;
  onChangeStatus: (status: DocumentStatus) => void;
  onRemove: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" aria-label={`Åtgärder för ${document.name}`}>
            Åtgärder
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() => window.open(documentUrl(document.documentNumber), '_blank', 'noopener')}
          >
            Öppna dokument
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={documentUrl(document.documentNumber)} target="_blank" rel="noopener noreferrer">
              Redigera dokument
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onSend}>Mejla dokument</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Ändra status</DropdownMenuLabel>
          {DOCUMENT_STATUSES.filter((status) => status.value !== document.status).map((status) => (
            <DropdownMenuItem
              key={status.value}
              onSelect={() => onChangeStatus(status.value as DocumentStatus)}
            >
              {status.label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive" onSelect={() => setConfirming(true)}>
            Radera
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="w-[min(28rem,calc(100vw-2rem))] gap-3 p-4">
          <DialogTitle>Radera dokument</DialogTitle>
          <DialogDescription>
            Vill du radera {document.name} ({document.documentNumber})? Det går inte att ångra.
          </DialogDescription>
          <div className="flex gap-2">
            <Button
              variant="destructive"
              onClick={() => {
                setConfirming(false);
                onRemove();
              }}
            >
              Radera
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Avbryt
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
