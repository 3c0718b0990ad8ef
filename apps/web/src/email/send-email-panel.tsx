import { EMAIL_SENT_STATUS } from '@sappis/shared/agreements/operations/confirmation-email';
import { GENERIC_EMAIL_TEXTS, genericEmailInput } from '@sappis/shared/customer-account';
import { emailNotQueuedReason } from '@sappis/shared/email/email-delivery';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

type Outcome =
  | { kind: 'sent' }
  | { kind: 'notQueued'; response: string }
  | { kind: 'failed'; message: string };

function outcomeText(outcome: Outcome): string {
  if (outcome.kind === 'sent') return GENERIC_EMAIL_TEXTS.sent;
  if (outcome.kind === 'notQueued') return GENERIC_EMAIL_TEXTS.notQueued(outcome.response);
  return GENERIC_EMAIL_TEXTS.failed(outcome.message);
}

/**
 * 'Skicka e-post' (document 3 panel 9): subject, title and content, all required; 'Skicka' is enabled only with
 * 'Jag har kontrollerat att innehållet stämmer' checked. The content's line breaks become HTML breaks.
 */
export default function SendEmailPanel({ customer }: PanelProps) {
  const id = useId();
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const [subject, setSubject] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sending = useRef(false);
  const send = trpc.email.sendGeneric.useMutation();
  const input = { requestId, customerNumber: customer.customerNumber, subject, title, content, checked };
  const valid = genericEmailInput.safeParse(input).success;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending.current) return;
    sending.current = true;
    setOutcome(null);
    try {
      const answer = await send.mutateAsync(input as typeof input & { checked: true });
      if (answer.status === EMAIL_SENT_STATUS) {
        setOutcome({ kind: 'sent' });
        setSubject('');
        setTitle('');
        setContent('');
        setChecked(false);
        renew();
        void utils.email.list.invalidate();
      } else {
        setOutcome({ kind: 'notQueued', response: emailNotQueuedReason(answer.status) });
        void utils.email.list.invalidate();
      }
    } catch (error) {
      setOutcome({ kind: 'failed', message: userMessageOf(error) });
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} aria-label="Skicka e-post" noValidate>
      <p className="text-sm text-muted-foreground">Till: {customer.email ?? '-'}</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-subject`}>Ämne</Label>
        <Input id={`${id}-subject`} value={subject} onChange={(event) => setSubject(event.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>Rubrik</Label>
        <Input id={`${id}-title`} value={title} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-content`}>Innehåll</Label>
        <Textarea
          id={`${id}-content`}
          rows={8}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
        {GENERIC_EMAIL_TEXTS.checked}
      </label>
      {outcome && (
        <p
          role={outcome.kind === 'sent' ? 'status' : 'alert'}
          className={outcome.kind === 'sent' ? 'text-sm text-emerald-700' : 'text-sm text-destructive'}
        >
          {outcomeText(outcome)}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={!valid || send.isPending}>
        Skicka
      </Button>
    </form>
  );
}
