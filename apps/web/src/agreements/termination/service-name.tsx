import type { OperationRow } from '@sappis/shared/agreements/operations/snapshot';
import { startsLater } from '@sappis/shared/agreements/operations/termination/termination-rows';
import { TERMINATION_TEXTS } from '@sappis/shared/agreements/operations/termination/termination-texts';
import { shortenServiceName } from '@sappis/shared/text';

/**
 * A service's shortened name, with '(från {start})' when it has not started yet: a row returning after a pause is
 * told apart from the paused row of the same name.
 */
export function serviceLabel(row: OperationRow, today: string): string {
  const name = shortenServiceName(row.productName);
  return row.startDate && startsLater(row, today)
    ? `${name} (${TERMINATION_TEXTS.startsOn(row.startDate)})`
    : name;
}

export function ServiceName({ row, today }: { row: OperationRow; today: string }) {
  return <span title={row.productName}>{serviceLabel(row, today)}</span>;
}
