import { trpc } from '@/lib/trpc.ts';
import { DisruptionCard } from './disruption-card.tsx';
import { useDisruptionsLive } from './use-disruptions-live.ts';

/** The customer view's ongoing disruptions that touch the customer's addresses or networks, kept live. */
export function CustomerDisruptions({ customerNumber }: { customerNumber: number }) {
  useDisruptionsLive();
  const disruptions = trpc.disruptions.forCustomer.useQuery({ customerNumber });
  if (!disruptions.data || disruptions.data.length === 0) return null;
  return (
    <section
      aria-labelledby="customer-disruptions-heading"
      className="flex flex-col gap-2"
      data-testid="customer-disruptions"
    >
      <h2 id="customer-disruptions-heading" className="text-lg font-semibold text-slate-900">
        Driftstörningar ({disruptions.data.length})
      </h2>
      {disruptions.data.map((disruption) => (
        <DisruptionCard key={disruption.id} disruption={disruption} />
      ))}
    </section>
  );
}
