import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet.tsx';
import type { Customer } from '../customer-model.ts';
import { PANEL_TITLES, type PanelType } from './panel-types.ts';
import { usePanel } from './use-panel.ts';

export interface PanelProps {
  customer: Customer;
  params: URLSearchParams;
  close: () => void;
}

const PANELS: Record<PanelType, React.LazyExoticComponent<React.ComponentType<PanelProps>>> = {
  'customer-details': lazy(() => import('./customer-details-panel.tsx')),
  'security-class': lazy(() => import('./security-class-panel.tsx')),
  'temporary-address': lazy(() => import('./temporary-address-panel.tsx')),
  'add-address': lazy(() => import('./add-address-panel.tsx')),
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
  history: lazy(() => import('@/history/history-panel.tsx')),
};

/** Opens the panel the URL names over the customer view (a Radix sheet from the right), with a back button 'Stäng'. */
export function PanelHost({ customer }: { customer: Customer }) {
  const { panel, params, closePanel } = usePanel();
  const Panel = panel ? PANELS[panel] : null;
  return (
    <Sheet open={panel !== null} onOpenChange={(open) => !open && closePanel()}>
      {panel && Panel && (
        <SheetContent className="w-[32rem] overflow-y-auto p-5" data-testid={`panel-${panel}`}>
          {/* Every right-hand panel has 'Stäng' except the marketability panel (document 3 section 2). */}
          {panel !== 'marketability' && (
            <SheetClose asChild>
              <Button variant="ghost" size="sm" className="mb-2 self-start">
                <ArrowLeft aria-hidden="true" />
                Stäng
              </Button>
            </SheetClose>
          )}
          <SheetTitle>{PANEL_TITLES[panel]}</SheetTitle>
          <SheetDescription className="mb-4">
            {customer.name}, {customer.customerNumber}
          </SheetDescription>
          <Suspense fallback={<p className="text-sm text-muted-foreground">Laddar...</p>}>
            <Panel customer={customer} params={params} close={closePanel} />
          </Suspense>
        </SheetContent>
      )}
    </Sheet>
  );
}
