import { useState } from 'react';
import { useParams } from 'react-router';
import { ForbiddenPage } from '@/auth/forbidden-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { InvoiceBasesSection } from '@/invoice-bases/invoice-bases-section.tsx';
import { trpc } from '@/lib/trpc.ts';
import { isForbidden, isNotFound } from '@/lib/trpc-errors.ts';
import { SendMessageForm } from '@/messages/send-message-form.tsx';
import { PageLoading } from '@/shell/page-loading.tsx';
import { CaseAssignControl } from './case-assign-control.tsx';
import { CaseEditForm } from './case-edit-form.tsx';
import { CaseHistory, CaseLogs } from './case-history.tsx';
import { CaseLockBanner } from './case-lock-banner.tsx';
import { CaseLockControls } from './case-lock-controls.tsx';
import { parseCaseNumber } from './case-lock-model.ts';
import { CaseStatusPanel } from './case-status-panel.tsx';
import { CaseRelationCard, CaseSummary } from './case-summary.tsx';
import { CaseViewers } from './case-viewers.tsx';
import { ChildCasesCard } from './children/child-cases-card.tsx';
import { CaseContactButton } from './contact/case-contact-dialog.tsx';
import { CaseLinkForm } from './link/case-link-form.tsx';
import { useCaseLive } from './use-case-live.ts';

function CaseNotFound() {
  return (
    <div className="mx-auto max-w-5xl" data-testid="case-not-found">
      <PageHeader title="Ärendet hittades inte" description="Kontrollera ärendenumret och försök igen." />
    </div>
  );
}

function CaseView({ caseNumber }: { caseNumber: number }) {
  const query = trpc.cases.byNumber.useQuery({ caseNumber });
  const [editing, setEditing] = useState(false);
  const item = query.data;
  useCaseLive(caseNumber, item?.lock, editing);

  if (query.isPending) return <PageLoading />;
  if (query.error) {
    if (isNotFound(query.error)) return <CaseNotFound />;
    if (isForbidden(query.error)) return <ForbiddenPage />;
    return (
      <div role="alert" className="mx-auto flex max-w-5xl flex-col items-start gap-3">
        <PageHeader title="Ärende" description="Kunde inte hämta ärendet." />
        <Button variant="outline" onClick={() => query.refetch()}>
          Försök igen
        </Button>
      </div>
    );
  }
  if (!item) return <CaseNotFound />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5" data-testid="case-view">
      <PageHeader
        title={`Ärende ${item.number}`}
        description={item.header}
        actions={<CaseLockControls caseNumber={item.number} lock={item.lock} />}
      />
      <CaseLockBanner lock={item.lock} />
      <CaseViewers viewers={item.viewers} />
      <CaseSummary item={item} />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <CaseEditForm item={item} onDirtyChange={setEditing} />
        <div className="flex flex-col gap-5">
          <CaseRelationCard relation={item.relation} />
          <div className="-mt-3 flex justify-end">
            <CaseContactButton item={item} />
          </div>
          <CaseLinkForm item={item} />
          <CaseAssignControl item={item} />
          <CaseStatusPanel item={item} />
          <Card>
            <CardContent className="pt-5">
              <SendMessageForm caseNumber={item.number} />
            </CardContent>
          </Card>
        </div>
      </div>
      <ChildCasesCard caseNumber={item.number} />
      <InvoiceBasesSection caseNumber={item.number} version={item.version} lock={item.lock} />
      <CaseHistory history={item.history} />
      <CaseLogs logs={item.logs} />
    </div>
  );
}

/** /sappis/cases/:caseNumber — the case page ('Ärende'). */
export function CasePage() {
  const { caseNumber: param } = useParams();
  const caseNumber = parseCaseNumber(param);
  if (caseNumber === null) return <CaseNotFound />;
  return <CaseView key={caseNumber} caseNumber={caseNumber} />;
}
