import type { OperationRow } from '@sappis/shared/agreements/operations/snapshot';
import {
  campaignRowOf,
  offersSharedDates,
  sharedDates,
} from '@sappis/shared/agreements/operations/termination/termination-rows';
import { TERMINATION_TEXTS } from '@sappis/shared/agreements/operations/termination/termination-texts';
import { shortenServiceName } from '@sappis/shared/text';
import { offeredDays } from '@/components/ui/date-picker-value.ts';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';

/** The date all the rows have, or '' while they differ. */
const commonDate = (dates: string[]) => (new Set(dates).size === 1 ? (dates[0] ?? '') : '');

/**
 * Step 2: each selected service's end date. A picker of the offered month ends where there is a choice ('Avsluta'), with a
 * shared date for 2+ services without a FRI discount; the fixed date otherwise (regret, deceased). A discount
 * shows its campaign row's date.
 */
export function EndDateStep({
  listed,
  selected,
  datesOf,
  dateOf,
  onDate,
}: {
  listed: OperationRow[];
  selected: OperationRow[];
  datesOf: (row: OperationRow) => string[];
  dateOf: (row: OperationRow) => string;
  onDate: (rowIds: number[], date: string) => void;
}) {
  const own = selected.filter((row) => !campaignRowOf(row, listed));
  const choosable = own.filter((row) => datesOf(row).length > 1);
  const shared = offersSharedDates(selected) ? sharedDates(own.map(datesOf)) : [];
  return (
    <div className="flex flex-col gap-3 text-sm">
      {choosable.length > 1 && shared.length > 0 && (
        <DatePickerField
          id="termination-shared-date"
          label={TERMINATION_TEXTS.sharedDate}
          value={commonDate(choosable.map(dateOf))}
          onChange={(date) =>
            date &&
            onDate(
              choosable.map((row) => row.id),
              date,
            )
          }
          {...offeredDays(shared)}
        />
      )}
      {selected.map((row) => {
        const campaign = campaignRowOf(row, listed);
        const name = shortenServiceName(row.productName);
        if (campaign || datesOf(row).length <= 1)
          return (
            <p key={row.id}>
              {name}: <span className="font-medium">{dateOf(campaign ?? row)}</span>
            </p>
          );
        return (
          <DatePickerField
            key={row.id}
            id={`termination-date-${row.id}`}
            label={`${TERMINATION_TEXTS.endDate} ${name}`}
            value={dateOf(row)}
            onChange={(date) => date && onDate([row.id], date)}
            {...offeredDays(datesOf(row))}
          />
        );
      })}
    </div>
  );
}
