import { casePriorityName, caseStatusName } from '@sappis/shared/cases';
import { groupNames } from '@sappis/shared/groups';
import type { RouterOutputs } from '@/lib/trpc.ts';
import { useProductName } from '@/system/product-name.tsx';

type QueueDefinition = RouterOutputs['caseQueues']['definitions'][number];
type FilterOptions = RouterOutputs['caseQueues']['options'];

const nameOf = (items: readonly { id: number; name: string }[], id: number) =>
  items.find((item) => item.id === id)?.name ?? String(id);

/** One line per chosen filter, in Swedish: 'Status: Ej påbörjad · Prioritet: Hög'. */
export function QueueDefinitionSummary({
  queue,
  options,
}: {
  queue: QueueDefinition;
  options: FilterOptions;
}) {
  const productName = useProductName();
  const parts = [
    queue.statuses.length > 0 &&
      `Status: ${queue.statuses.map((status) => caseStatusName(status, productName)).join(', ')}`,
    queue.caseTypeIds.length > 0 &&
      `Ärendetyper: ${queue.caseTypeIds.map((id) => nameOf(options.caseTypes, id)).join(', ')}`,
    queue.ownerGroupIds.length > 0 &&
      `Ägargrupper: ${queue.ownerGroupIds.map((id) => nameOf(options.ownerGroups, id)).join(', ')}`,
    queue.priorities.length > 0 && `Prioritet: ${queue.priorities.map(casePriorityName).join(', ')}`,
    queue.tagIds.length > 0 && `Taggar: ${queue.tagIds.map((id) => nameOf(options.tags, id)).join(', ')}`,
    queue.showFinished && 'Visa avslutade',
    `Synlig för: ${groupNames(queue.visibleToGroups, productName).join(', ')}`,
  ].filter((part): part is string => typeof part === 'string');
  return <span className="text-xs text-slate-600">{parts.join(' · ')}</span>;
}
