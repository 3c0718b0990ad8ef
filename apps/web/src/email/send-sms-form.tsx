import { SEND_SMS_TEXTS, sendSmsAnswer, sendSmsInput, smsCharacterCount } from '@sappis/shared/sms/send-sms';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

type Outcome = { kind: 'sent' | 'notSent' | 'failed'; text: string };

/**
 * 'Skicka SMS' in 'E-post och SMS': the number (the customer's mobile to begin with) and 1..480 characters with a
 * counter; 'Skicka' is enabled when both are valid and not while sending. The answer says whether it went.
 */
export function SendSmsForm({
  customerNumber,
  mobilePhone,
}: {
  customerNumber: number;
  mobilePhone: string | null;
}) {
  const id = useId();
  const { requestId, renew } = useRequestId();
  const utils = trpc.useUtils();
  const [to, setTo] = useState(mobilePhone ?? '');
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sending = useRef(false);
  const send = trpc.sms.send.useMutation();
  const input = { requestId, customerNumber, to, text };
  const parsed = sendSmsInput.safeParse(input);
  const numberInvalid = parsed.error?.issues.some((issue) => issue.path[0] === 'to') ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || sending.current) return;
    sending.current = true;
    setOutcome(null);
    try {
      const { delivery } = await send.mutateAsync(input);
      setOutcome({ kind: delivery === 'QUEUED' ? 'sent' : 'notSent', text: sendSmsAnswer(delivery) });
      setText('');
      renew();
      void utils.email.textMessages.invalidate({ customerNumber });
    } catch (error) {
      setOutcome({ kind: 'failed', text: userMessageOf(error) });
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      className="flex flex-col gap-3 rounded-md border p-3"
      onSubmit={submit}
      aria-label="Skicka SMS"
      noValidate
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>Mobilnummer</Label>
        <Input
          id={`${id}-to`}
          inputMode="tel"
          value={to}
          aria-invalid={numberInvalid}
          onChange={(event) => setTo(event.target.value)}
        />
        {numberInvalid && to.trim() !== '' && (
          <p className="text-xs text-destructive">{SEND_SMS_TEXTS.invalidNumber}</p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-text`}>Meddelande</Label>
        <Textarea id={`${id}-text`} rows={4} value={text} onChange={(event) => setText(event.target.value)} />
        <p className="self-end text-xs text-muted-foreground" aria-live="polite">
          {smsCharacterCount(text)}
        </p>
      </div>
      {outcome && (
        <p
          role={outcome.kind === 'sent' ? 'status' : 'alert'}
          className={outcome.kind === 'sent' ? 'text-sm text-emerald-700' : 'text-sm text-destructive'}
        >
          {outcome.text}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={!parsed.success || send.isPending}>
        Skicka
      </Button>
    </form>
  );
}
