import {
  type CaseQueueDefinitionInput,
  caseQueueDefinitionSchema,
  QUEUE_NAME_MAX,
} from '@sappis/shared/case-queue-filter';
import { CASE_PRIORITIES, CASE_STATUSES, caseStatusName } from '@sappis/shared/cases';
import { ALL_GROUPS, groupName } from '@sappis/shared/groups';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import type { RouterOutputs } from '@/lib/trpc.ts';
import { useProductName } from '@/system/product-name.tsx';
import { MultiSelect } from './multi-select.tsx';

export type QueueFormValue = Required<CaseQueueDefinitionInput>;
type FilterOptions = RouterOutputs['caseQueues']['options'];

export const EMPTY_QUEUE: QueueFormValue = {
  name: '',
  statuses: [],
  caseTypeIds: [],
  ownerGroupIds: [],
  priorities: [],
  tagIds: [],
  showFinished: false,
  visibleToGroups: ['SAPPIS'],
};

const PRIORITY_OPTIONS = [...CASE_PRIORITIES]
  .reverse()
  .map((priority) => ({ value: priority.key, label: priority.name }));

/** The queue's name, filters and visibility; the same rules as the server check it before sending. */
export function QueueForm({
  initial,
  options,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: QueueFormValue;
  options: FilterOptions;
  submitLabel: string;
  pending: boolean;
  onSubmit: (value: QueueFormValue) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const productName = useProductName();
  const statusOptions = CASE_STATUSES.map((status) => ({
    value: status.key,
    label: caseStatusName(status.key, productName),
  }));
  // The queue keeps the groups' identifiers; the user sees their names.
  const groupOptions = ALL_GROUPS.map((group) => ({ value: group, label: groupName(group, productName) }));
  const [value, setValue] = useState<QueueFormValue>(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const set = <K extends keyof QueueFormValue>(key: K, next: QueueFormValue[K]) =>
    setValue((current) => ({ ...current, [key]: next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = caseQueueDefinitionSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setErrors([]);
    onSubmit(value);
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} aria-label="Kö">
      <div className="flex max-w-md flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>Namn</Label>
        <Input
          id={`${id}-name`}
          value={value.name}
          maxLength={QUEUE_NAME_MAX}
          onChange={(event) => set('name', event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <MultiSelect
          label="Status"
          options={statusOptions}
          value={value.statuses}
          onChange={(next) => set('statuses', next)}
          emptyText="Alla statusar"
        />
        <MultiSelect
          label="Ärendetyper"
          options={options.caseTypes.map((type) => ({
            value: type.id,
            label: `${type.name} (${type.category})`,
          }))}
          value={value.caseTypeIds}
          onChange={(next) => set('caseTypeIds', next)}
          emptyText="Alla ärendetyper"
        />
        <MultiSelect
          label="Ägargrupper"
          options={options.ownerGroups.map((group) => ({ value: group.id, label: group.name }))}
          value={value.ownerGroupIds}
          onChange={(next) => set('ownerGroupIds', next)}
          emptyText="Alla ägargrupper"
        />
        <MultiSelect
          label="Prioritet"
          options={PRIORITY_OPTIONS}
          value={value.priorities}
          onChange={(next) => set('priorities', next)}
          emptyText="Alla prioriteter"
        />
        <MultiSelect
          label="Taggar"
          options={options.tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          value={value.tagIds}
          onChange={(next) => set('tagIds', next)}
          emptyText="Inga krav på taggar"
        />
        <MultiSelect
          label="Synlig för grupper"
          options={groupOptions}
          value={value.visibleToGroups}
          onChange={(next) => set('visibleToGroups', next)}
          emptyText="Ingen grupp vald"
        />
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-finished`}
          checked={value.showFinished}
          onCheckedChange={(checked) => set('showFinished', checked)}
        />
        <Label htmlFor={`${id}-finished`}>Visa avslutade</Label>
      </div>
      {errors.length > 0 && (
        <ul role="alert" className="text-sm text-destructive">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}
