import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import { formatPrice } from '@sappis/shared/agreements/prices';
import {
  COMMERCE_ORDER_TEXTS,
  type CommerceInventory,
  type CommerceOrderChoices,
  cartTotals,
  planCommerceOrder,
} from '@sappis/shared/orders/commerce-order';
import { useCallback, useState } from 'react';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import { OperationForm } from '@/agreements/operations/operation-form.tsx';
import { useOperationPlan } from '@/agreements/operations/use-operation-plan.ts';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/** Refuses until the inventory has arrived (the form shows the inventory's own loading or failure text). */
const NO_INVENTORY = { ok: false as const, refusals: { '': [COMMERCE_ORDER_TEXTS.inventoryUnavailable] } };

/**
 * Commerce order (document 3 panel 16): the address's inventory from Commerce (transmissions, broadband
 * subscriptions with prices, the start fee), a cart, and the order that creates the agreement's rows — previewed
 * with the same plan the server recomputes.
 */
export default function CommerceOrderPanel({ customer, params, close }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [choices, setChoices] = useState<CommerceOrderChoices>({ productNumbers: [] });
  const [touched, setTouched] = useState(false);
  const inventoryQuery = trpc.orders.inventory.useQuery(
    { agreementNumber: agreementNumber ?? 0 },
    { enabled: agreementNumber !== null, retry: false },
  );
  const inventory: CommerceInventory | undefined = inventoryQuery.data;
  const plan = useCallback(
    (context: OperationContext, today: string) =>
      inventory ? planCommerceOrder(context, inventory, choices, today) : NO_INVENTORY,
    [inventory, choices],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const mutation = trpc.orders.place.useMutation();
  const toggle = (productNumber: string) =>
    setChoices((current) => ({
      productNumbers: current.productNumbers.includes(productNumber)
        ? current.productNumbers.filter((item) => item !== productNumber)
        : [...current.productNumbers, productNumber],
    }));
  const totals = inventory ? cartTotals(inventory, choices.productNumbers) : null;

  return (
    <OperationForm
      customerNumber={customer.customerNumber}
      agreementNumber={agreementNumber}
      planned={planned}
      shownFields={touched ? ['productNumbers'] : undefined}
      successText={() => COMMERCE_ORDER_TEXTS.success}
      failureText={COMMERCE_ORDER_TEXTS.failure}
      submitLabel="Lägg order"
      onClose={close}
      onInvalid={() => setTouched(true)}
      send={(requestId, planFingerprint) =>
        mutation.mutateAsync({ requestId, agreementNumber: agreementNumber ?? 0, planFingerprint, choices })
      }
    >
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={(value) => {
          setAgreementNumber(value);
          setChoices({ productNumbers: [] });
        }}
      />
      {inventoryQuery.isLoading && agreementNumber !== null && (
        <p className="text-sm text-muted-foreground">Hämtar utbud från Commerce...</p>
      )}
      {inventoryQuery.error && (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(inventoryQuery.error, COMMERCE_ORDER_TEXTS.inventoryUnavailable)}
        </p>
      )}
      {inventory && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="text-muted-foreground">Adress-ID</dt>
            <dd>{inventory.addressId}</dd>
            <dt className="text-muted-foreground">Huvudavtal</dt>
            <dd>{inventory.mainAgreementNumber ?? '–'}</dd>
            <dt className="text-muted-foreground">Överföring</dt>
            <dd>{inventory.transmissions.join(', ') || '–'}</dd>
            <dt className="text-muted-foreground">Kategorier</dt>
            <dd>{inventory.categories.map((category) => category.name).join(', ') || '–'}</dd>
          </dl>
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="mb-1 font-medium">Bredbandsabonnemang</legend>
            {inventory.broadbandSubscriptions.length === 0 && (
              <p className="text-muted-foreground">{COMMERCE_ORDER_TEXTS.noSubscriptions}</p>
            )}
            {inventory.broadbandSubscriptions.map((item) => (
              <label key={item.productNumber} className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={choices.productNumbers.includes(item.productNumber)}
                    onChange={() => toggle(item.productNumber)}
                  />
                  {item.description} ({item.productNumber})
                </span>
                <span>{formatPrice(item.price)}</span>
              </label>
            ))}
          </fieldset>
          <section aria-label="Varukorg" className="rounded-md border p-3 text-sm">
            <h3 className="mb-1 font-medium">Varukorg</h3>
            {totals && choices.productNumbers.length > 0 ? (
              <dl className="grid grid-cols-[1fr_auto] gap-x-3">
                <dt>Per månad</dt>
                <dd>{formatPrice(totals.monthly)}</dd>
                {inventory.startFee && (
                  <>
                    <dt>{inventory.startFee.name}</dt>
                    <dd>{formatPrice(totals.oneOff, { oneOff: true })}</dd>
                  </>
                )}
              </dl>
            ) : (
              <p className="text-muted-foreground">Varukorgen är tom.</p>
            )}
          </section>
        </>
      )}
    </OperationForm>
  );
}
