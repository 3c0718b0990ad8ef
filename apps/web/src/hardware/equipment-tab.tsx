import { HARDWARE_TEXTS } from '@sappis/shared/hardware/hardware-panel';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import type { Customer } from '@/customers/customer-model.ts';
import { SelectField } from '@/customers/panels/form-field.tsx';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { CardRowBadge } from './card-row-badge.tsx';
import type { Equipment, EquipmentLine } from './hardware-model.ts';
import { ActivationControl, DeliveryDateControl } from './row-controls.tsx';
import { useHardwareRefresh } from './use-hardware-refresh.ts';

const HARDWARE_TOAST_MS = 3000;
const SYNC_SUCCESS_MS = 1500;

type PairConflict = Extract<RouterOutputs['hardware']['pair'], { ok: false }>;

/**
 * Utrustning: the agreement's active and inactive hardware and card lines; per line its card row (moved where
 * no other card or box holds the value), pair & update, delete from the agreement, the blacklist check of a card,
 * activation of an inactive box or card (card swap) and the delivery date; the sync to the billing system.
 */
export function EquipmentTab({ customer, equipment }: { customer: Customer; equipment: Equipment }) {
  const toast = useToast();
  const refresh = useHardwareRefresh(customer.customerNumber);
  const sync = trpc.hardware.syncToBilling.useMutation();
  const { requestId, renew } = useRequestId();
  const active = equipment.rows.filter((row) => row.active);
  const inactive = equipment.rows.filter((row) => !row.active);

  const syncNow = async () => {
    try {
      const result = await sync.mutateAsync({ requestId, agreementNumber: equipment.agreementNumber });
      renew();
      toast(result.message, { severity: 'success', duration: SYNC_SUCCESS_MS });
      await refresh(equipment.agreementNumber);
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-5" data-testid="hardware-equipment">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={sync.isPending} onClick={syncNow}>
          {sync.isPending ? 'Synkar till affärssystemet...' : 'Synka till affärssystemet'}
        </Button>
        <span className="text-xs text-muted-foreground">
          {equipment.lastSyncedAt
            ? `Senast synkat ${formatDateTime(equipment.lastSyncedAt)}`
            : 'Aldrig synkat'}
        </span>
      </div>
      <EquipmentSection title="Aktiv utrustning" rows={active} equipment={equipment} customer={customer} />
      <EquipmentSection
        title="Inaktiv utrustning"
        rows={inactive}
        equipment={equipment}
        customer={customer}
      />
    </div>
  );
}

function EquipmentSection({
  title,
  rows,
  equipment,
  customer,
}: {
  title: string;
  rows: EquipmentLine[];
  equipment: Equipment;
  customer: Customer;
}) {
  const hardware = rows.filter((row) => row.productType === 'HARDWARE');
  const cards = rows.filter((row) => row.productType === 'CARD');
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="font-medium">{title}</h3>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">Ingen utrustning.</p>}
      {[['Hårdvara', hardware] as const, ['Kort', cards] as const].map(
        ([label, list]) =>
          list.length > 0 && (
            <div key={label} className="flex flex-col gap-2">
              <h4 className="text-xs font-semibold uppercase text-muted-foreground">{label}</h4>
              <ul className="flex flex-col gap-2">
                {list.map((row) => (
                  <EquipmentItem key={row.id} row={row} equipment={equipment} customer={customer} />
                ))}
              </ul>
            </div>
          ),
      )}
    </section>
  );
}

