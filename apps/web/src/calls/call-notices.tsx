import { type CallNotice, nextCallNotices } from '@sappis/shared/calls/call-notice';
import { CALL_OUTCOME_LABELS } from '@sappis/shared/calls/call-outcome';
import { displayPhoneNumber, normalizePhoneNumber } from '@sappis/shared/calls/phone-number';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { customerViewPath } from '@/lib/app-paths.ts';
import { trpc } from '@/lib/trpc.ts';
import { customerResultsPath } from '@/search/search-paths.ts';
import { useOpenPath } from '@/search/use-open-path.ts';

/** What the search is prefilled with for an unknown number: its digits as agents type them ('0701234567'). */
function searchQueryOf(number: string): string {
  const normalized = normalizePhoneNumber(number);
  if (normalized?.startsWith('+46')) return `0${normalized.slice(3)}`;
  return normalized ?? number.trim();
}

/**
 * The screen pop: a call to the signed-in agent shows at once in every open tab ('call.notice' events of the user
 * over the live stream) with the customers the number belongs to and their open cases. Enter (the first
 * customer has the focus) or a click opens the customer view in a new tab; an unknown number offers the search.
 * 'answer' shows who answered; 'hangup' closes the notice and says how the call ended.
 */
export function CallNotices() {
  const [notices, setNotices] = useState<CallNotice[]>([]);
  // Whether the stream is up (data-live): from then on a call to this agent pops here.
  const [live, setLive] = useState(false);
  const toast = useToast();
  trpc.calls.onNotice.useSubscription(
    {},
    {
      onStarted: () => setLive(true),
      onError: () => setLive(false),
      onData: ({ data: event }) => {
        if (event.type === 'resync') return;
        setNotices((current) => nextCallNotices(current, event.payload));
        const payload = event.payload as Partial<CallNotice>;
        if (payload.state === 'ENDED' && payload.number && payload.outcome) {
          toast(
            `Samtalet från ${displayPhoneNumber(payload.number)} avslutades: ${CALL_OUTCOME_LABELS[payload.outcome].toLowerCase()}`,
            { severity: 'info' },
          );
        }
      },
    },
  );
  const close = (callId: string) => setNotices((current) => current.filter((n) => n.callId !== callId));
  return (
    <div
      data-testid="call-notices"
      data-live={live}
      className="fixed right-4 bottom-4 z-50 flex w-[min(26rem,calc(100vw-2rem))] flex-col gap-2 empty:hidden"
    >
      {notices.map((notice) => (
        <CallNoticeCard key={notice.callId} notice={notice} onClose={() => close(notice.callId)} />
      ))}
    </div>
  );
}

function CallNoticeCard({ notice, onClose }: { notice: CallNotice; onClose: () => void }) {
  const openPath = useOpenPath();
  const title = `Inkommande samtal från ${displayPhoneNumber(notice.number)}`;
  return (
    <section
      role="dialog"
      aria-label={title}
      className="rounded-md border bg-background p-4 shadow-lg"
      data-testid="call-notice"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Stäng
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {notice.queue && <>Kö: {notice.queue}. </>}
        {notice.state === 'ANSWERED' && <>Besvarat av {notice.answeredBy ?? 'okänd'}.</>}
      </p>
      {notice.customers.length === 0 ? (
        <div className="mt-2 flex flex-col gap-2">
          <p className="text-sm">Numret hör inte till någon kund.</p>
          <Button
            type="button"
            autoFocus
            className="self-start"
            onClick={() => openPath(customerResultsPath(searchQueryOf(notice.number)), false)}
          >
            Sök på {searchQueryOf(notice.number)}
          </Button>
        </div>
      ) : (
        <ul className="mt-2 flex flex-col gap-2" aria-label="Kunder med numret">
          {notice.customers.map((customer, index) => (
            <li key={customer.customerNumber} className="flex flex-col gap-1">
              <Button
                type="button"
                variant={index === 0 ? 'default' : 'outline'}
                autoFocus={index === 0}
                className="self-start"
                onClick={() => openPath(customerViewPath(customer.customerNumber), true)}
              >
                {customer.name}, {customer.customerNumber}
              </Button>
              {customer.openCases.length > 0 && (
                <ul
                  className="ml-2 text-sm text-muted-foreground"
                  aria-label={`Öppna ärenden för ${customer.name}`}
                >
                  {customer.openCases.map((item) => (
                    <li key={item.caseNumber}>
                      <a
                        className="underline"
                        href={`/sappis/cases/${item.caseNumber}`}
                        target="_blank"
                        rel="noopener"
                      >
                        {item.caseNumber}
                      </a>{' '}
                      {item.header}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
