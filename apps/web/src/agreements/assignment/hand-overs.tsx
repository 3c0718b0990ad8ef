import { ASSIGNMENT_TEXTS } from '@sappis/shared/agreements/operations/assignment/assignment-texts';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import type { Customer } from '@/customers/customer-model.ts';

export type HandOver = Customer['handOvers']['outgoing'][number];

/** On the assigner's agreement until the hand-over: to whom, and from which day. */
export function OutgoingHandOver({ handOver }: { handOver: HandOver }) {
  return (
    <p className="text-sm font-medium text-amber-800" data-testid="hand-over-outgoing">
      {ASSIGNMENT_TEXTS.handingOverTo(handOver.otherName, handOver.otherCustomerNumber, handOver.startDate)}
    </p>
  );
}

/**
 * The agreements assigned to this customer that are still the assigner's: shown as coming, with the services the
 * customer gets from the start date, and no actions (the rows before it are the assigner's).
 */
export function IncomingHandOvers({ handOvers }: { handOvers: readonly HandOver[] }) {
  return handOvers.map((handOver) => (
    <Card
      key={handOver.agreementNumber}
      data-testid="hand-over-incoming"
      aria-labelledby={`coming-agreement-${handOver.agreementNumber}`}
      className="border-dashed"
    >
      <CardHeader className="gap-1">
        <CardTitle id={`coming-agreement-${handOver.agreementNumber}`}>
          Kommande avtal {handOver.agreementNumber}
        </CardTitle>
        <CardDescription>
          {[handOver.deliveryAddress, handOver.deliveryCity].filter(Boolean).join(', ')}
        </CardDescription>
        <p className="text-sm font-medium text-amber-800">
          {ASSIGNMENT_TEXTS.comingFrom(handOver.otherName, handOver.otherCustomerNumber, handOver.startDate)}
        </p>
        {handOver.services.length > 0 && (
          <p className="text-sm">
            Tjänster från {handOver.startDate}: {handOver.services.join(', ')}
          </p>
        )}
      </CardHeader>
    </Card>
  ));
}