function EquipmentItem({
  row,
  equipment,
  customer,
}: {
  row: EquipmentLine;
  equipment: Equipment;
  customer: Customer;
}) {
  const toast = useToast();
  const refresh = useHardwareRefresh(customer.customerNumber);
  const utils = trpc.useUtils();
  const changeCardRow = trpc.hardware.changeCardRow.useMutation();
  const pair = trpc.hardware.pair.useMutation();
  const clearPairing = trpc.hardware.clearPairing.useMutation();
  const remove = trpc.hardware.remove.useMutation();
  const firstFree = row.cardRowChoices.find((choice) => !choice.disabled)?.value;
  const [cardRow, setCardRow] = useState(firstFree === undefined ? '' : String(firstFree));
  const [conflict, setConflict] = useState<PairConflict | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [blacklist, setBlacklist] = useState<string | null>(null);
  const agreementNumber = equipment.agreementNumber;

  const run = async <T extends { message: string }>(work: () => Promise<T>, duration?: number) => {
    try {
      const result = await work();
      toast(result.message, { severity: 'success', duration });
      await refresh(agreementNumber);
      return result;
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
      return null;
    }
  };

  const pairNow = async () => {
    try {
      const result = await pair.mutateAsync({ rowId: row.id });
      if (result.ok) {
        setConflict(null);
        toast(result.message, { severity: 'success' });
        await refresh(agreementNumber);
      } else setConflict(result);
    } catch (error) {
      setConflict(null);
      toast(userMessageOf(error), { severity: 'error' });
    }
  };

  const checkBlacklist = async () => {
    if (!row.cardNumber) return;
    try {
      const result = await utils.hardware.checkBlacklist.fetch({ cardNumber: row.cardNumber });
      setBlacklist(result.message);
    } catch (error) {
      setBlacklist(userMessageOf(error));
    }
  };

  return (
    <li className="rounded-md border p-3 text-sm" data-testid={`equipment-row-${row.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <CardRowBadge value={row.card} />
        <span className="font-medium">{row.displayName}</span>
        <span className="text-xs text-muted-foreground">({row.productNumber})</span>
        {row.programCardState && (
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">
            {row.programCardState.code} {row.programCardState.label}
          </span>
        )}
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
        {(
          [
            ['Kortnummer', row.cardNumber],
            ['CAM-id', row.camId],
            ['Serienummer', row.serialNumber],
            ['Leveransdatum', formatDate(row.startDate)],
            ['Slutdatum', formatDate(row.endDate)],
          ] as const
        )
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <details className="mt-2">
        <summary className="cursor-pointer text-xs font-medium text-primary">Åtgärder</summary>
        <div className="mt-3 flex flex-col gap-3">
          <div className="flex items-end gap-2">
            <SelectField
              id={`card-row-${row.id}`}
              label="Flytta till kortrad"
              value={cardRow}
              disabled={changeCardRow.isPending}
              onChange={setCardRow}
            >
              {row.cardRowChoices.map((choice) => (
                <option key={choice.value} value={choice.value} disabled={choice.disabled}>
                  {choice.value}
                  {choice.disabled ? ' (upptagen)' : ''}
                </option>
              ))}
            </SelectField>
            <Button
              size="sm"
              disabled={cardRow === '' || changeCardRow.isPending}
              onClick={() =>
                run(() => changeCardRow.mutateAsync({ rowId: row.id, cardRow: Number(cardRow) }))
              }
            >
              Flytta
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={pair.isPending} onClick={pairNow}>
              Para & uppdatera
            </Button>
            {row.productType === 'CARD' && row.cardNumber && (
              <Button size="sm" variant="outline" onClick={checkBlacklist}>
                Kontrollera svartlistning
              </Button>
            )}
            {confirmRemove ? (
              <Button
                size="sm"
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => run(() => remove.mutateAsync({ rowId: row.id }), HARDWARE_TOAST_MS)}
              >
                Bekräfta radering
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setConfirmRemove(true)}>
                Radera från avtal
              </Button>
            )}
          </div>
          {blacklist && <p className="text-xs">{blacklist}</p>}
          {conflict && (
            <div role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3">
              <p className="font-medium text-destructive">{HARDWARE_TEXTS.pairFailed}</p>
              <p className="text-xs">Kortet eller hårdvaran är redan aktiv (CardOrBoxAlreadyActive) på:</p>
              <ul className="mt-2 flex flex-col gap-1">
                {conflict.agreements.map((other) => (
                  <li key={other.agreementNumber} className="flex items-center gap-2 text-xs">
                    <span>
                      Avtal {other.agreementNumber} · kort: {other.onCard ? 'Ja' : 'Nej'} · hårdvara:{' '}
                      {other.onHardware ? 'Ja' : 'Nej'}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={clearPairing.isPending}
                      onClick={async () => {
                        const done = await run(() =>
                          clearPairing.mutateAsync({
                            rowId: row.id,
                            otherAgreementNumber: other.agreementNumber,
                          }),
                        );
                        if (done)
                          setConflict((current) =>
                            current
                              ? {
                                  ...current,
                                  agreements: current.agreements.filter(
                                    (item) => item.agreementNumber !== other.agreementNumber,
                                  ),
                                }
                              : null,
                          );
                      }}
                    >
                      Rensa
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ActivationControl
            row={row}
            agreementRows={equipment.rows}
            id={`activation-${row.id}`}
            refresh={() => refresh(agreementNumber)}
          />
          <DeliveryDateControl
            row={row}
            id={`delivery-date-${row.id}`}
            refresh={() => refresh(agreementNumber)}
          />
        </div>
      </details>
    </li>
  );
}
