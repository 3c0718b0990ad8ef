import { SECOND_LINE_TEXTS } from '@sappis/shared/tools/tools-input';
import { TV_DIAGNOSTICS_TIMING } from '@sappis/shared/tv-diagnostics/tv-diagnostics';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The temporary signal of the hardware issue for a card number (the card's active line): loading, then success
 * 2 s after the click (document 3 section 4), or the error.
 */
export function TemporarySignal() {
  const signal = trpc.secondLine.temporarySignal.useMutation();
  const { requestId, renew } = useRequestId();
  const [cardNumber, setCardNumber] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'running' } | { kind: 'done' | 'error'; text: string }>(
    { kind: 'idle' },
  );

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const started = Date.now();
    setState({ kind: 'running' });
    try {
      const answer = await signal.mutateAsync({ requestId, cardNumber: cardNumber.trim() });
      renew();
      await wait(Math.max(0, TV_DIAGNOSTICS_TIMING.signalOnDelayMs - (Date.now() - started)));
      setState({ kind: 'done', text: SECOND_LINE_TEXTS.signalSent(answer.cardNumber) });
    } catch (error) {
      setState({ kind: 'error', text: userMessageOf(error) });
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={send}>
      <FormField
        id="temporary-signal-card"
        label="Kortnummer"
        value={cardNumber}
        onChange={(value) => {
          setCardNumber(value);
          if (state.kind !== 'running') setState({ kind: 'idle' });
        }}
      />
      <Button
        type="submit"
        className="self-start"
        disabled={state.kind === 'running' || cardNumber.trim() === ''}
      >
        Slå på tillfällig signal
      </Button>
      {state.kind === 'running' && (
        <p className="text-sm text-muted-foreground">Slår på tillfällig signal...</p>
      )}
      {(state.kind === 'done' || state.kind === 'error') && (
        <p
          role="status"
          className={state.kind === 'done' ? 'text-sm text-emerald-700' : 'text-sm text-red-700'}
        >
          {state.text}
        </p>
      )}
    </form>
  );
}
