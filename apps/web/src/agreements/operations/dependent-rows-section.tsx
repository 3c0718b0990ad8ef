import type { KeptRow } from '@sappis/shared/agreements/operations/dependent-rows/keep-rows';
import {
  DEPENDENT_ROWS_TEXTS,
  dependentRowName,
  dependentRowText,
  keepReasonTexts,
} from '@sappis/shared/agreements/operations/dependent-rows/keep-rows';
import type { PlannedDependentRow } from '@sappis/shared/agreements/operations/plan';
import { Input } from '@/components/ui/input.tsx';

/**
 * 'Följer med tjänsten': the hardware, cards and add-ons the plan ends (or pauses) with the last service of their
 * kind, or (continue) brings back with the service they ended with, each ticked; unticking keeps the row running (or
 * ended) and asks why (the reason is recorded with the operation). A row the agent dated past its service ('Ändra
 * datum') has no tick: its dates keep it, and the form asks why.
 */
export function DependentRowsSection({
  rows,
  kept,
  onChange,
}: {
  rows: readonly PlannedDependentRow[];
  kept: readonly KeptRow[];
  onChange: (kept: KeptRow[]) => void;
}) {
  if (rows.length === 0) return null;
  const reasonOf = (rowId: number) => kept.find((keep) => keep.rowId === rowId)?.reason;
  const toggle = (rowId: number, follows: boolean) =>
    onChange(follows ? kept.filter((keep) => keep.rowId !== rowId) : [...kept, { rowId, reason: '' }]);
  const setReason = (rowId: number, reason: string) =>
    onChange([...kept.filter((keep) => keep.rowId !== rowId), { rowId, reason }]);
  // Only hire hardware that ends for good is to be returned: not one kept, nor one its new dates keep.
  const returnOffered = rows.some(
    (row) =>
      row.hardware &&
      !row.datedWithoutServiceFrom &&
      reasonOf(row.rowId) === undefined &&
      row.returnDates.length === 0,
  );
  return (
    <section
      aria-label={DEPENDENT_ROWS_TEXTS.heading}
      className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm"
    >
      <h3 className="font-medium">{DEPENDENT_ROWS_TEXTS.heading}</h3>
      <p className="mb-2 text-muted-foreground">
        {rows.every((row) => row.datedWithoutServiceFrom)
          ? DEPENDENT_ROWS_TEXTS.datedIntro
          : rows.every((row) => row.continues)
            ? DEPENDENT_ROWS_TEXTS.continueIntro
            : DEPENDENT_ROWS_TEXTS.intro}
      </p>
      <ul className="space-y-2">
        {rows.map((row) => {
          const dated = Boolean(row.datedWithoutServiceFrom);
          const reason = reasonOf(row.rowId) ?? (dated ? '' : undefined);
          const name = dependentRowName(row);
          const texts = keepReasonTexts(row);
          const shown = { ...row, keptReason: reason ?? null };
          return (
            <li key={row.rowId}>
              {dated ? (
                <p>{dependentRowText(shown)}</p>
              ) : (
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    aria-label={name}
                    checked={reason === undefined}
                    onChange={(event) => toggle(row.rowId, event.target.checked)}
                    className="mt-1"
                  />
                  <span>{dependentRowText(shown)}</span>
                </label>
              )}
              {reason !== undefined && (
                <div className={dated ? 'mt-1' : 'mt-1 pl-6'}>
                  <Input
                    aria-label={texts.label(name)}
                    placeholder={texts.label(name)}
                    value={reason}
                    maxLength={500}
                    aria-invalid={reason.trim() === ''}
                    onChange={(event) => setReason(row.rowId, event.target.value)}
                  />
                  {reason.trim() === '' && (
                    <p role="alert" className="text-xs text-destructive">
                      {texts.required(row.productName)}
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {returnOffered && <p className="mt-2">{DEPENDENT_ROWS_TEXTS.returnOffer}</p>}
    </section>
  );
}
