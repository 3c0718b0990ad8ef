import { TV_DIAGNOSTICS_TIMING, type TvDiagnosticsTexts } from '@sappis/shared/tv-diagnostics/tv-diagnostics';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

type SignalState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A card's writes: the troubleshooting toggle (the customer reloads 1 s later) and the temporary signal (loading,
 * then success 2 s after the click, or the error). Both need the card's agreement line.
 */
export function CardActions({
  card,
  texts,
  customerNumber,
}: {
  card: { cardNumber: string; troubleshooting: boolean; lineId: number | null };
  texts: TvDiagnosticsTexts;
  customerNumber: number;
}) {
  const utils = trpc.useUtils();
  const troubleshooting = trpc.tvDiagnostics.setTroubleshooting.useMutation();
  const signal = trpc.tvDiagnostics.temporarySignalOn.useMutation();
  const troubleshootingRequest = useRequestId();
  const signalRequest = useRequestId();
  const [signalState, setSignalState] = useState<SignalState>({ kind: 'idle' });
  const [troubleshootingNote, setTroubleshootingNote] = useState<{ text: string; error: boolean } | null>(
    null,
  );
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const lineId = card.lineId;
  if (lineId === null) return null;

  const toggleTroubleshooting = async (on: boolean) => {
    setTroubleshootingNote(null);
    try {
      await troubleshooting.mutateAsync({ requestId: troubleshootingRequest.requestId, rowId: lineId, on });
      troubleshootingRequest.renew();
      if (!mounted.current) return;
      setTroubleshootingNote({
        text: on ? texts.troubleshootingStarted : texts.troubleshootingStopped,
        error: false,
      });
      await wait(TV_DIAGNOSTICS_TIMING.troubleshootingReloadMs);
      await Promise.all([
        utils.tvDiagnostics.overview.invalidate({ customerNumber }),
        utils.customers.byNumber.invalidate({ customerNumber }),
      ]);
    } catch (error) {
      if (mounted.current) setTroubleshootingNote({ text: userMessageOf(error), error: true });
    }
  };

  const turnOnSignal = async () => {
    const started = Date.now();
    setSignalState({ kind: 'running' });
    try {
      await signal.mutateAsync({ requestId: signalRequest.requestId, rowId: lineId });
      signalRequest.renew();
      await wait(Math.max(0, TV_DIAGNOSTICS_TIMING.signalOnDelayMs - (Date.now() - started)));
      if (!mounted.current) return;
      setSignalState({ kind: 'done' });
      await utils.tvDiagnostics.signalHistory.invalidate({ customerNumber });
    } catch (error) {
      if (mounted.current) setSignalState({ kind: 'error', message: userMessageOf(error) });
    }
  };

  const switchId = `troubleshooting-${card.cardNumber}`;
  return (
    <div className="flex flex-col gap-2 border-t pt-2">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={switchId} className="flex items-center gap-2 text-sm">
          <Switch
            id={switchId}
            checked={card.troubleshooting}
            disabled={troubleshooting.isPending}
            onCheckedChange={toggleTroubleshooting}
          />
          Felsökning
        </label>
        <Button variant="outline" size="sm" disabled={signalState.kind === 'running'} onClick={turnOnSignal}>
          {signalState.kind === 'running' ? texts.signalOnRunning : texts.signalOn}
        </Button>
      </div>
      {troubleshootingNote && (
        <p
          role={troubleshootingNote.error ? 'alert' : 'status'}
          className={troubleshootingNote.error ? 'text-sm text-red-700' : 'text-sm text-emerald-700'}
        >
          {troubleshootingNote.text}
        </p>
      )}
      {signalState.kind === 'done' && (
        <p role="status" className="text-sm text-emerald-700">
          {texts.signalOnDone}
        </p>
      )}
      {signalState.kind === 'error' && (
        <p role="alert" className="text-sm text-red-700">
          {signalState.message}
        </p>
      )}
    </div>
  );
}
