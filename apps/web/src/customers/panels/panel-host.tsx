import { lazy, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import type { Customer } from '../customer-model.ts';
import type { PanelProps } from './panel-props.ts';
import type { PanelType } from './panel-types.ts';
import type { OpenPanel, PanelLevel } from './panel-url.ts';
import { SidePanel } from './side-panel.tsx';
import { type PanelTrackers, UnsavedInputGuard } from './unsaved-input-guard.tsx';
import { PanelLevelContext, useOpenPanels } from './use-panel.ts';

const PANELS: Record<PanelType, React.LazyExoticComponent<React.ComponentType<PanelProps>>> = {
  'customer-details': lazy(() => import('./customer-details-panel.tsx')),
  'security-class': lazy(() => import('./security-class-panel.tsx')),
  'temporary-address': lazy(() => import('./temporary-address-panel.tsx')),
  'add-address': lazy(() => import('./add-address-panel.tsx')),
  'make-purchasable': lazy(() => import('@/addresses/make-purchasable-panel.tsx')),
  memos: lazy(() => import('@/memos/memos-panel.tsx')),
  invoices: lazy(() => import('@/invoices/invoices-panel.tsx')),
  'service-details': lazy(() => import('@/agreement-rows/service-details-panel.tsx')),
  'edit-channels': lazy(() => import('@/channels/edit-channels-panel.tsx')),
  'channel-view': lazy(() => import('@/channels/channel-view-panel.tsx')),
  'hardware-details': lazy(() => import('@/agreement-rows/hardware-details-panel.tsx')),
  'discount-details': lazy(() => import('@/agreement-rows/discount-details-panel.tsx')),
  'play-details': lazy(() => import('@/play/play-details-panel.tsx')),
  'legacy-memo': lazy(() => import('@/memos/legacy-memo-panel.tsx')),
  'campaign-memo': lazy(() => import('@/memos/campaign-memo-panel.tsx')),
  'credit-check': lazy(() => import('@/credit-checks/credit-check-panel.tsx')),
  compensate: lazy(() => import('@/agreements/compensation/compensation-panel.tsx')),
  'edit-row-dates': lazy(() => import('@/agreements/edit-dates/edit-row-dates-panel.tsx')),
  'payment-method-change': lazy(() => import('@/agreements/payment-method/payment-method-change-panel.tsx')),
  terminate: lazy(() => import('@/agreements/termination/terminate-panel.tsx')),
  pause: lazy(() => import('@/agreements/pause/pause-panel.tsx')),
  continue: lazy(() => import('@/agreements/continue/continue-panel.tsx')),
  deferment: lazy(() => import('@/invoices/deferment/deferment-panel.tsx')),
  'reverse-invoice': lazy(() => import('@/invoices/reverse/reverse-invoice-panel.tsx')),
  'return-case': lazy(() => import('@/agreements/return/return-case-panel.tsx')),
  'object-log': lazy(() => import('@/logs/object-log-panel.tsx')),
  emails: lazy(() => import('@/email/emails-panel.tsx')),
  'phone-records': lazy(() => import('@/telephony/phone-records-panel.tsx')),
  'extra-billing-rows': lazy(() => import('@/invoices/economy/extra-billing-rows-panel.tsx')),
  payouts: lazy(() => import('@/invoices/economy/payouts-panel.tsx')),
  parcels: lazy(() => import('@/parcels/parcels-panel.tsx')),
  'tv-diagnostics': lazy(() => import('@/tv-diagnostics/tv-diagnostics-panel.tsx')),
  'connection-status': lazy(() => import('@/connection-status/connection-status-panel.tsx')),
  'manage-hardware': lazy(() => import('@/hardware/manage-hardware-panel.tsx')),
  'manual-activation': lazy(() => import('@/customers/create/manual-activation-panel.tsx')),
  assignment: lazy(() => import('@/agreements/assignment/assignment-panel.tsx')),
  move: lazy(() => import('@/agreements/move/move-panel.tsx')),
  'transfer-service': lazy(() => import('@/agreements/transfer-service/transfer-service-panel.tsx')),
  'merge-customers': lazy(() => import('@/customers/merge/merge-panel.tsx')),
  'commerce-order': lazy(() => import('@/orders/commerce-order-panel.tsx')),
  'verify-address': lazy(() => import('@/addresses/verify-address-panel.tsx')),
  marketability: lazy(() => import('@/marketability/marketability-panel.tsx')),
  'partner-network': lazy(() => import('@/marketability/partner-network-panel.tsx')),
  'add-agreement': lazy(() => import('@/addresses/add-agreement-panel.tsx')),
  documents: lazy(() => import('@/documents/documents-panel.tsx')),
  'create-document': lazy(() => import('@/documents/create-document-panel.tsx')),
  'upload-documents': lazy(() => import('@/documents/upload-documents-panel.tsx')),
  'change-password': lazy(() => import('@/customer-account/change-password-panel.tsx')),
  'customer-sync': lazy(() => import('@/customer-sync/customer-sync-panel.tsx')),
  'send-email': lazy(() => import('@/email/send-email-panel.tsx')),
  'main-agreement': lazy(() => import('@/main-agreements/main-agreement-panel.tsx')),
  history: lazy(() => import('@/history/history-panel.tsx')),
};

// Two panels side by side from this width; below it the extra panel covers the left one.
const BOTH_PANELS_QUERY = '(min-width: 1900px)';

/**
 * The left panel and the extra panel the URL names (document 1 section 1), docked at the right of the customer
 * view. A panel opened from the left one opens as the extra panel; 'Stäng' on it returns to the left panel as
 * the agent left it.
 */
export function PanelHost({ customer }: { customer: Customer }) {
  const { left, extra } = useOpenPanels();
  const bothFit = useMediaQuery(BOTH_PANELS_QUERY);
  const [trackers] = useState<PanelTrackers>(() => new Map());
  if (!left) return null;
  const shown: { level: PanelLevel; panel: OpenPanel; covered: boolean }[] = [
    { level: 'left', panel: left, covered: extra !== null && !bothFit },
    ...(extra ? [{ level: 'extra' as const, panel: extra, covered: false }] : []),
  ];
  return (
    <div
      className="flex shrink-0 gap-4 max-lg:fixed max-lg:inset-y-0 max-lg:right-0 max-lg:z-40"
      data-testid="panels"
    >
      {shown.map(({ level, panel, covered }) => (
        <PanelLevelContext key={level} value={level}>
          <SidePanel
            key={panel.type}
            type={panel.type}
            Panel={PANELS[panel.type]}
            customer={customer}
            params={panel.params}
            covered={covered}
            trackers={trackers}
          />
        </PanelLevelContext>
      ))}
      <UnsavedInputGuard trackers={trackers} />
    </div>
  );
}
