import type { OperationRow } from '@sappis/shared/agreements/operations/snapshot';
import {
  campaignRowOf,
  currentEndDate,
  toggleRow,
} from '@sappis/shared/agreements/operations/termination/termination-rows';
import { TERMINATION_TEXTS } from '@sappis/shared/agreements/operations/termination/termination-texts';
import { ServiceName } from './service-name.tsx';

/**
 * Step 1: the services with a tick each, titled 'x av y är valda'. Rows without a date cannot be ticked; a
 * campaign row and its discounts are ticked and unticked together. A service that already has an end date says
 * 'Avslutas {date}' (a discount: the earlier of its own and its campaign row's); one that starts later says from when.
 */
export function ServiceSelection({
  listed,
  selectedIds,
  datesOf,
  today,
  onChange,
}: {
  listed: OperationRow[];
  today: string;
  selectedIds: number[];
  datesOf: (row: OperationRow) => string[];
  onChange: (selectedIds: number[]) => void;
}) {
  const canTick = (row: OperationRow) => datesOf(row).length > 0;
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="mb-1 font-medium">
        {TERMINATION_TEXTS.selectedCount(selectedIds.length, listed.length)}
      </legend>
      {listed.length === 0 && <p className="text-muted-foreground">{TERMINATION_TEXTS.noServices}</p>}
      {listed.map((row) => {
        const campaign = campaignRowOf(row, listed);
        const disabled = !canTick(campaign ?? row);
        // Terminated before: only an earlier date can be chosen, which moves its end date (the preview says so).
        const ending = currentEndDate(row, listed);
        return (
          <label key={row.id} className={`flex items-center gap-2 ${campaign ? 'pl-5' : ''}`}>
            <input
              type="checkbox"
              checked={selectedIds.includes(row.id)}
              disabled={disabled}
              onChange={() => onChange(toggleRow(listed, selectedIds, row.id, canTick))}
            />
            <ServiceName row={row} today={today} />
            {ending && (
              <span className="rounded bg-amber-100 px-1 text-xs text-amber-900">
                {TERMINATION_TEXTS.endsAlready(ending)}
              </span>
            )}
            {disabled && !ending && (
              <span className="text-xs text-muted-foreground">({TERMINATION_TEXTS.noDate})</span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
