import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { pickColleague } from './pick-colleague.ts';

/** 'Skriv meddelande': an agent writes to a colleague about the case (embedded on the case page). */
export function SendMessageForm({ caseNumber }: { caseNumber: number }) {
  const id = useId();
  const toast = useToast();
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const query = useDeferredValue(recipient.trim());
  const recipients = trpc.messages.recipients.useQuery(
    { query },
    { placeholderData: (previous) => previous },
  );
  const { requestId, renew } = useRequestId();
  const send = trpc.messages.send.useMutation({
    onSuccess: () => {
      renew();
      setMessage('');
      setRecipient('');
      setError(null);
      toast('Meddelandet har skickats', { severity: 'success' });
    },
    onError: (failure) => setError(userMessageOf(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = pickColleague(
      recipient,
      recipients.data,
      !recipients.isPlaceholderData && query === recipient.trim(),
    );
    if (!recipient.trim()) return setError('Välj en mottagare');
    if (!message.trim()) return setError('Skriv ett meddelande');
    send.mutate(
      chosen
        ? { requestId, caseNumber, recipientUserId: chosen.id, message }
        : { requestId, caseNumber, recipientEmail: recipient.trim(), message },
    );
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Skriv meddelande
      </h3>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-recipient`}>Mottagare</Label>
        <Input
          id={`${id}-recipient`}
          list={`${id}-recipients`}
          autoComplete="off"
          placeholder="Namn eller e-post"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
        <datalist id={`${id}-recipients`}>
          {recipients.data?.map((user) => (
            <option key={user.id} value={user.email}>
              {user.name}
            </option>
          ))}
        </datalist>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-message`}>Meddelande</Label>
        <Textarea
          id={`${id}-message`}
          value={message}
          maxLength={2000}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={send.isPending}>
          Skicka
        </Button>
      </div>
    </form>
  );
}
