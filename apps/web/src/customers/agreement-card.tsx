import { CancelAssignmentButton } from '@/agreements/assignment/cancel-assignment-button.tsx';
import { type HandOver, OutgoingHandOver } from '@/agreements/assignment/hand-overs.tsx';
import { AgreementActionsMenu } from '@/agreements/operations/agreement-actions-menu.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { hasTelephony } from '@/telephony/telephony-agreements.ts';
import { AgreementRowsTable } from './agreement-rows-table.tsx';
import type { Agreement } from './customer-model.ts';
import { MonthlyCostLine } from './monthly-cost-line.tsx';
import { usePanel } from './panels/use-panel.ts';

function LegacyMemoButton({ agreementNumber }: { agreementNumber: number }) {
  const { openPanel } = usePanel();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => openPanel('legacy-memo', { agreement: String(agreementNumber) })}
    >
      Memo
    </Button>
  );
}

/** Opens the agreement's main agreement (document 3 panel 15): its details, memos and files. */
function MainAgreementButton({ number, name }: { number: number; name: string | null }) {
  const { openPanel } = usePanel();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => openPanel('main-agreement', { mainAgreement: String(number) })}
      title={name ?? undefined}
    >
      Huvudavtal {number}
    </Button>
  );
}

/**
 * An agreement; `handOver`: it is assigned to another customer, who gets it on the start date (until then the
 * assignment can be cancelled here).
 */
export function AgreementCard({ agreement, handOver }: { agreement: Agreement; handOver?: HandOver }) {
  const address = [agreement.deliveryAddress, agreement.deliveryCity].filter(Boolean).join(', ');
  return (
    // Off screen, an agreement's style and layout wait until it nears the viewport (content-visibility: auto): a
    // customer with hundreds of rows opens, changes and closes without recalculating all of them; the browser keeps
    // the size it last had (auto) for the scrollbar.
    <Card
      data-testid="agreement"
      aria-labelledby={`agreement-${agreement.agreementNumber}`}
      className="[contain-intrinsic-size:auto_24rem] [content-visibility:auto]"
    >
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <CardTitle id={`agreement-${agreement.agreementNumber}`}>
            Avtal {agreement.agreementNumber}
          </CardTitle>
          <CardDescription>{address || 'Leveransadress saknas'}</CardDescription>
          <MonthlyCostLine rows={agreement.rows} />
          {handOver && (
            <div className="flex flex-wrap items-center gap-2">
              <OutgoingHandOver handOver={handOver} />
              <CancelAssignmentButton handOver={handOver} />
            </div>
          )}
        </div>
        <div className="flex items-center gap-2">
          {agreement.mainAgreementNumber !== null && (
            <MainAgreementButton number={agreement.mainAgreementNumber} name={agreement.mainAgreementName} />
          )}
          <LegacyMemoButton agreementNumber={agreement.agreementNumber} />
          <AgreementActionsMenu
            agreementNumber={agreement.agreementNumber}
            ended={agreement.ended}
            telephony={hasTelephony(agreement)}
          />
          {agreement.ended && <Badge variant="secondary">Avslutad</Badge>}
        </div>
      </CardHeader>
      <div className="@container pb-2">
        <AgreementRowsTable rows={agreement.rows} />
      </div>
    </Card>
  );
}
