import {
  CASE_CONTACT_CLOSE_MS,
  CASE_CONTACT_FIELDS,
  CASE_WORKSPACE_TEXTS,
  type CaseContact,
  type CaseContactField,
  changedContactFields,
} from '@sappis/shared/case-workspace';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import type { CasePageData } from '../case-lock-model.ts';

export const CONTACT_LABELS: Record<CaseContactField, string> = {
  customerName: 'Namn',
  customerEmail: 'E-post',
  customerPhone: 'Telefon',
  customerMobilePhone: 'Mobiltelefon',
  customerAddress: 'Adress',
  customerPostal: 'Postnummer och ort',
  customerOrderNumber: 'Ordernummer',
  address: 'Installationsadress',
  postal: 'Installationens postort',
  signalCentral: 'Signalcentral',
};

function savedContact(relation: CasePageData['relation']): CaseContact {
  return Object.fromEntries(
    CASE_CONTACT_FIELDS.map((field) => [field, relation?.[field] ?? null]),
  ) as CaseContact;
}

/**
 * The case contact form (document 3 panel 17): the case's contact details; the customer number is read only,
 * 'Spara' is disabled until something changed, and the dialog closes 1.5 s after saving.
 */
function CaseContactForm({ item, onDone }: { item: CasePageData; onDone: () => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const saved = savedContact(item.relation);
  const [edited, setEdited] = useState(
    () =>
      Object.fromEntries(CASE_CONTACT_FIELDS.map((field) => [field, saved[field] ?? ''])) as Record<
        CaseContactField,
        string
      >,
  );
  const [done, setDone] = useState(false);
  const save = trpc.cases.updateContact.useMutation({
    onSuccess: () => {
      setDone(true);
      void utils.cases.byNumber.invalidate({ caseNumber: item.number });
    },
  });
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, CASE_CONTACT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  const changed = changedContactFields(saved, edited);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed.length === 0 || save.isPending || done) return;
    const contact = Object.fromEntries(
      CASE_CONTACT_FIELDS.map((field) => [field, edited[field].trim() || null]),
    ) as CaseContact;
    save.mutate({ caseNumber: item.number, version: item.version, contact });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Kontaktuppgifter" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-customer-number`}>Kundnummer</Label>
        <Input id={`${id}-customer-number`} value={item.relation?.customerNumber ?? ''} readOnly disabled />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {CASE_CONTACT_FIELDS.map((field) => (
          <div key={field} className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-${field}`}>{CONTACT_LABELS[field]}</Label>
            <Input
              id={`${id}-${field}`}
              value={edited[field]}
              readOnly={save.isPending || done}
              onChange={(event) => setEdited((current) => ({ ...current, [field]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      {save.error && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(save.error)}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-emerald-700">
          {CASE_WORKSPACE_TEXTS.contactSaved}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Stäng
        </Button>
        <Button type="submit" disabled={changed.length === 0 || save.isPending || done}>
          Spara
        </Button>
      </div>
    </form>
  );
}

/** 'Ändra kontaktuppgifter': opens the case contact form. */
export function CaseContactButton({ item }: { item: CasePageData }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Ändra kontaktuppgifter
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="w-[min(40rem,calc(100vw-2rem))] gap-4 overflow-y-auto p-5">
          <DialogTitle>Kontaktuppgifter</DialogTitle>
          <DialogDescription className="sr-only">Ärendets kontaktuppgifter till kunden.</DialogDescription>
          {open && <CaseContactForm item={item} onDone={close} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
