import { CASE_LOCK_HEARTBEAT_SECONDS } from '@sappis/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TAB_CLIENT_ID } from '@/cases/case-lock-model.ts';
import { trpc } from '@/lib/trpc.ts';
import type { Viewer } from '@/presence/presence-model.ts';
import { recordCustomerChange, recordEventSeen, useLastCustomerChange } from './customer-changes.ts';
import { type CustomerChange, customerEventEffect, rowIdsOf } from './customer-live-model.ts';

/** The same rhythm as an open case page's heartbeat. */
const HEARTBEAT_MS = CASE_LOCK_HEARTBEAT_SECONDS * 1000;

export interface CustomerLive {
  /** Everyone with the customer view open now, the signed-in user included. */
  viewers: Viewer[];
  /** The newest change of the customer received while the view is open, or null. */
  lastChange: CustomerChange | null;
}

/**
 * Keeps an open customer view live: follows `customers.onChanged` from `liveFrom` (the event id the loaded
 * customer is as of; undefined until it is loaded) — each change refetches exactly the customer's queries, each
 * presence change updates the viewers — and renews the tab's presence every minute and when the tab becomes
 * visible. No polling.
 */
export function useCustomerLive(customerNumber: number, liveFrom: string | null | undefined): CustomerLive {
  const utils = trpc.useUtils();
  // Where the stream starts: the first read of the customer (tRPC resumes from the last event after that).
  const [startFrom, setStartFrom] = useState<string | null | undefined>(liveFrom);
  useEffect(() => {
    if (startFrom === undefined && liveFrom !== undefined) setStartFrom(liveFrom);
    recordEventSeen(liveFrom ?? null);
  }, [liveFrom, startFrom]);

  const loaded = startFrom !== undefined;
  const viewers = trpc.customers.viewers.useQuery({ customerNumber }, { enabled: loaded });
  const heartbeat = trpc.customers.heartbeat.useMutation();

  const refetchCustomer = useCallback(
    (agreementNumber: number | null, everything: boolean) => {
      const input = { customerNumber };
      void utils.customers.byNumber.invalidate(input);
      void utils.customers.invoiceDelivery.invalidate(input);
      void utils.play.details.invalidate(input);
      void utils.creditChecks.history.invalidate(input);
      void utils.memos.forCustomer.invalidate(input);
      void utils.invoices.list.invalidate(input);
      // Operations write e-mails and SMS, and the delivery jobs record their outcome ('email.delivery', 'sms.delivery').
      void utils.email.list.invalidate(input);
      void utils.email.textMessages.invalidate(input);
      const agreements = utils.customers.byNumber.getData(input)?.agreements ?? [];
      const changed = everything ? null : agreementNumber;
      for (const agreement of agreements) {
        if (changed === null || agreement.agreementNumber === changed) {
          void utils.agreements.operationContext.invalidate({ agreementNumber: agreement.agreementNumber });
          void utils.hardware.equipment.invalidate({ agreementNumber: agreement.agreementNumber });
          void utils.documents.list.invalidate({ agreementNumber: agreement.agreementNumber });
        }
      }
      for (const rowId of rowIdsOf(agreements, changed)) {
        void utils.channels.channelPackage.invalidate({ packageRowId: rowId });
        void utils.agreementRows.serviceDetails.invalidate({ rowId });
      }
    },
    [utils, customerNumber],
  );

  trpc.customers.onChanged.useSubscription(
    { customerNumber, clientId: TAB_CLIENT_ID, lastEventId: startFrom },
    {
      enabled: loaded,
      onData: ({ data }) => {
        recordEventSeen(data.id);
        const effect = customerEventEffect(data);
        if (effect.kind === 'changed') {
          recordCustomerChange(effect.change);
          refetchCustomer(effect.change.agreementNumber, false);
        } else if (effect.kind === 'viewers') {
          utils.customers.viewers.setData({ customerNumber }, effect.viewers);
        } else if (effect.kind === 'memos') {
          void utils.customers.byNumber.invalidate({ customerNumber });
          void utils.memos.forCustomer.invalidate({ customerNumber });
        } else if (effect.kind === 'resync') {
          refetchCustomer(null, true);
          void utils.customers.viewers.invalidate({ customerNumber });
        }
      },
    },
  );

  const beat = useRef(() => {});
  beat.current = () => {
    if (loaded) heartbeat.mutate({ customerNumber, clientId: TAB_CLIENT_ID });
  };
  useEffect(() => {
    const timer = setInterval(() => beat.current(), HEARTBEAT_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') beat.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return { viewers: viewers.data ?? [], lastChange: useLastCustomerChange(customerNumber) };
}
