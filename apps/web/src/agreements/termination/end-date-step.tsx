import type { OperationRow } from '@sappis/shared/agreements/operations/snapshot';
import {
  campaignRowOf,
  discountEndDate,
  offersSharedDates,
  sharedDates,
} from '@sappis/shared/agreements/operations/termination/termination-rows';
import { TERMINATION_TEXTS } from '@sappis/shared/agreements/operations/termination/termination-texts';
import { offeredDays } from '@/components/ui/date-picker-value.ts';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import { ServiceName, serviceLabel } from './service-name.tsx';

/** The date all the rows have, or '' while they differ. */
const commonDate = (dates: string[]) => (new Set(dates).size === 1 ? (dates[0] ?? '') : '');

/**
 * Step 2: each selected service's end date. A picker of the offered month ends where there is a choice ('Avsluta'), with a
 * shared date for 2+ services without a FRI discount; the fixed date otherwise (regret, deceased). A discount
 * shows the day it ends: its campaign row's last accepted date (`acceptedDateOf`: a refused day typed past the
 * picker changes nothing), or its own earlier end date. A row whose fixed date falls before
 * its start (deceased) is removed, never shown with an end before it starts.
 */
export function EndDateStep({
  listed,
  selected,
  datesOf,
  dateOf,
  acceptedDateOf,
  today,
  onDate,
}: {
  listed: OperationRow[];
  today: string;
  selected: OperationRow[];
  datesOf: (row: OperationRow) => string[];
  dateOf: (row: OperationRow) => string;
  acceptedDateOf: (row: OperationRow) => string;
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
        if (campaign || datesOf(row).length <= 1) {
          const date = campaign ? discountEndDate(row, acceptedDateOf(campaign)) : dateOf(row);
          const neverStarts = date !== null && row.startDate !== null && date < row.startDate;
          return (
            <p key={row.id}>
              <ServiceName row={row} today={today} />:{' '}
              <span className="font-medium">{neverStarts ? TERMINATION_TEXTS.neverStarts : date}</span>
            </p>
          );
        }
        const date = dateOf(row);
        return (
          <div key={row.id} className="flex flex-col gap-1">
            <DatePickerField
              id={`termination-date-${row.id}`}
              label={`${TERMINATION_TEXTS.endDate} ${serviceLabel(row, today)}`}
              value={date}
              onChange={(picked) => picked && onDate([row.id], picked)}
              {...offeredDays(datesOf(row))}
            />
            {date !== null && row.startDate !== null && date < row.startDate && (
              <p className="text-muted-foreground">
                <ServiceName row={row} today={today} />: {TERMINATION_TEXTS.neverStarts}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
