import { hasAnyGroup } from '@sappis/shared/groups';
import { groupsFor } from '@sappis/shared/routes';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import type { CaseCustomer } from './case-customer.ts';

// Loaded when first wanted (the button is on every customer view, the form with its zod schema is not needed to
// show one): a pointer over or focus on 'Nytt ärende' starts the load before the click.
const loadForm = () => import('./create-case-form.tsx');
const CreateCaseForm = lazy(() => loadForm().then((module) => ({ default: module.CreateCaseForm })));

/** 'Skapa ärende': a new case, about `customer` when opened from the customer view. */
export function CreateCaseDialog({
  open,
  onOpenChange,
  customer,
  parentCaseNumber,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customer?: CaseCustomer;
  /** 'Skapa underärende' under this case. */
  parentCaseNumber?: number;
}) {
  const [pending, setPending] = useState(false);
  // A pending create keeps the dialog open: its answer closes it and opens the case.
  const change = (next: boolean) => {
    if (!next && pending) return;
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        className="w-[min(40rem,calc(100vw-2rem))] gap-4 overflow-y-auto p-5"
        data-testid="create-case-dialog"
      >
        <DialogTitle>{parentCaseNumber === undefined ? 'Skapa ärende' : 'Skapa underärende'}</DialogTitle>
        <DialogDescription className="sr-only">
          Ärendetyp, ägargrupp, prioritet och beskrivning av det nya ärendet; rubriken tas från beskrivningen.
        </DialogDescription>
        <Suspense fallback={<p className="text-sm text-muted-foreground">Laddar...</p>}>
          <CreateCaseForm
            customer={customer}
            parentCaseNumber={parentCaseNumber}
            onPendingChange={setPending}
            onCreated={() => {
              setPending(false);
              onOpenChange(false);
            }}
            onCancel={() => change(false)}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/** 'Nytt ärende', for the users who work cases: opens 'Skapa ärende'. */
export function NewCaseButton({
  customer,
  ...props
}: { customer?: CaseCustomer } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!hasAnyGroup(me.groups, groupsFor('case'))) return null;
  return (
    <>
      <Button {...props} onPointerEnter={loadForm} onFocus={loadForm} onClick={() => setOpen(true)}>
        Nytt ärende
      </Button>
      <CreateCaseDialog open={open} onOpenChange={setOpen} customer={customer} />
    </>
  );
}
