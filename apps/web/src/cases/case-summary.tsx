import { MISSING_CONTACT_INFO_MESSAGE } from '@sappis/shared/cases';
import { AppLink } from '@/components/app-link.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { customerViewPath } from '@/lib/app-paths.ts';
import { CaseTags } from '@/tags/case-tags.tsx';
import type { CasePageData } from './case-lock-model.ts';
import { CaseStatusPill } from './case-status-pill.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/** Number, external number, status pill, priority, type, category, owner group and the live tags. */
export function CaseSummary({ item }: { item: CasePageData }) {
  return (
    <Card>
      <CardContent className="pt-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label="Ärendenummer">{item.number}</Fact>
          <Fact label="Externt ärendenummer">{item.externalTicketNumber ?? '-'}</Fact>
          <Fact label="Status">
            <span data-testid="case-status">
              <CaseStatusPill name={item.status.name} />
            </span>
          </Fact>
          <Fact label="Prioritet">{item.priority.name}</Fact>
          <Fact label="Typ">{item.type.name}</Fact>
          <Fact label="Kategori">{item.type.category}</Fact>
          <Fact label="Ägargrupp">{item.ownerGroup.name}</Fact>
        </dl>
        <div className="mt-4 border-t pt-4">
          <CaseTags caseId={item.id} caseNumber={item.number} version={item.version} />
        </div>
      </CardContent>
    </Card>
  );
}

/** case_relation_attributes: the customer the case concerns, with a link to the customer view. */
export function CaseRelationCard({ relation }: { relation: CasePageData['relation'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Kunduppgifter</CardTitle>
      </CardHeader>
      <CardContent>
        {!relation ? (
          <p className="text-sm text-muted-foreground">{MISSING_CONTACT_INFO_MESSAGE}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
            <Fact label="Kund">
              {relation.customerNumber ? (
                <AppLink
                  to={customerViewPath(relation.customerNumber)}
                  className="text-primary hover:underline"
                >
                  {`${relation.customerName ?? ''} ${relation.customerNumber}`.trim()}
                </AppLink>
              ) : (
                (relation.customerName ?? '-')
              )}
            </Fact>
            <Fact label="E-post">{relation.customerEmail ?? '-'}</Fact>
            <Fact label="Mobiltelefon">{relation.customerMobilePhone ?? '-'}</Fact>
            <Fact label="Telefon">{relation.customerPhone ?? '-'}</Fact>
            <Fact label="Adress">
              {[relation.customerAddress ?? relation.address, relation.customerPostal ?? relation.postal]
                .filter(Boolean)
                .join(', ') || '-'}
            </Fact>
            <Fact label="Ordernummer">{relation.customerOrderNumber ?? '-'}</Fact>
            {relation.signalCentral && <Fact label="Signalcentral">{relation.signalCentral}</Fact>}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
